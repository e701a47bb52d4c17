// `npm run bench:campaign` (issue 40, decision 105): on a throwaway PostgreSQL database (from
// TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test: a database of its own is made
// beside it and dropped after), starts the app with a local SMTP server, gives 50,000 addresses a
// newsletter consent, and measures
//   1. the time for POST /api/admin/campaigns/:id/send to queue a campaign to all of them (< 30 s);
//   2. the p99 of public page reads (GET /api/rates?province=ON and the home page) before the
//      campaign and while it drains at CAMPAIGN_MAILS_PER_SECOND=50 (raised by < 20 %), and the
//      rate the SMTP server received mail at meanwhile.
// The drain is watched for DRAIN_SECONDS (default 60; the whole campaign takes 1,000 s at 50/s).
// Writes the result into docs/benchmarks.md between the campaign markers.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { answering, freePort, repoRoot as root, spawnApp, stopApp } from './lib/local-app.mjs';

const recipients = 50_000;
const mailsPerSecond = 50;
const drainSeconds = Number(process.env.DRAIN_SECONDS ?? 60);
const readSeconds = Number(process.env.READ_SECONDS ?? 30);
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test');
const dbName = `maple_bench_campaign_${process.pid}`;
const admin = new pg.Client({ connectionString: base.toString() });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;

let received = 0;
const arrivals = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 1,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      arrivals.push(performance.now());
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const port = await freePort();
const url = `http://localhost:${port}`;
const server = spawnApp(port, {
  PUBLIC_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'maple-bench-campaign-')),
  DATABASE_URL: dbUrl.toString(),
  SEED_DEMO: 'true',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  CAMPAIGN_MAILS_PER_SECOND: String(mailsPerSecond),
});

/** p50 and p99 of the public reads over `seconds`, four at a time, alternating the two pages. */
async function measureReads(seconds) {
  const times = [];
  const paths = ['/api/rates?province=ON', '/'];
  const end = performance.now() + seconds * 1000;
  let i = 0;
  const lane = async () => {
    while (performance.now() < end) {
      const path = paths[i++ % paths.length];
      const start = performance.now();
      const res = await fetch(`${url}${path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - start);
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  times.sort((a, b) => a - b);
  return { count: times.length, p50: times[Math.floor(times.length / 2)], p99: times[Math.ceil(times.length * 0.99) - 1] };
}

try {
  await answering(server, `${url}/healthz`, 120_000);
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  // 50,000 standing newsletter consents, as confirmed sign-ups leave them.
  const [{ id: wordingId }] = (
    await db.query(`insert into consent_wordings (purpose, version, text, text_hash, created_at) values ('newsletter', 999, 'Bench wording', 'bench-hash', now()) returning id`)
  ).rows;
  await db.query(
    `insert into consents (email, purpose, wording_id, given_at, method, language) select 'bench' || n || '@example.com', 'newsletter', $1, now(), 'form', case when n % 3 = 0 then 'fr' else 'en' end from generate_series(1, $2::int) n`,
    [wordingId, recipients],
  );
  // As autovacuum does a minute after a bulk import: with the table's statistics still those of an
  // empty one, the planner reads the audience with a scan per address.
  await db.query('analyze consents');
  await db.end();

  const headers = { 'content-type': 'application/json', origin: url };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email: 'admin@demo.maple.test', password: 'demo-password-2026' }) });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];
  const call = async (path, body) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  // Warm the pages, then the baseline.
  await measureReads(3);
  const before = await measureReads(readSeconds);

  const campaign = await call('/api/admin/campaigns', {
    subject: 'Bench campaign',
    body: '# Rates\n\nHello from the bench.',
    // A third of the addresses read French: a campaign to them needs its French text (decision 111).
    subjectFr: 'Campagne du banc d’essai',
    bodyFr: '# Taux\n\nBonjour du banc d’essai.',
    audience: { kind: 'subscribers' },
  });
  const queueStart = performance.now();
  const sent = await call(`/api/admin/campaigns/${campaign.id}/send`, {});
  const queuedMs = performance.now() - queueStart;
  const queued = sent.counts.recipients;

  // Let the first round start, then read while it drains.
  await new Promise((r) => setTimeout(r, 3000));
  const drainFrom = performance.now();
  const receivedAtStart = received;
  const during = await measureReads(Math.min(readSeconds, drainSeconds));
  const rest = drainSeconds - (performance.now() - drainFrom) / 1000;
  if (rest > 0) await new Promise((r) => setTimeout(r, rest * 1000));
  const drainedSeconds = (performance.now() - drainFrom) / 1000;
  const rate = (received - receivedAtStart) / drainedSeconds;
  const rise = during.p99 / before.p99 - 1;

  const ms = (v) => v.toFixed(1);
  const met = (ok) => (ok ? 'met' : '**not met**');
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:campaign\` on PostgreSQL (a throwaway database), the app with a local SMTP server (smtp-server) and \`CAMPAIGN_MAILS_PER_SECOND=${mailsPerSecond}\`, on the shared 2-core machine. ${recipients.toLocaleString('en')} addresses with a newsletter consent; the campaign to the subscribers queued in one request (its recipients written by one \`insert … select\`). Reads: GET /api/rates?province=ON and the home page, four at a time for ${readSeconds} s, before the campaign and while it drains (watched ${Math.round(drainedSeconds)} s of the ${Math.round(recipients / mailsPerSecond)} s it takes).`,
    '',
    '| recipients queued | queue time | reads before (n, p50, p99 ms) | reads while draining (n, p50, p99 ms) | p99 rise | mails/s received while draining |',
    '|---|---|---|---|---|---|',
    `| ${queued.toLocaleString('en')} | ${(queuedMs / 1000).toFixed(2)} s | ${before.count}, ${ms(before.p50)}, ${ms(before.p99)} | ${during.count}, ${ms(during.p50)}, ${ms(during.p99)} | ${(rise * 100).toFixed(1)} % | ${rate.toFixed(1)} |`,
    '',
    `- Queued in under 30 s: ${met(queuedMs < 30_000 && queued === recipients)}; p99 of public reads raised by less than 20 % while draining: ${met(rise < 0.2)}; sending at the configured rate (±10 %): ${met(Math.abs(rate - mailsPerSecond) <= mailsPerSecond * 0.1)}.`,
  ].join('\n');
  console.log(block);
  const path = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- bench:campaign:start -->';
  const end = '<!-- bench:campaign:end -->';
  const section = `${start}\n${block}\n${end}`;
  writeFileSync(path, doc.includes(start) ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section) : `${doc.trimEnd()}\n\n## Campaign to 50,000 recipients (issue 40, decision 105)\n\n${section}\n`);
} finally {
  await stopApp(server);
  await new Promise((resolve) => smtp.close(resolve));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
