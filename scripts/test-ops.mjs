// `npm run test:ops`: the production set-up of the README, end to end. Debian's nginx with the
// committed deploy/nginx/maple.conf (ports rewritten to free ones) in front of two processes on
// one PostgreSQL; visitors send contact forms (a sign-up stores no lead until confirmed, decision 058) through nginx without pause while each process
// is restarted in turn (SIGTERM, wait for it to exit, start it again). Passes when no request
// failed, every accepted lead is stored once, and every stored lead's notification mail went out
// exactly once. Also checks the committed systemd unit with `systemd-analyze verify`.
// Needs PostgreSQL (TEST_DATABASE_URL, or 127.0.0.1:5432 as root) and nginx (installed with apt
// when missing and running as root, as scripts/ensure-chromium.mjs does for Chromium).
import { execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { freePort, repoRoot as root } from './lib/local-app.mjs';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const loadClients = 6;
const log = (message) => console.log(`[ops ${(performance.now() / 1000).toFixed(1)} s] ${message}`);

async function until(what, check, ms = 60_000) {
  const end = performance.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// systemd: the committed unit must load without errors.
const unit = join(tmpdir(), 'maple@3001.service');
copyFileSync(join(root, 'deploy/systemd/maple@.service'), unit);
execSync(`systemd-analyze verify ${unit}`, { stdio: 'inherit' });
log('systemd unit: systemd-analyze verify passed');

if (!existsSync(join(root, 'apps/web/dist/index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const nginxBin = ensureDebianPackage('/usr/sbin/nginx', 'nginx', 'test:ops');
const work = mkdtempSync(join(tmpdir(), 'maple-ops-'));
const dbName = `maple_ops_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

const [portA, portB, proxyPort] = await Promise.all([freePort(), freePort(), freePort()]);
const publicUrl = `http://127.0.0.1:${proxyPort}`;
const site = readFileSync(join(root, 'deploy/nginx/maple.conf'), 'utf8')
  .replace('127.0.0.1:3001', `127.0.0.1:${portA}`)
  .replace('127.0.0.1:3002', `127.0.0.1:${portB}`)
  .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`)
  .replace('listen [::]:80;', '');
mkdirSync(join(work, 'nginx'));
writeFileSync(join(work, 'nginx/site.conf'), site);
writeFileSync(
  join(work, 'nginx/nginx.conf'),
  `daemon off;\nworker_processes 1;\npid ${work}/nginx/nginx.pid;\nerror_log ${work}/nginx/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log ${work}/nginx/access.log;\n  client_body_temp_path ${work}/nginx/body;\n  proxy_temp_path ${work}/nginx/proxy;\n  fastcgi_temp_path ${work}/nginx/fastcgi;\n  uwsgi_temp_path ${work}/nginx/uwsgi;\n  scgi_temp_path ${work}/nginx/scgi;\n  include ${work}/nginx/site.conf;\n}\n`,
);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: publicUrl,
  AUTH_SECRET: 'ops-auth-secret-ops-auth-secret-0123456789',
  SECRET_KEY: 'ops-secret-key-ops-secret-key-0123456789',
  // One folder for both: the mail outbox is where this test counts notifications.
  DATA_DIR: join(work, 'data'),
  FILES_DIR: join(work, 'files'),
  MAIL_TRANSPORT: 'outbox',
  // The demo identity gives the leads an inbox to be mailed to.
  SEED_DEMO: 'true',
  TRUST_PROXY: '1',
  LEAD_LIMIT_PER_10_MINUTES: '100000',
  JOB_POLL_INTERVAL_MS: '200',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: 'ops-metrics-token-0123456789',
};
const processes = {};
function start(name, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  processes[name] = child;
  return until(`process ${name} to be ready`, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok);
}
async function stop(name) {
  const child = processes[name];
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`process ${name} exited with ${code} on SIGTERM`);
}

/** Three processes started together on one empty database: migrations and the demo seed take turns. */
async function threeAtOnce() {
  const name = `${dbName}_three`;
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const children = ports.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...env, DATABASE_URL: url, PORT: String(port), DATA_DIR: join(work, `three-${port}`) }, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', (code) => resolve(code))));
  try {
    await Promise.all(
      ports.map((port, i) =>
        Promise.race([
          until(`process ${i + 1} of 3 to be ready`, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok),
          exited[i].then((code) => Promise.reject(new Error(`process ${i + 1} of 3 exited with ${code} at start-up`))),
        ]),
      ),
    );
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const users = (await db.query('select count(*)::int as n from "user"')).rows[0].n;
    await db.end();
    if (users !== 3) throw new Error(`three processes at once: ${users} users, expected the 3 demo accounts once`);
    log('three processes started together on an empty database: all ready, migrated and seeded once');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(exited);
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

/**
 * SIGTERM to a process with 10,000 mails queued and a mail server that accepts connections and
 * never answers: a request that takes 5 s to arrive still gets its answer, no job is left
 * `running`, and the process exits within the grace period and a second.
 */
async function sigtermUnderBacklog(leadId) {
  for (const name of ['A', 'B']) await stop(name);
  const silent = createServer(() => {}).listen(0, '127.0.0.1');
  await new Promise((r) => silent.once('listening', r));
  const graceMs = 8000;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), MAIL_TRANSPORT: '', SMTP_URL: `smtp://127.0.0.1:${silent.address().port}`, SHUTDOWN_GRACE_MS: String(graceMs) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await until('the backlog process to be ready', async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok);
    await db.query(`insert into jobs (name, payload) select 'lead-notification', jsonb_build_object('leadId', $1::text, 'kind', 'newsletter') from generate_series(1, 10000)`, [leadId]);
    await until('a mail job to be running', async () => (await db.query(`select count(*)::int as n from jobs where status = 'running'`)).rows[0].n > 0, 30_000);
    // A newsletter sign-up whose body takes 5 s to arrive.
    const body = JSON.stringify({ kind: 'newsletter', email: 'slow-visitor@load.example' });
    const answer = new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/leads', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: publicUrl } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 5000);
    });
    await new Promise((r) => setTimeout(r, 500));
    const signalled = performance.now();
    child.kill('SIGTERM');
    const [status, code] = await Promise.all([answer, exited]);
    const tookMs = performance.now() - signalled;
    const running = (await db.query(`select count(*)::int as n from jobs where status = 'running'`)).rows[0].n;
    const problems = [];
    if (status !== 201) problems.push(`the 5 s request got ${status}`);
    if (code !== 0) problems.push(`exit code ${code}`);
    if (tookMs > graceMs + 1000) problems.push(`exit took ${Math.round(tookMs)} ms (grace ${graceMs} ms)`);
    if (running !== 0) problems.push(`${running} jobs left running`);
    log(`SIGTERM with 10,000 mails queued and a silent mail server: 5 s request answered ${status}, exit ${code} after ${(tookMs / 1000).toFixed(1)} s, ${running} jobs left running`);
    if (problems.length) throw new Error(`test:ops failed:\n  ${problems.join('\n  ')}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await db.end();
    silent.close();
  }
}

let nginx;
const results = { ok: 0, failed: [], emails: [] };
let loading = true;
try {
  await threeAtOnce();
  await start('A', portA);
  await start('B', portB);
  nginx = spawn(nginxBin, ['-c', join(work, 'nginx/nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await until('nginx', async () => (await fetch(`${publicUrl}/healthz`)).ok);
  log(`two processes (:${portA}, :${portB}) behind nginx (:${proxyPort}) on PostgreSQL database ${dbName}`);

  let n = 0;
  const client = async (id) => {
    while (loading) {
      const email = `ops-${id}-${n++}@load.example`;
      try {
        // As the site's forms do: one Idempotency-Key per submission.
        const res = await fetch(`${publicUrl}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', origin: publicUrl, 'idempotency-key': randomUUID() }, body: JSON.stringify({ kind: 'contact', firstName: 'Ops', lastName: 'Visitor', email, phone: '416-555-0100', comments: 'Load test', consent: true }) });
        if (res.status === 201) {
          results.ok++;
          results.emails.push(email);
        } else results.failed.push(`${res.status} ${await res.text()}`);
      } catch (error) {
        results.failed.push(String(error));
      }
    }
  };
  const load = Array.from({ length: loadClients }, (_, i) => client(i));
  await new Promise((r) => setTimeout(r, 2000));
  for (const [name, port] of [
    ['A', portA],
    ['B', portB],
  ]) {
    log(`restarting process ${name} (${results.ok} leads accepted so far)`);
    await stop(name);
    await new Promise((r) => setTimeout(r, 1000));
    await start(name, port);
    // Ready, then nginx's fail_timeout (2 s) so it sends this process requests again before the
    // other one goes: the procedure the README gives.
    await new Promise((r) => setTimeout(r, 3000));
  }
  loading = false;
  await Promise.all(load);
  log(`load stopped: ${results.ok} accepted, ${results.failed.length} failed`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await until(
    'every notification mail to be sent',
    async () => (await db.query(`select count(*)::int as n from jobs where name = 'lead-notification' and status <> 'done'`)).rows[0].n === 0,
    120_000,
  );
  const stored = (await db.query(`select client_email as email, id from leads where client_email like '%@load.example'`)).rows;
  await db.end();
  const storedEmails = stored.map((r) => r.email);
  const mails = readdirSync(join(env.DATA_DIR, 'outbox')).filter((f) => f.endsWith('.eml'));
  const mailedLeadIds = mails.map((f) => /X-Maple-Lead-Id: (\S+)/i.exec(readFileSync(join(env.DATA_DIR, 'outbox', f), 'utf8'))?.[1]).filter(Boolean);
  const storedIds = new Set(stored.map((r) => r.id));
  const mailedForLoad = mailedLeadIds.filter((id) => storedIds.has(id));

  const problems = [];
  if (results.failed.length) problems.push(`${results.failed.length} failed requests, e.g. ${results.failed.slice(0, 3).join(' | ')}`);
  if (new Set(storedEmails).size !== storedEmails.length) problems.push('a lead was stored twice');
  const missing = results.emails.filter((e) => !storedEmails.includes(e));
  if (missing.length) problems.push(`${missing.length} accepted leads are not stored`);
  if (stored.length !== results.ok) problems.push(`${stored.length} stored for ${results.ok} accepted`);
  if (new Set(mailedForLoad).size !== mailedForLoad.length) problems.push('a notification was mailed twice');
  if (mailedForLoad.length !== stored.length) problems.push(`${mailedForLoad.length} notifications for ${stored.length} leads`);
  log(`${results.ok} leads accepted and stored once each, ${mailedForLoad.length} notifications sent once each, 0 failed requests expected`);
  if (problems.length) throw new Error(`test:ops failed:\n  ${problems.join('\n  ')}`);
  log('passed: two restarts behind nginx lost, failed or repeated nothing');
  const scraped = await fetch(`http://127.0.0.1:${portA}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
  if (scraped.status !== 200) throw new Error(`/metrics answered ${scraped.status}`);
  writeFileSync(join(work, 'metrics.txt'), await scraped.text());
  execSync(`${ensureDebianPackage('/usr/bin/promtool', 'prometheus', 'test:ops')} check metrics < ${join(work, 'metrics.txt')}`, { stdio: 'inherit', shell: '/bin/bash' });
  log('/metrics under load: promtool check metrics passed');
  await sigtermUnderBacklog(stored[0].id);
} finally {
  loading = false;
  nginx?.kill('SIGQUIT');
  for (const child of Object.values(processes)) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await admin.end();
}
