// `npm run bench:leads [-- --seconds 30 --concurrency 20 --engine pglite|postgres|both --rate N]`:
// the contact form under load, back to back (the most the server takes) or at N leads/s. For each
// engine (embedded PGlite in a fresh DATA_DIR; PostgreSQL in a fresh database on
// TEST_DATABASE_URL's server, default postgres://root@127.0.0.1:5432) the app runs twice on an
// empty, demo-seeded database: once with mail held (the job worker polls every 10 minutes, so
// nothing is sent during the load) and once with mail draining (polls every second, mail to an SMTP
// server on 127.0.0.1). Reports leads/s, request latency, the queue's oldest due job (scraped from
// /metrics every 500 ms), mails received against leads created, the drain rate and the server's
// memory. Targets: p99 rises by less than 20 % while mail drains, the oldest due job stays under 10
// s, and the embedded server stays within 512 MB. Prints a markdown table.
// Linux only: memory is read from /proc.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { createCleanups } from './lib/cleanups.mjs';
import { loadLeads, percentile } from './lib/lead-load.mjs';
import { answering, freePort, spawnApp, stopApp } from './lib/local-app.mjs';
import { freshDatabase } from './lib/postgres-database.mjs';

// The tests' SMTP server is TypeScript; tsx loads it on every Node version the project supports.
const { startSmtpFixture } = await tsImport('../apps/server/src/test/smtp-fixture.ts', import.meta.url);

const warmupMs = 2000;
const metricsEveryMs = 500;
const rssEveryMs = 200;
const drainCapMs = 120_000;
const targets = { p99Rise: 0.2, oldestDueSeconds: 10, embeddedRssMb: 512 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (message) => console.error(`[bench:leads ${(performance.now() / 1000).toFixed(1)} s] ${message}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '20' },
      engine: { type: 'string', default: 'both' },
      rate: { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  if (!(seconds > 0) || !Number.isInteger(concurrency) || concurrency < 1) throw new Error('--seconds must be positive and --concurrency a whole number ≥ 1');
  const engines = { both: ['pglite', 'postgres'], pglite: ['pglite'], postgres: ['postgres'] }[values.engine];
  if (!engines) throw new Error('--engine must be pglite, postgres or both');
  const rate = values.rate === undefined ? undefined : Number(values.rate);
  if (rate !== undefined && !(rate > 0)) throw new Error('--rate must be a positive number of leads per second');
  return { seconds, concurrency, engines, rate };
}

/** The process's resident memory, sampled until stopped; VmHWM, read at the stop, covers its whole life. */
function watchMemory(pid) {
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  let peakMb = 0;
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, field('VmRSS'));
    } catch {
      // The process is gone; `stop` cannot read it either and says so.
      clearInterval(timer);
    }
  }, rssEveryMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakMb, hwmMb: field('VmHWM') };
    },
  };
}

/** The queue gauges of GET /metrics, by job name. */
async function scrapeQueue(url, token) {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const gauge = (name) => new Map([...text.matchAll(new RegExp(`^${name}\\{job="([^"]+)"\\} (\\S+)$`, 'gm'))].map(([, job, v]) => [job, Number(v)]));
  const plain = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  // Node's own split of the memory: the JavaScript heap, and what lives outside it (on the
  // embedded engine, PGlite's WebAssembly memory is most of that).
  const memory = { heapUsed: plain('nodejs_heap_size_used_bytes'), external: plain('nodejs_external_memory_bytes') };
  return { pending: gauge('maple_jobs_pending'), oldestDue: gauge('maple_job_oldest_due_age_seconds'), memory };
}

/** Scrapes every 500 ms until stopped and keeps the worst oldest-due age seen, with its job, and the peak heap and external memory. */
function watchQueue(url, token) {
  const worst = { seconds: 0, job: '', heapUsedMb: 0, externalMb: 0 };
  let running = true;
  const loop = (async () => {
    for (let next = performance.now(); running; next += metricsEveryMs) {
      const scraped = await scrapeQueue(url, token);
      for (const [job, seconds] of scraped.oldestDue) if (seconds > worst.seconds) Object.assign(worst, { seconds, job });
      worst.heapUsedMb = Math.max(worst.heapUsedMb, scraped.memory.heapUsed / 2 ** 20);
      worst.externalMb = Math.max(worst.externalMb, scraped.memory.external / 2 ** 20);
      await sleep(Math.max(0, next + metricsEveryMs - performance.now()));
    }
  })();
  // A failed scrape (the server gone) ends the sampling; `stop` reports it.
  loop.catch(() => {});
  return {
    stop: async () => {
      running = false;
      await loop;
      return worst;
    },
  };
}

