// `npm run bench:http [-- --seconds 8 --connections 50 --lead-seconds 10 --lead-connections 100 --ref REF --web-dist DIR --only leads --kill-after S]`:
// what one server answers per second (issue 19): a static file, the public API reads and the
// public pages' HTML, each with 50 keep-alive connections for `seconds` after a 2 s warm-up, with
// wrk (scripts/lib/wrk.mjs), printed as requests/s, a share of the static reference (/robots.txt,
// measured before, between and after the groups, the median) and p50/p99; under 50 % is flagged (the
// issue's target). Then the same server's lead insert rate: 100 wrk connections posting contact
// forms back to back (scripts/lib/lead-load.lua, the per-address limit raised), leads/s and p99
// against the target (≥ 1,000 leads/s, p99 < 200 ms), the leads table checked to hold every lead
// answered 201 once, and where the CPU went meanwhile (app, PostgreSQL, load client, idle).
// `--only leads` measures the leads alone (no web build needed); `--kill-after S` kills the server
// with SIGKILL S seconds into the lead load and checks every lead answered 201 before is stored.
// The server runs on a throwaway, demo-seeded PostgreSQL database (TEST_DATABASE_URL's server,
// default 127.0.0.1:5432 as root), dropped at the end. It is the repository's server with the web
// build in apps/web/dist (`npm run build` first, or --web-dist), or with --ref a copy of that
// commit (or of the working tree: --ref working-tree) built in a temp folder. Prints markdown;
// writes nothing into the repository.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createCleanups } from './lib/cleanups.mjs';
import { wrkLeads } from './lib/lead-load.mjs';
import { answering, freePort, repoRoot, spawnApp, stopApp } from './lib/local-app.mjs';
import { watchCpu } from './lib/process-cpu.mjs';
import { freshDatabase } from './lib/postgres-database.mjs';
import { describeCommit, extractTree, prepareCode, workingTreeRef } from './lib/source-tree.mjs';
import { ensureWrk, wrkLoad } from './lib/wrk.mjs';

const warmupSeconds = 2;
const floor = 0.5;
// Issue 43: a server-rendered page, English or French, at 60 % of the static file.
const pageFloor = 0.6;
const leadTargets = { perSecond: 1000, p99Ms: 200 };
const reference = '/robots.txt';
const blogPost = '/blog/fixed-or-variable-2026';
// The same post's French address: its French slug (decision 069); the English one answers a 301.
const frenchBlogPost = '/fr/blogue/taux-fixe-ou-variable-en-2026';
const groups = [
  { kind: 'static', paths: ['/favicon.svg'] },
  { kind: 'api', paths: ['/api/rates?province=ON', '/api/rates/best', '/api/agents', '/api/agents/sarahchen', '/api/blog', '/api/services', '/api/site'] },
  { kind: 'page', paths: ['/', '/rates', '/agents/sarahchen', '/blog', blogPost] },
  // The French site's pages, rendered by the French build (decision 067).
  { kind: 'page', paths: ['/fr', '/fr/taux', '/fr/courtiers/sarahchen', '/fr/blogue', frenchBlogPost] },
];

const log = (message) => console.error(`[bench:http ${(performance.now() / 1000).toFixed(1)} s] ${message}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '50' },
      'lead-seconds': { type: 'string', default: '10' },
      'lead-connections': { type: 'string', default: '100' },
      ref: { type: 'string' },
      'web-dist': { type: 'string' },
      only: { type: 'string' },
      'kill-after': { type: 'string' },
    },
  });
  if (values.only !== undefined && values.only !== 'leads') throw new Error('--only takes one value: leads');
  const numbers = { seconds: Number(values.seconds), connections: Number(values.connections), leadSeconds: Number(values['lead-seconds']), leadConnections: Number(values['lead-connections']) };
  for (const [name, value] of Object.entries(numbers)) if (!Number.isInteger(value) || value < 1) throw new Error(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be a whole number ≥ 1`);
  const killAfter = values['kill-after'] === undefined ? undefined : Number(values['kill-after']);
  if (killAfter !== undefined && !(killAfter > 0 && killAfter < numbers.leadSeconds)) throw new Error('--kill-after must be a number of seconds within --lead-seconds');
  return { ...numbers, ref: values.ref, webDist: values['web-dist'], leadsOnly: values.only === 'leads', killAfter };
}

