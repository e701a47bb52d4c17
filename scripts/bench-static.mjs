// `npm run bench:static`: starts the built app (embedded database, its own DATA_DIR and port) and
// measures how many requests a second it answers for a file of the web build (/favicon.svg) and
// for a generated answer (/robots.txt, the reference the server-rendering issue measures against),
// each with 16 keep-alive connections for 8 s after a 2 s warm-up, three rounds alternating, with
// Debian's `wrk` (installed with apt when missing and running as root): a load generator written
// in Node saturates before the server does and would measure itself.
// Target (issue 25): the file at least 80 % of /robots.txt's rate. Needs `npm run build` first.
// Writes the result into docs/benchmarks.md between the static-serving markers.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot as root, spawnApp, waitUntilAnswering } from './lib/local-app.mjs';
import { ensureWrk, wrkLoad } from './lib/wrk.mjs';

if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
const connections = 16;
const seconds = 8;
const rounds = 3;

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawnApp(port, { PUBLIC_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' });

const wrk = ensureWrk('bench:static');

/** Requests per second over `ms`, from wrk's own summary; any non-2xx answer fails the run. */
const load = (path, ms) => wrkLoad(wrk, `${url}${path}`, { connections, seconds: ms / 1000 });

try {
  await waitUntilAnswering(`${url}/healthz`);
  const results = { '/robots.txt': [], '/favicon.svg': [] };
  for (const path of Object.keys(results)) load(path, 2000);
  for (let round = 0; round < rounds; round++) {
    for (const path of Object.keys(results)) {
      const { rate, failed } = load(path, seconds * 1000);
      if (failed) throw new Error(`${failed} failed requests for ${path}`);
      results[path].push(rate);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const robots = median(results['/robots.txt']);
  const favicon = median(results['/favicon.svg']);
  const ratio = favicon / robots;
  const day = new Date().toISOString().slice(0, 10);
  const section = [
    '<!-- bench:static:start -->',
    `Measured ${day} by \`npm run bench:static\` on this 2-core machine (wrk, one thread, on the same cores; ${connections} keep-alive connections, ${rounds} rounds of ${seconds} s, medians):`,
    '',
    '| path | requests/s |',
    '|---|---|',
    `| \`/robots.txt\` (generated) | ${Math.round(robots)} |`,
    `| \`/favicon.svg\` (web build, from memory) | ${Math.round(favicon)} |`,
    '',
    `The file is answered at **${Math.round(ratio * 100)} %** of \`/robots.txt\`'s rate (target ≥ 80 %: ${ratio >= 0.8 ? 'met' : 'not met'}).`,
    '<!-- bench:static:end -->',
  ].join('\n');
  console.log(section);
  const path = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- bench:static:start -->';
  const end = '<!-- bench:static:end -->';
  writeFileSync(path, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section) : `${doc.trimEnd()}\n\n## Static files (the web build) against a generated answer\n\n${section}\n`);
} finally {
  server.kill('SIGTERM');
}
