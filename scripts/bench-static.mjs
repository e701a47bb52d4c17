// `npm run bench:static`: starts the built app (embedded database, its own DATA_DIR and port) and
// measures how many requests a second it answers for a file of the web build (/favicon.svg) and
// for a generated answer (/robots.txt, the reference the server-rendering issue measures against),
// each with 16 keep-alive connections for 8 s after a 2 s warm-up, three rounds alternating.
// Target (issue 25): the file at least 80 % of /robots.txt's rate. Needs `npm run build` first.
// Writes the result into docs/benchmarks.md between the static-serving markers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
const connections = 16;
const seconds = 8;
const rounds = 3;

const freePort = () =>
  new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Requests answered in `ms` by `connections` clients each sending the next request on its answer. */
async function load(path, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  let done = 0;
  let failed = 0;
  const until = performance.now() + ms;
  const client = () =>
    new Promise((resolve) => {
      const next = () => {
        if (performance.now() >= until) return resolve();
        http
          .get(`${url}${path}`, { agent, headers }, (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) done++;
              else failed++;
              next();
            });
          })
          .on('error', () => {
            failed++;
            next();
          });
      };
      next();
    });
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { rate: done / (ms / 1000), failed };
}

try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const results = { '/robots.txt': [], '/favicon.svg': [] };
  for (const path of Object.keys(results)) await load(path, 2000);
  for (let round = 0; round < rounds; round++) {
    for (const path of Object.keys(results)) {
      const { rate, failed } = await load(path, seconds * 1000);
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
    `Measured ${day} by \`npm run bench:static\` on this 2-core machine (load generator on the same cores; ${connections} keep-alive connections, ${rounds} rounds of ${seconds} s, medians):`,
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
