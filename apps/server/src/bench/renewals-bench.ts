// `npm run bench:renewals`: the daily renewal job (issue 40 §4, decision 103) over a book of 100,000
// funded mortgages on PostgreSQL (TEST_DATABASE_URL: a throwaway database of the tests' kind; PGlite
// when unset, printed as such). Maturities spread over the next five years (and some past), every
// second client with an express `client_mail` consent, most with an agent. Measured: the first run
// (every mortgage already inside a milestone's window: the backlog of a brokerage that imports its
// book), a second run the same day (nothing more: the unique keys), and the next day's run with the
// mails it queues actually written (the steady state). Each run's count is checked against the
// count worked out here from the generated book, independently of the job's SQL. Writes the result
// into docs/benchmarks.md between the bench:renewals markers.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { createTestApp } from '../test/test-app.ts';
import { recordConsents } from '../modules/consents/consents.service.ts';
import { queueRenewalReminders } from '../modules/book/renewal-reminders-job.ts';

const count = Number(process.env.BENCH_RENEWALS_MORTGAGES ?? 100_000);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const milestones = [180, 120, 60];
const dayMs = 24 * 60 * 60 * 1000;

const t = await createTestApp();
const agentIds = (await t.db.select({ id: agents.id }).from(agents)).map((a) => a.id);
const today = brokerageDay(t.clock.now());
// Mortgage n matures (n % 1900) - 40 days from today: 40 days past to about five years ahead.
const daysLeft = (n: number) => (n % 1900) - 40;
// Consent and agent by the round of 1,900 a mortgage is in, so every maturity day has both kinds.
const hasAgent = (n: number) => Math.floor(n / 1900) % 10 !== 0;
const hasConsent = (n: number) => Math.floor(n / 1900) % 2 === 0;

const insertStarted = performance.now();
for (let from = 1; from <= count; from += 10_000) {
  const to = Math.min(from + 9_999, count);
  await t.db.execute(sql`
    insert into funded_mortgages (agent_id, client_name, client_email, language, lender, amount_cents, rate_percent, rate_type, term_months, amortization_months, payment_frequency, funding_date, maturity_date, created_at, updated_at)
    select
      case when (n / 1900) % 10 = 0 then null else (${sql.raw(`array[${agentIds.map((id) => `'${id}'`).join(',')}]`)}::uuid[])[1 + n % ${agentIds.length}] end,
      'Client ' || n, 'client' || n || '@example.com', case when n % 5 = 0 then 'fr' else 'en' end,
      (array['RBC','TD','Scotiabank','BMO','MCAP','First National'])[1 + n % 6], 30000000 + n * 100, 4.79, 'fixed', 60, 300, 'monthly',
      ${today}::date + ((n % 1900) - 40) - 1826, ${today}::date + ((n % 1900) - 40), now(), now()
    from generate_series(${from}::int, ${to}::int) as n`);
}
// The express consents: one wording, then one row per consenting client.
const [consentId] = await t.db.transaction((tx) =>
  recordConsents(tx, [{ leadId: null, email: 'client2@example.com', purpose: 'client_mail', language: 'en', wording: 'Yes, you may email me about my mortgage after it is funded.', givenAt: t.clock.now(), clientAddress: null, page: null, method: 'import' }]),
);
await t.db.execute(sql`
  insert into consents (email, purpose, wording_id, given_at, method, language)
  select 'client' || n || '@example.com', 'client_mail', (select wording_id from consents where id = ${consentId}), now(), 'import', 'en'
  from generate_series(1, ${count}::int) as n where (n / 1900) % 2 = 0 and n <> 2`);
await t.db.execute(sql`analyze`);
const insertSeconds = (performance.now() - insertStarted) / 1000;

/** What a run on day `offset` (from today) must queue, from the book as generated: a milestone whose window holds the maturity and was not queued on an earlier run day. */
function expected(runDays: readonly number[]) {
  const windows = milestones.map((d, i) => ({ d, after: milestones[i + 1] ?? 0 }));
  const windowOf = (left: number) => windows.find((w) => left > w.after && left <= w.d)?.d ?? null;
  const last = runDays.at(-1)!;
  let client = 0;
  let agent = 0;
  for (let n = 1; n <= count; n++) {
    const before = runDays.slice(0, -1).map((day) => windowOf(daysLeft(n) - day));
    const now = windowOf(daysLeft(n) - last);
    if (now === null) continue;
    if (hasConsent(n) && !before.includes(now)) client++;
    if (hasAgent(n) && before.every((w) => w === null)) agent++;
  }
  return { client, agent };
}

