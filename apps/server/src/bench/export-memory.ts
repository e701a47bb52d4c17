// `npm run bench:export`: memory of the lead CSV export (issue 25, decision 032). 100,000 leads
// are stored in the embedded database (one multi-row insert per 10,000), then exported through the
// real route (GET /api/admin/leads/export.csv, the demo super admin signed in), the body read a
// chunk at a time and its rows counted. Memory is sampled every 5 ms and at every chunk; the peaks
// are given above the level after a garbage collection just before the export. PGlite runs in this
// process, so its WebAssembly memory is in the RSS too. Writes the table into docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { systemClock } from '@maple/shared/clock';
import { createTestApp } from '../test/test-app.ts';

// BENCH_EXPORT_LEADS (another size, to see that memory does not follow it) and TEST_DATABASE_URL (a
// PostgreSQL server's database: this process's memory is then the app's alone) only print the table.
const leadCount = Number(process.env.BENCH_EXPORT_LEADS ?? 100_000);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const insertBatch = 10_000;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => bytes / 1024 / 1024;

const t = await createTestApp();
const agentIds = (await t.db.select({ id: agents.id }).from(agents)).map((a) => a.id);
// Leads as the forms store them: quotes with their calculations, contacts with a message, a phone
// written +1 (so the formula guard has work), an agent for most, dated over about a year and a half.
const insertStarted = performance.now();
for (let from = 1; from <= leadCount; from += insertBatch) {
  await t.db.execute(sql`
    insert into leads (client_name, client_email, client_phone, type, source, status, agent_id, message, metadata, created_at)
    select
      (array['Élodie','Liam','Priya','Marc','Sarah','Noah','Aisha','Chen'])[1 + n % 8] || ' ' || (array['Tremblay','Singh','Gagnon','Roy','Wong','Smith','Côté'])[1 + n % 7] || ' ' || n,
      'lead' || n || '@example.com',
      '+1 416 555 ' || lpad((n % 10000)::text, 4, '0'),
      (array['rate_quote','refinance','application','contact'])[1 + n % 4]::lead_type,
      (array['mortgage_calculator','AI Chatbot','website','Manual','contact_form','newsletter'])[1 + n % 6]::lead_source,
      (array['new','contacted','qualified','closed'])[1 + n % 4]::lead_status,
      (${sql.raw(`array[${[...agentIds.map((id) => `'${id}'`), 'null'].join(',')}]`)}::uuid[])[1 + n % ${agentIds.length + 1}],
      case when n % 3 = 0 then 'Hello, we are looking to renew our mortgage in the spring and would like to compare a few fixed and variable options. Evenings work best for a call.' end,
      case when n % 2 = 0
        then jsonb_build_object('price', 400000 + n, 'downPayment', 80000, 'location', 'ON', 'amortization', 25, 'mortgageRate', 4.79,
          'paymentFrequency', 'monthly', 'calculations', jsonb_build_object('totalMortgage', 320000 + n, 'monthlyPayment', 1820.55, 'insurance', 0))
        else jsonb_build_object('phoneType', 'mobile', 'postalCode', 'M5V 2T6', 'consent', true)
      end,
      '2026-11-20 12:00:00+00'::timestamptz - n * interval '7 minutes'
    from generate_series(${from}::int, ${Math.min(from + insertBatch - 1, leadCount)}::int) as n`);
}
const insertSeconds = (performance.now() - insertStarted) / 1000;
const expectedRows = await t.db.$count(leads);

const admin = t.as('admin');
await admin.cookie(); // the sign-in (scrypt) before the measurement
await (await admin.get('/api/admin/leads/export.csv?q=warm-up-matches-nothing')).arrayBuffer();

