import { describe, expect, it } from 'vitest';
import { brokerageDay, brokerageYear } from './brokerage-day.ts';

describe('brokerageDay', () => {
  it('is the calendar day in Toronto, whatever the UTC day or the machine zone', () => {
    expect(brokerageDay(new Date('2026-11-25T04:59:00Z'))).toBe('2026-11-24'); // 23:59 EST
    expect(brokerageDay(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
    expect(brokerageDay(new Date('2026-07-15T03:59:00Z'))).toBe('2026-07-14'); // 23:59 EDT
    expect(brokerageDay(new Date('2027-01-01T04:30:00Z'))).toBe('2026-12-31');
    expect(brokerageDay(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08'); // 03:00 EDT, just after the change
    expect(brokerageDay(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01'); // 01:00 EST, the second 01:00
  });
});

describe('brokerageYear', () => {
  it("is the year of the brokerage's day, on either side of New Year and through the year", () => {
    for (const at of ['2026-12-31T23:59:00Z', '2027-01-01T04:59:00Z', '2027-01-01T05:00:00Z', '2027-01-01T12:00:00Z', '2026-07-01T03:00:00Z', '2026-03-08T07:00:00Z']) {
      const instant = new Date(at);
      expect(brokerageYear(instant), at).toBe(Number(brokerageDay(instant).slice(0, 4)));
    }
    expect(brokerageYear(new Date('2027-01-01T04:59:00Z'))).toBe(2026);
  });
});
