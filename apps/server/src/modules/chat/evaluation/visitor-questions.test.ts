// The assistant's evaluation set: visitor questions with the facts each answer must contain, asked
// through POST /api/chat of the built-in engine on the demo data. Prints the pass rate; fails under 90%.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Case = { question: string; facts: string[] };
const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Case[];
/** The English set, and the French one asked on the French site; the same pass mark for both. */
const sets = [
  { name: 'English', language: 'en', cases: read('./visitor-questions.json') },
  { name: 'French', language: 'fr', cases: read('./visitor-questions.fr.json') },
] as const;
const passRateFloor = 0.9;
// French writes "2 213,89 $" with no-break spaces; the facts are typed with plain ones.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').toLowerCase();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ chat: { messagesPerTenMinutes: 10_000 } });
}, 60_000);
afterAll(() => t.close());

describe.each(sets)('chat evaluation set in $name (built-in engine, demo data)', ({ name, language, cases }) => {
  it(`answers at least ${passRateFloor * 100}% of ${cases.length} visitor questions with the facts they need`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const res = await t.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-maple-language': language },
        body: JSON.stringify({ sessionId: `evaluation-${i}`, messages: [{ role: 'user', content: c.question }] }),
      });
      expect(res.status, c.question).toBe(200);
      const answer = ((await res.json()) as { message: { content: string } }).message.content;
      const missing = c.facts.filter((fact) => !plainSpaces(answer).includes(plainSpaces(fact)));
      if (missing.length) failures.push(`  ✗ ${c.question}\n    missing ${missing.map((f) => `'${f}'`).join(', ')}\n    answer: ${answer}`);
    }
    const passed = cases.length - failures.length;
    console.log(`chat evaluation (${name}): ${passed}/${cases.length} passed (${((passed / cases.length) * 100).toFixed(1)}%)${failures.length ? `\n${failures.join('\n')}` : ''}`);
    expect(passed / cases.length).toBeGreaterThanOrEqual(passRateFloor);
  }, 60_000);
});
