// `npm run bench:webhook`: starts the app (embedded database, its own DATA_DIR and port, private
// addresses allowed for this local receiver only), adds a webhook for lead.created pointing at a
// receiver on 127.0.0.1, sends 20 contact forms (a newsletter sign-up is no lead until confirmed, decision 058) through POST /api/leads and measures the
// time from each sign-up's request to its signed delivery. Target: within 2 seconds (issue 23).
// Writes the result into docs/benchmarks.md between the webhook markers.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot as root, spawnApp, waitUntilAnswering } from './lib/local-app.mjs';

const rounds = 20;
const targetMs = 2000;

const port = await freePort();
const url = `http://localhost:${port}`;
const server = spawnApp(port, { PUBLIC_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-bench-')), DATABASE_URL: '', LOG_LEVEL: 'warn', FETCH_ALLOW_PRIVATE: 'true', LEAD_LIMIT_PER_10_MINUTES: '1000' });

let arrived;
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const at = performance.now();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    arrived?.({ at, body, signature: String(req.headers['maple-signature']) });
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

try {
  await waitUntilAnswering(`${url}/healthz`);
  const headers = { 'content-type': 'application/json', origin: url };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email: 'admin@demo.maple.test', password: 'demo-password-2026' }) });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const hook = await (
    await fetch(`${url}/api/admin/webhooks`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ url: `http://127.0.0.1:${receiver.address().port}/crm`, events: ['lead.created'] }) })
  ).json();

  const times = [];
  for (let i = 0; i < rounds; i++) {
    const delivered = new Promise((resolve) => (arrived = resolve));
    const start = performance.now();
    const res = await fetch(`${url}/api/leads`, { method: 'POST', headers, body: JSON.stringify({ kind: 'contact', firstName: 'Bench', lastName: `No ${i}`, email: `bench${i}@example.com`, phone: '416-555-0100', comments: 'Bench', consent: true }) });
    if (res.status !== 201) throw new Error(`POST /api/leads answered ${res.status}`);
    const { at, body, signature } = await delivered;
    const [t, v1] = signature.split(',').map((part) => part.split('=')[1]);
    if (createHmac('sha256', hook.secret).update(`${t}.${body}`).digest('hex') !== v1) throw new Error('a delivery was not signed with the secret');
    times.push(at - start);
  }
  times.sort((a, b) => a - b);
  const ms = (v) => Math.round(v);
  const p95 = times[Math.ceil(0.95 * times.length) - 1];
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:webhook\`: ${rounds} contact forms through POST /api/leads on the embedded database, each delivered signed to a receiver on 127.0.0.1; time from the sign-up request to the delivery's arrival. The worker polls every \`JOB_POLL_INTERVAL_MS\` (1 s by default), which is most of it.`,
    '',
    '| deliveries | min ms | median ms | p95 ms | max ms | target |',
    '|---|---|---|---|---|---|',
    `| ${rounds} | ${ms(times[0])} | ${ms(times[Math.floor(times.length / 2)])} | ${ms(p95)} | ${ms(times.at(-1))} | within ${targetMs} ms: ${times.at(-1) <= targetMs ? 'met' : '**not met**'} |`,
  ].join('\n');
  console.log(block);
  const path = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- bench:webhook:start -->';
  const end = '<!-- bench:webhook:end -->';
  const section = `${start}\n${block}\n${end}`;
  writeFileSync(path, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section) : `${doc.trimEnd()}\n\n## Webhook delivery (lead created on the site → CRM receiver)\n\n${section}\n`);
} finally {
  server.kill('SIGTERM');
  receiver.close();
}
