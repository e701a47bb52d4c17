// Starts the built app on a given Node binary, as `npm start` would, and checks that it answers:
// /healthz, the home page and one public API read. `.ci/run` uses it on the machine's own Node and
// on Node 24 so a user on either line is not surprised. Usage: node scripts/smoke-start.mjs <node>
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodeBin = process.argv[2] ?? process.execPath;
const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim();

const port = await new Promise((resolve, reject) => {
  const server = createServer().once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'maple-smoke-'));
const url = `http://127.0.0.1:${port}`;
const child = spawn(nodeBin, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
child.stdout.on('data', (d) => (log += d));
child.stderr.on('data', (d) => (log += d));

async function get(path) {
  const res = await fetch(url + path, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, text: await res.text() };
}

let failure = null;
try {
  const deadline = performance.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const health = await get('/healthz').catch(() => null);
    if (health?.status === 200) break;
    if (performance.now() > deadline) throw new Error('/healthz did not answer 200 within 300 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  const home = await get('/');
  if (home.status !== 200 || !home.text.includes('<div id="root"')) throw new Error(`GET / answered ${home.status} without the app's root`);
  const rates = await get('/api/rates?province=ON');
  if (rates.status !== 200 || !Array.isArray(JSON.parse(rates.text).rates)) throw new Error(`GET /api/rates answered ${rates.status}`);
} catch (error) {
  failure = error;
} finally {
  child.kill('SIGINT');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`Smoke start on Node ${version} failed: ${failure.message}\n${log}`);
  process.exit(1);
}
console.log(`Smoke start on Node ${version}: /healthz, / and /api/rates answered 200`);