// On PGlite the export is one long chain of promise callbacks (the database answers in this thread),
// during which no timer of this thread fires: RSS is sampled by a worker thread, whose own event
// loop runs meanwhile, and the heap at each chunk the client takes.
const peakRssKb = new Int32Array(new SharedArrayBuffer(4));
const sampler = new Worker(
  `const { workerData: peak } = require('node:worker_threads');
   setInterval(() => Atomics.store(peak, 0, Math.max(Atomics.load(peak, 0), Math.round(process.memoryUsage.rss() / 1024))), 2);`,
  { eval: true, workerData: peakRssKb },
);
await new Promise((resolve) => setTimeout(resolve, 200));

/**
 * One export of every lead, read a chunk at a time. `collect`: a full garbage collection at every
 * megabyte the client reads, so the heap then is what the export holds (and the time is not).
 */
async function measureExport(collect: boolean) {
  gc();
  const base = process.memoryUsage();
  Atomics.store(peakRssKb, 0, 0);
  let heapUsed = base.heapUsed;
  let heldHeap = base.heapUsed;
  const started = performance.now();
  const res = await admin.get('/api/admin/leads/export.csv');
  const headersMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let lineFeeds = 0;
  let collectedAt = 0;
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.length;
    // No generated cell holds a line break, so each LF ends one row (the header's included).
    for (const byte of part.value) if (byte === 0x0a) lineFeeds++;
    heapUsed = Math.max(heapUsed, process.memoryUsage().heapUsed);
    if (collect && bytes - collectedAt >= 1024 * 1024) {
      collectedAt = bytes;
      gc();
      heldHeap = Math.max(heldHeap, process.memoryUsage().heapUsed);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (lineFeeds - 1 !== expectedRows) throw new Error(`the export held ${lineFeeds - 1} rows, the database ${expectedRows}`);
  return { rows: lineFeeds - 1, bytes, headersMs, seconds, rss: Atomics.load(peakRssKb, 0) * 1024 - base.rss, heapUsed: heapUsed - base.heapUsed, heldHeap: heldHeap - base.heapUsed };
}

const timed = await measureExport(false);
const held = await measureExport(true);
await sampler.terminate();
await t.close();

const table = [
  '| engine | leads exported | CSV MB | answer began after | export took | peak RSS growth | peak heap used growth | heap held (after full GCs) |',
  '|---|---|---|---|---|---|---|---|',
  `| ${engine} | ${timed.rows.toLocaleString('en-CA')} | ${mb(timed.bytes).toFixed(1)} | ${(timed.headersMs / 1000).toFixed(2)} s | ${timed.seconds.toFixed(1)} s | **${mb(timed.rss).toFixed(1)} MB** | ${mb(timed.heapUsed).toFixed(1)} MB | **${mb(held.heldHeap).toFixed(1)} MB** |`,
].join('\n');
console.log(`\n${leadCount.toLocaleString('en-CA')} leads inserted in ${insertSeconds.toFixed(1)} s\n${table}\n`);

if (engine !== 'PGlite' || process.env.BENCH_EXPORT_LEADS) process.exit(0);
const docPath = `${root}docs/benchmarks.md`;
const section = `<!-- bench:export:start -->\nMeasured ${systemClock.now().toISOString().slice(0, 10)} by \`npm run bench:export\` (Node ${process.version}): ${leadCount.toLocaleString('en-CA')} generated leads and the demo's on embedded PGlite, exported through GET /api/admin/leads/export.csv as the demo super admin, the body read a chunk at a time, twice. The first export gives the times and the peaks: RSS sampled every 2 ms by a worker thread, heap used at every chunk (garbage not yet collected included), both above the level after a full garbage collection just before. The second forces a full collection at every megabyte read: the heap then, above the same level, is what the export holds. On PGlite the RSS includes the database's WebAssembly memory, which grows with the 'exported' trail entries written and never shrinks.\n\n${table}\n<!-- bench:export:end -->`;
const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
writeFileSync(
  docPath,
  doc.includes('<!-- bench:export:start -->')
    ? doc.replace(/<!-- bench:export:start -->[\s\S]*<!-- bench:export:end -->/, () => section)
    : `${doc.trimEnd()}\n\n## Lead CSV export memory\n\nThe export streams (decision 032): memory must stay flat in the size of the book.\n\n${section}\n`,
);
