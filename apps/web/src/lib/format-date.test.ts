import { describe, expect, it } from 'vitest';
import { formatDateIn } from '@maple/shared/i18n/format-in';
import { formatMessages as french } from '@maple/shared/messages/fr/formats';
import { formatDay } from './format';
import { formatDate, formatShortDate } from './format-date';

// The long date is written by packages/shared/src/i18n/date-format.ts, whose property test holds
// both languages to Intl; this checks the web's helpers write this build's language (English here).
describe('format-date', () => {
  it('writes long-form Canadian English dates', () => {
    // Midday UTC is the same calendar day in every Canadian time zone.
    expect(formatDate('2026-11-19T12:00:00.000Z')).toBe('November 19, 2026');
    expect(formatDate(new Date('2025-01-05T17:00:00Z'))).toBe('January 5, 2025');
    // 23:59 in Toronto is already the next day in UTC and in Kolkata: the label is Toronto's day.
    expect(formatDate('2026-11-25T04:59:00Z')).toBe('November 24, 2026');
    expect(formatShortDate('2027-01-01T04:30:00Z')).toBe('Dec 31, 2026');
  });

  it("writes a server's calendar day as formatDate writes that day, without Intl", () => {
    for (const day of ['2026-11-26', '2025-01-05', '2027-12-31', '2026-07-01']) expect(formatDay(day)).toBe(formatDate(`${day}T12:00:00.000Z`));
    expect(formatDay('2026-11-28', french)).toBe('28 novembre 2026');
    for (const day of ['2026-11-26', '2026-08-01']) expect(formatDay(day, french)).toBe(formatDateIn('fr', `${day}T12:00:00.000Z`));
  });
});