const runAt = (offset: number) => new Date(Date.parse(`${today}T14:00:00Z`) + offset * dayMs);
const timed = async (offset: number) => {
  const started = performance.now();
  const queued = await queueRenewalReminders(t.db, runAt(offset));
  return { queued, seconds: (performance.now() - started) / 1000 };
};

const first = await timed(0);
const again = await timed(0);
// The backlog's mails are taken as sent that day (writing 10,000 mail files is the mailer's time, not the job's).
await t.db.execute(sql`update jobs set status = 'done', finished_at = now() where name = 'renewal-reminder' and status = 'pending'`);
await t.db.execute(sql`update renewal_reminders set sent_at = now()`);
const next = await timed(1);
// The worker's day: its clock at the run, so the queued mails are due.
t.clock.set(runAt(1));
const sendStarted = performance.now();
await t.runJobs();
const sendSeconds = (performance.now() - sendStarted) / 1000;
const mailsWritten = readdirSync(t.outbox).filter((name) => name.includes('renewal-')).length;

const want = { first: expected([0]), next: expected([0, 1]) };
const checks = [
  ['first run', first.queued, want.first],
  ['same day again', again.queued, { client: 0, agent: 0 }],
  ['next day', next.queued, want.next],
] as const;
const ok = checks.every(([, got, wanted]) => got.client === wanted.client && got.agent === wanted.agent) && mailsWritten === want.next.client + want.next.agent;
const [plan] = (
  (await t.db.execute(sql`explain select id from funded_mortgages where maturity_date > ${today}::date + 60 and maturity_date <= ${today}::date + 120`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
).rows;

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:renewals\` on ${engine} (this 2-core machine, shared): ${count.toLocaleString('en-CA')} funded mortgages maturing from 40 days ago to about five years ahead, every second round of 1,900 clients with an express \`client_mail\` consent, nine rounds in ten with an agent; milestones 180, 120 and 60 days (inserted in ${insertSeconds.toFixed(1)} s).`,
  '',
  '| Run | Client reminders queued | Agent notes queued | Expected (from the generated book) | Time |',
  '| --- | ---: | ---: | --- | ---: |',
  ...checks.map(([name, got, wanted], i) => `| ${name} | ${got.client.toLocaleString('en-CA')} | ${got.agent.toLocaleString('en-CA')} | ${wanted.client.toLocaleString('en-CA')} / ${wanted.agent.toLocaleString('en-CA')} | ${[first, again, next][i]!.seconds.toFixed(2)} s |`),
  `| next day's mails written (outbox) | ${mailsWritten.toLocaleString('en-CA')} | | ${(want.next.client + want.next.agent).toLocaleString('en-CA')} | ${sendSeconds.toFixed(2)} s |`,
  '',
  `The first run is the backlog (every mortgage inside a window gets its current milestone; a real book reaches it once, at import or at the feature's first day); the next day is the steady state. Target: the daily job under 30 s: **${Math.max(first.seconds, next.seconds) < 30 ? 'met' : 'NOT met'}**; exactly the due milestones: **${ok ? 'yes' : 'NO'}**. The window's read uses the maturity index (\`${plan?.['QUERY PLAN']?.trim() ?? '?'}\`).`,
];
console.log(lines.join('\n'));
const docs = `${root}docs/benchmarks.md`;
if (existsSync(docs)) {
  const text = readFileSync(docs, 'utf8');
  const block = `<!-- bench:renewals:start -->\n${lines.join('\n')}\n<!-- bench:renewals:end -->`;
  const replaced = text.includes('<!-- bench:renewals:start -->')
    ? text.replace(/<!-- bench:renewals:start -->[\s\S]*?<!-- bench:renewals:end -->/, block)
    : `${text.trimEnd()}\n\n## Renewal reminders over a book of 100,000 mortgages\n\n${block}\n`;
  writeFileSync(docs, replaced);
}
await t.close();
process.exit(ok ? 0 : 1);
