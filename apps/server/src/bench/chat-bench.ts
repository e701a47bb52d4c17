// `npm run bench:chat`: server time of built-in chat answers. The evaluation set's questions are
// asked through the real app (POST /api/chat, JSON) on an in-memory demo database, after a warm-up;
// each request is timed from the call to the last byte. Writes p50/p95/max into docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../test/test-app.ts';
import { systemClock } from '@maple/shared/clock';

const targetP95Ms = 50;
const rounds = 5;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const questions = (JSON.parse(readFileSync(new URL('../modules/chat/evaluation/visitor-questions.json', import.meta.url), 'utf8')) as { question: string }[]).map((q) => q.question);

const t = await createTestApp({ chat: { messagesPerTenMinutes: 1_000_000 } });
const ask = async (question: string, i: number) => {
  const started = performance.now();
  const res = await t.request('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ sessionId: `bench-session-${i}`, messages: [{ role: 'user', content: question }] }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`${res.status} for ${question}`);
  return performance.now() - started;
};

for (const [i, q] of questions.entries()) await ask(q, i); // warm-up: JIT, query plans, search index
const times: number[] = [];
for (let round = 0; round < rounds; round++) for (const [i, q] of questions.entries()) times.push(await ask(q, round * 1000 + i));
await t.close();

times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
const row = { n: times.length, p50: at(50), p95: at(95), max: times.at(-1)! };
const table = [
  '| answers | p50 ms | p95 ms | max ms | target |',
  '|---|---|---|---|---|',
  `| ${row.n} | ${row.p50.toFixed(1)} | **${row.p95.toFixed(1)}** | ${row.max.toFixed(1)} | p95 < ${targetP95Ms} ms: ${row.p95 < targetP95Ms ? 'met' : 'MISSED'} |`,
].join('\n');
console.log(`\n${table}\n`);

const docPath = `${root}docs/benchmarks.md`;
const section = `<!-- bench:chat:start -->\nMeasured ${systemClock.now().toISOString().slice(0, 10)} by \`npm run bench:chat\`: the ${questions.length} questions of the evaluation set (apps/server/src/modules/chat/evaluation/visitor-questions.json), ${rounds} rounds after a warm-up, through POST /api/chat (JSON) of the built-in engine on the embedded demo database; time from the call to the last byte.\n\n${table}\n<!-- bench:chat:end -->`;
const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
writeFileSync(
  docPath,
  doc.includes('<!-- bench:chat:start -->')
    ? doc.replace(/<!-- bench:chat:start -->[\s\S]*<!-- bench:chat:end -->/, () => section)
    : `${doc.trimEnd()}\n\n## Chat assistant answers (built-in engine)\n\nA built-in answer must take under 50 ms of server time at the 95th percentile.\n\n${section}\n`,
);
if (row.p95 >= targetP95Ms) process.exitCode = 1;