/**
 * Waits for every lead's mail (or for the queue to hold no notification three scrapes running,
 * when some were never sent) within the cap; returns when the last mail came.
 */
async function waitForDrain(url, token, smtp, leads) {
  const end = performance.now() + drainCapMs;
  let emptyScrapes = 0;
  while (smtp.received.length < leads && emptyScrapes < 3 && performance.now() < end) {
    await sleep(metricsEveryMs);
    emptyScrapes = (await scrapeQueue(url, token)).pending.get('lead-notification') ? 0 : emptyScrapes + 1;
  }
  return performance.now();
}

/**
 * The embedded server takes its first daily backup on its first worker pass, seconds after it
 * answers; the load starts once that archive is written so it is not measured with it.
 */
async function settle(dataDir, engine) {
  if (engine !== 'pglite') return;
  const end = performance.now() + 60_000;
  const written = () => existsSync(join(dataDir, 'backups')) && readdirSync(join(dataDir, 'backups')).some((f) => f.endsWith('.tar.gz'));
  while (!written()) {
    if (performance.now() > end) throw new Error('the first daily backup did not appear within 60 s');
    await sleep(200);
  }
}

/** How many of the load's leads a received mail names (X-Maple-Lead-Id), and how many mails named none of them or one twice. */
function matchMails(received, leadIds) {
  const mailed = received.map((mail) => /^X-Maple-Lead-Id: (\S+)/im.exec(mail.data)?.[1]);
  const mailedLeads = new Set(mailed.filter((id) => leadIds.has(id))).size;
  return { mailedLeads, strayMails: mailed.length - mailedLeads };
}

/** What the run in progress started, undone last first: by the run's end, failed or not, or by Ctrl+C. */
const cleanups = createCleanups(log);

/** One server on one fresh database, one load. */
async function measure(engine, mode, options, runNo) {
  const dataDir = mkdtempSync(join(tmpdir(), 'maple-bench-leads-'));
  const token = randomBytes(24).toString('hex');
  cleanups.add(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const smtp = await startSmtpFixture();
    cleanups.add(() => smtp.close());
    const database = engine === 'postgres' ? await freshDatabase(`maple_bench_leads_${process.pid}_${runNo}`) : undefined;
    if (database) cleanups.add(() => database.drop());
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawnApp(port, {
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      // The demo settings hold the lead inbox the notifications go to.
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      MAIL_TRANSPORT: '',
      METRICS_TOKEN: token,
      TRUST_PROXY: '1',
      JOB_POLL_INTERVAL_MS: mode === 'held' ? '600000' : '1000',
      LOG_LEVEL: 'warn',
    });
    cleanups.add(() => stopApp(child));
    await answering(child, `${url}/readyz`);
    await settle(dataDir, engine);
    log(`${engine}, mail ${mode}: load for ${options.seconds} s (+${warmupMs / 1000} s warm-up), ${options.concurrency} clients`);

    const memory = watchMemory(child.pid);
    const queue = watchQueue(url, token);
    const loadStart = performance.now();
    const load = await loadLeads(url, { ...options, warmupMs });
    const loadEnd = performance.now();
    const mailsAtLoadEnd = smtp.received.length;
    const queueAtLoadEnd = (await scrapeQueue(url, token)).pending.get('lead-notification') ?? 0;
    const drainEnd = mode === 'draining' ? await waitForDrain(url, token, smtp, load.leadIds.size) : loadEnd;
    const watched = await queue.stop();
    const { peakMb, hwmMb } = memory.stop();
    log(`${engine}, mail ${mode}: ${load.leadIds.size} leads, ${smtp.received.length} mails, ${load.failures.length} failed requests`);
    return {
      engine,
      mode,
      leadsPerSecond: load.measured / options.seconds,
      p50: percentile(load.latencies, 0.5),
      p99: percentile(load.latencies, 0.99),
      failures: load.failures,
      watched,
      queueAtLoadEnd,
      leads: load.leadIds.size,
      mails: smtp.received.length,
      ...matchMails(smtp.received, load.leadIds),
      drainDuringLoad: mailsAtLoadEnd / ((loadEnd - loadStart) / 1000),
      drainAfterLoad: drainEnd > loadEnd ? (smtp.received.length - mailsAtLoadEnd) / ((drainEnd - loadEnd) / 1000) : NaN,
      drainCapped: drainEnd - loadEnd >= drainCapMs,
      peakMb,
      hwmMb,
    };
  } finally {
    await cleanups.run();
  }
}

