// The lead extraction's evaluation set: conversations (visitor first, then turns alternate) with
// the amounts a broker would write on the lead, in English and in French-Canadian spellings, with
// corrections, percents of a price, and digits that are not amounts (emails, phone numbers, postal
// codes, years). Prints the pass rate; fails under 95%.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { extractContact, type ExtractedContact } from '../contact-extraction.ts';

type Case = { turns: string[]; expected: Partial<ExtractedContact> };
const cases = JSON.parse(readFileSync(new URL('./lead-amounts.json', import.meta.url), 'utf8')) as Case[];
const passRateFloor = 0.95;

// Both amounts are always compared, so a figure read where there is none fails the case too.
const alwaysCompared = ['propertyValue', 'downPayment'] as const;

describe('lead amounts evaluation set (contact extraction)', () => {
  it(`reads the amounts of at least ${passRateFloor * 100}% of ${cases.length} conversations as a broker would`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const c of cases) {
      const conversation: ChatTurn[] = c.turns.map((content, i) => ({ role: i % 2 ? 'assistant' : 'user', content }));
      const found = extractContact(conversation);
      const fields = new Set<keyof ExtractedContact>([...alwaysCompared, ...(Object.keys(c.expected) as (keyof ExtractedContact)[])]);
      const wrong = [...fields].filter((field) => found[field] !== c.expected[field]);
      if (wrong.length) {
        failures.push(`  ✗ ${c.turns.join(' ⏎ ')}\n    ${wrong.map((f) => `${f}: expected ${c.expected[f] ?? '(none)'}, read ${found[f] ?? '(none)'}`).join('; ')}`);
      }
    }
    const passed = cases.length - failures.length;
    console.log(`lead amounts evaluation: ${passed}/${cases.length} passed (${((passed / cases.length) * 100).toFixed(1)}%)${failures.length ? `\n${failures.join('\n')}` : ''}`);
    expect(passed / cases.length).toBeGreaterThanOrEqual(passRateFloor);
  });
});
