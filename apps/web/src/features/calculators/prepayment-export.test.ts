import { describe, expect, it } from 'vitest';
import { prepaymentSchedule, prepaymentRules } from '@maple/shared/mortgage/prepayment';
import { scheduleCsv } from './prepayment-export';
import { schedulePdf } from './prepayment-pdf';

const result = prepaymentSchedule({ ...prepaymentRules.defaults, principal: 500_000, ratePercent: 6, annualLumpSum: 10_000 });

describe('the prepayment schedule downloads', () => {
  it('CSV: a header and one row per payment, the lump sum on the anniversary payment', () => {
    const lines = scheduleCsv(result).split('\r\n');
    expect(lines[0]).toBe('No.,Year,Payment,Principal,Interest,Lump sum,Balance');
    expect(lines).toHaveLength(result.rows.length + 2);
    expect(lines[12]).toBe('12,1,3199.03,770.35,2428.68,10000.00,481001.58');
    expect(lines.at(-2)).toMatch(/,0\.00$/);
  });

  it('PDF: a real PDF holding every payment, on several pages', () => {
    const doc = schedulePdf(result, [{ label: 'Interest saved', value: '$176,781.03' }]);
    const bytes = new Uint8Array(doc.output('arraybuffer'));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(doc.getNumberOfPages()).toBeGreaterThan(3);
    expect(doc.output()).toContain('481,001.58');
  });
});