const fixed = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
const riseOf = (draining, held) => draining.p99 / held.p99 - 1;
const percentText = (rise) => {
  // Rounded first, so a rise just below zero reads +0 %, not -0 %.
  const percent = Math.round(rise * 100);
  return Number.isFinite(percent) ? `${percent >= 0 ? '+' : ''}${percent} %` : '–';
};

function tableRow(row, held) {
  const mailCell = row.mode === 'held' ? `${row.mails} / ${row.leads} (held)` : `${row.mailedLeads} / ${row.leads}${row.strayMails ? `, ${row.strayMails} stray or repeated` : ''}`;
  const drainCell = row.mode === 'held' ? '–' : `${fixed(row.drainDuringLoad, 1)} / ${fixed(row.drainAfterLoad, 1)}${row.drainCapped ? ' (cap reached)' : ''}`;
  return [
    row.engine,
    row.mode,
    fixed(row.leadsPerSecond, 1),
    row.failures.length,
    fixed(row.p50),
    fixed(row.p99),
    row.mode === 'held' ? '–' : percentText(riseOf(row, held)),
    `${fixed(row.watched.seconds, 1)}${row.watched.job ? ` (${row.watched.job})` : ''}`,
    row.queueAtLoadEnd,
    mailCell,
    drainCell,
    fixed(row.peakMb),
    fixed(row.hwmMb),
    `${fixed(row.watched.heapUsedMb)} / ${fixed(row.watched.externalMb)}`,
  ];
}

const met = (ok) => (ok ? 'met' : '**not met**');

/** The targets, judged on the draining run (memory: the worse of both runs; only embedded has a memory target). */
function verdict(engine, rows) {
  const held = rows.find((r) => r.engine === engine && r.mode === 'held');
  const draining = rows.find((r) => r.engine === engine && r.mode === 'draining');
  const rise = riseOf(draining, held);
  const parts = [
    `p99 ${percentText(rise)} while mail drains (target < +${targets.p99Rise * 100} %): ${met(rise < targets.p99Rise)}`,
    `oldest due job ${fixed(draining.watched.seconds, 1)} s (target < ${targets.oldestDueSeconds} s): ${met(draining.watched.seconds < targets.oldestDueSeconds)}`,
    `every lead mailed once: ${met(draining.mailedLeads === draining.leads && draining.strayMails === 0)}`,
  ];
  if (engine === 'pglite') {
    const peak = Math.max(held.peakMb, draining.peakMb);
    const hwm = Math.max(held.hwmMb, draining.hwmMb);
    parts.push(`RSS ${fixed(peak)} MB under load, ${fixed(hwm)} MB over the process's life (target ≤ ${targets.embeddedRssMb} MB): ${met(peak <= targets.embeddedRssMb)} under load, ${met(hwm <= targets.embeddedRssMb)} over its life`);
  }
  return `- ${engine}: ${parts.join('; ')}`;
}

function report(rows, options) {
  const header = ['engine', 'mail', 'leads/s', 'failed', 'p50 ms', 'p99 ms', 'p99 vs held', 'max oldest-due s', 'queue at load end', 'mails / leads', 'drain mails/s (load / after)', 'peak RSS MB (load)', 'VmHWM MB', 'peak heap used / external MB'];
  const heldOf = (engine) => rows.find((r) => r.engine === engine && r.mode === 'held');
  const lines = [
    `Measured ${new Date().toISOString()} on Node ${process.version} by \`npm run bench:leads${options.rate ? ` -- --rate ${options.rate}` : ''}\`: ${options.concurrency} clients sending contact forms ${options.rate ? `at ${options.rate} leads/s in all` : 'back to back'} for ${options.seconds} s (after a ${warmupMs / 1000} s warm-up) to a freshly seeded database; "held" polls jobs every 10 min, "draining" every 1 s with mail to an SMTP server on 127.0.0.1.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${tableRow(row, heldOf(row.engine)).join(' | ')} |`),
    '',
    'The RSS peak is sampled every 200 ms during the load and the drain; VmHWM is the whole process life, migrations and the demo seed of the empty database included.',
    '',
    ...options.engines.map((engine) => verdict(engine, rows)),
  ];
  for (const row of rows.filter((r) => r.failures.length)) lines.push(`${row.engine}, ${row.mode}: first failures: ${row.failures.slice(0, 3).join(' | ')}`);
  console.log(lines.join('\n'));
}

const options = readOptions();
const rows = [];
for (const engine of options.engines) {
  for (const mode of ['held', 'draining']) rows.push(await measure(engine, mode, options, rows.length));
}
report(rows, options);