/** Every measured path answers 200 before any load: a 404 measured at full speed would read as a fast page. */
async function checkPaths(url, paths) {
  for (const path of paths) {
    const res = await fetch(`${url}${path}`, { headers: { accept: path.startsWith('/api/') ? 'application/json' : 'text/html' } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} before the load`);
    await res.arrayBuffer();
  }
}

/** One path: a warm-up, then the measured load; a failed or refused request fails the run. */
function measurePath(wrk, url, path, { connections, seconds }) {
  const headers = path.startsWith('/api/') ? { Accept: 'application/json' } : { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  wrkLoad(wrk, `${url}${path}`, { connections, seconds: warmupSeconds, headers });
  const result = wrkLoad(wrk, `${url}${path}`, { connections, seconds, headers });
  if (result.failed || result.errors) throw new Error(`${path}: ${result.failed} non-2xx answers and ${result.errors} socket errors under load`);
  log(`${path}: ${Math.round(result.rate)} req/s, p99 ${result.p99.toFixed(1)} ms`);
  return result;
}

/** The leads the load was answered 201 for, against the rows the database holds. */
async function countLeads(database, leadIds) {
  const { rows } = await database.query(
    `select count(*)::int as bench, count(*) filter (where id = any($1::uuid[]))::int as answered from leads where client_email like 'bench-%@load.example'`,
    [[...leadIds]],
  );
  return rows[0];
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const met = (ok) => (ok ? 'met' : '**not met**');

function readsTable(rows, staticRate) {
  const lines = ['| path | kind | requests/s | % of static | p50 ms | p99 ms |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    const share = row.rate / staticRate;
    const flag = row.kind !== 'reference' && share < floor ? ' **below 50 %**' : '';
    lines.push(`| \`${row.path}\` | ${row.kind} | ${Math.round(row.rate)} | ${Math.round(share * 100)} %${flag} | ${fixed(row.p50, 2)} | ${fixed(row.p99, 2)} |`);
  }
  return lines;
}

const options = readOptions();
const cleanups = createCleanups(log);

/** The reads and pages: each path against the static reference, as a markdown block with its verdict. */
function measureReads(wrk, url, code) {
  const load = { connections: options.connections, seconds: options.seconds };
  // The reference is measured before, between and after the groups and its median taken, so a
  // neighbour's burst on the shared cores during one of them does not move every share.
  const references = [];
  const rows = [];
  for (const { kind, paths: list } of groups) {
    references.push(measurePath(wrk, url, reference, load));
    for (const path of list) rows.push({ path, kind, ...measurePath(wrk, url, path, load) });
  }
  references.push(measurePath(wrk, url, reference, load));
  const byRate = [...references].sort((a, b) => a.rate - b.rate);
  const middle = byRate[Math.floor(byRate.length / 2)];
  const staticRate = middle.rate;
  const referenceRow = { path: reference, kind: 'reference', ...middle };
  const below = rows.filter((row) => row.rate / staticRate < floor);
  const pagesBelow = rows.filter((row) => row.kind === 'page' && row.rate / staticRate < pageFloor);
  return [
    `Measured ${new Date().toISOString()} on Node ${process.version} by \`npm run bench:http\` against ${code.label}, on a demo-seeded PostgreSQL database: wrk, one thread, ${options.connections} keep-alive connections, ${options.seconds} s per path after a ${warmupSeconds} s warm-up; the static reference is \`${reference}\`, measured ${references.length} times (${references.map((r) => Math.round(r.rate)).join(', ')} req/s), the median.`,
    '',
    ...readsTable([referenceRow, ...rows], staticRate),
    '',
    `- Reads and pages at ≥ 50 % of the static file (issue 19): ${met(below.length === 0)}${below.length ? ` (below: ${below.map((r) => `\`${r.path}\``).join(', ')})` : ''}`,
    `- Rendered pages in both languages at ≥ ${pageFloor * 100} % of the static file (issue 43): ${met(pagesBelow.length === 0)}${pagesBelow.length ? ` (below: ${pagesBelow.map((r) => `\`${r.path}\``).join(', ')})` : ''}`,
    '',
  ];
}

