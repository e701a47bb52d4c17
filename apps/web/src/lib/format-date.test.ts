import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import { formatDate, formatShortDate } from './format-date';

describe('format-date', () => {
  it('writes long-form Canadian English dates', () => {
    // Midday UTC is the same calendar day in every Canadian time zone.
    expect(formatDate('2026-11-19T12:00:00.000Z')).toBe('November 19, 2026');
    expect(formatDate(new Date('2025-01-05T17:00:00Z'))).toBe('January 5, 2025');
    // 23:59 in Toronto is already the next day in UTC and in Kolkata: the label is Toronto's day.
    expect(formatDate('2026-11-25T04:59:00Z')).toBe('November 24, 2026');
    expect(formatShortDate('2027-01-01T04:30:00Z')).toBe('Dec 31, 2026');
  });

  it('writes the Toronto day of any instant as Intl does, without it', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' });
    // Either side of the daylight-saving changes (Mar 8 and Nov 1, 2026, at 2 a.m.) and of midnight.
    for (const at of ['2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z', '2026-07-01T03:59:59Z', '2026-07-01T04:00:00Z', '2027-01-01T04:59:59Z', '2027-01-01T05:00:00Z', '1999-06-01T12:00:00Z', '2150-06-01T12:00:00Z']) {
      expect(formatDate(at), at).toBe(intl.format(new Date(at)));
    }
    const instants = fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(fc.property(instants, (at) => formatDate(at) === intl.format(at)), { numRuns: 5000 });
  });

  it("writes a server's calendar day as formatDate writes that day, without Intl", () => {
    for (const day of ['2026-11-26', '2025-01-05', '2027-12-31', '2026-07-01']) expect(formatDay(day)).toBe(formatDate(`${day}T12:00:00.000Z`));
  });
});
