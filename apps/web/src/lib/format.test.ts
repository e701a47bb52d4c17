import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatApr, formatDate, formatDay, formatPlainDollars, formatRate, formatShortDate, telHref } from './format';

describe('format', () => {
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

  it('shows rates to 2 decimals with a percent sign', () => {
    expect(formatRate(3.94)).toBe('3.94%');
    expect(formatRate(4.1)).toBe('4.10%');
    // Half up on the number as written, as the Intl formatter it replaces did (toFixed gives 4.84, 1.00).
    for (const value of [4.845, 1.005, 3.995, 0.125, 5.2449, 7]) {
      const intl = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
      expect(formatRate(value), String(value)).toBe(`${intl}%`);
    }
  });

  it("writes a server's calendar day as formatDate writes that day, without Intl", () => {
    for (const day of ['2026-11-26', '2025-01-05', '2027-12-31', '2026-07-01']) expect(formatDay(day)).toBe(formatDate(`${day}T12:00:00.000Z`));
  });

  it('writes dollars with separators and cents only when there are some, and APRs to 3 decimals', () => {
    expect(formatPlainDollars(400_000)).toBe('$400,000');
    expect(formatPlainDollars(0)).toBe('$0');
    expect(formatPlainDollars(1_234.5)).toBe('$1,234.50');
    expect(formatPlainDollars(10_000_000)).toBe('$10,000,000');
    expect(formatPlainDollars(999.99)).toBe('$999.99');
    expect(formatApr(5)).toBe('5.000%');
    expect(formatApr(5.054)).toBe('5.054%');
  });

  it('makes tel: links from formatted numbers', () => {
    expect(telHref('416-555-0147')).toBe('tel:4165550147');
  });
});