/** The lead load, the rows it left, and where the CPU went meanwhile, as a markdown block with its verdict. */
async function measureLeads(wrk, url, database, appPid, code) {
  log(`leads: ${options.leadConnections} clients for ${options.leadSeconds} s (+${warmupSeconds} s warm-up)`);
  const cpu = watchCpu(appPid);
  // kill -9 in the middle of the measured run (wrk holds this process's event loop, so a shell
  // started first does it): the leads answered 201 before must all be in the database.
  if (options.killAfter) spawn('sh', ['-c', `sleep ${warmupSeconds + options.killAfter}; kill -9 ${appPid}`], { stdio: 'ignore' });
  const leads = wrkLeads(wrk, url, { seconds: options.leadSeconds, connections: options.leadConnections, warmupSeconds });
  const share = cpu.stop();
  const counted = await countLeads(database, leads.leadIds);
  const leadsPerSecond = leads.measured / options.leadSeconds;
  const p99 = leads.p99;
  const cores = (n) => n.toFixed(2);
  // wrk stops by closing its connections, so the leads in flight then (one per connection and run
  // at most) may be stored without their 201 being read: stored, never answered, never lost.
  const inFlightAtStop = counted.bench - leads.answered;
  const everyAnswerStored = counted.answered === leads.answered && leads.leadIds.size === leads.answered;
  const extraExplained = inFlightAtStop >= 0 && inFlightAtStop <= options.leadConnections * leads.runs;
  if (options.killAfter) {
    return [
      `Measured ${new Date().toISOString()} by \`npm run bench:http -- --only leads --kill-after ${options.killAfter}\` against ${code.label}: the lead load of wrk, the server killed with SIGKILL ${options.killAfter} s into the measured ${options.leadSeconds} s.`,
      '',
      '| answered 201 | answered rows found | bench rows in `leads` | failed (after the kill) |',
      '|---|---|---|---|',
      `| ${leads.answered} | ${counted.answered} | ${counted.bench} | ${leads.failed} |`,
      '',
      `- every lead answered 201 before the kill is stored, once: ${met(everyAnswerStored)}; rows beyond the 201s (${inFlightAtStop}: in flight at the kill or at wrk's stop, committed but never answered) no more than the requests in flight (${options.leadConnections} connections × ${leads.runs} runs): ${met(extraExplained)}`,
    ];
  }
  return [
    ...(options.leadsOnly ? [`Measured ${new Date().toISOString()} on Node ${process.version} by \`npm run bench:http -- --only leads${options.ref ? ` --ref ${options.ref}` : ''}\` against ${code.label}, on a demo-seeded PostgreSQL database.`, ''] : []),
    `Leads: wrk (scripts/lib/lead-load.lua), one thread, ${options.leadConnections} keep-alive connections posting contact forms back to back for ${options.leadSeconds} s after a ${warmupSeconds} s warm-up (each its own Idempotency-Key and address, LEAD_LIMIT_PER_10_MINUTES=100000, mail held). CPU in cores of the machine's ${cores(share.cores)}, over the warm-up and the load: app ${cores(share.app)}, PostgreSQL ${cores(share.postgres)} (every postgres process), load client ${cores(share.client)}, idle ${cores(share.idle)}.`,
    '',
    '| leads/s | p50 ms | p99 ms | failed | answered 201 | bench rows in `leads` | answered rows found |',
    '|---|---|---|---|---|---|---|',
    `| ${fixed(leadsPerSecond, 1)} | ${fixed(leads.p50)} | ${fixed(p99)} | ${leads.failed} | ${leads.answered} | ${counted.bench} | ${counted.answered} |`,
    '',
    `- ≥ ${leadTargets.perSecond} leads/s: ${met(leadsPerSecond >= leadTargets.perSecond)}; p99 < ${leadTargets.p99Ms} ms: ${met(p99 < leadTargets.p99Ms)}; every 201 stored, once: ${met(everyAnswerStored)}; rows beyond the 201s (${inFlightAtStop}) no more than the requests in flight when wrk stopped (${options.leadConnections} connections × ${leads.runs} runs): ${met(extraExplained)}`,
    ...(leads.failures.length ? [`- first failures: ${leads.failures.slice(0, 3).join(' | ')}`] : []),
  ];
}

/** The lead load needs no web build: the server runs without one, the repository's or a copy of `ref`. */
function leadsOnlyCode(ref) {
  if (!ref) return { root: repoRoot, env: {}, label: 'the working tree' };
  const tree = extractTree(ref === workingTreeRef ? undefined : ref);
  cleanups.add(tree.remove);
  return { root: tree.root, env: {}, label: ref === workingTreeRef ? 'a copy of the working tree' : `commit ${describeCommit(ref)}` };
}

try {
  const wrk = ensureWrk('bench:http');
  const code = options.leadsOnly && !options.webDist ? leadsOnlyCode(options.ref) : prepareCode(options, cleanups, log);
  const database = await freshDatabase(`maple_bench_http_${process.pid}`);
  cleanups.add(database.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-http-'));
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnApp(
    port,
    {
      ...code.env,
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      // Leads come from many visitor addresses (X-Forwarded-For) behind one trusted proxy, each
      // far under the raised per-address limit; mail jobs wait (the worker polls every 10 min) so
      // the insert is what is measured.
      TRUST_PROXY: '1',
      LEAD_LIMIT_PER_10_MINUTES: '100000',
      JOB_POLL_INTERVAL_MS: '600000',
      MAIL_TRANSPORT: 'outbox',
      SMTP_URL: '',
      METRICS_TOKEN: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    code.root,
  );
  cleanups.add(() => stopApp(child));
  await answering(child, `${url}/readyz`);
  const reads = [];
  if (!options.leadsOnly) {
    const paths = [reference, ...groups.flatMap((g) => g.paths)];
    await checkPaths(url, paths);
    log(`${code.label}: ${paths.length} paths, ${options.connections} connections, ${warmupSeconds} s warm-up + ${options.seconds} s each`);
    reads.push(...measureReads(wrk, url, code));
  }
  const leadLines = await measureLeads(wrk, url, database, child.pid, code);
  console.log([...reads, ...leadLines].join('\n'));
} finally {
  await cleanups.run();
}
