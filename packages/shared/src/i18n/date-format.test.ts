import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateIn, formatDayIn } from './format-in.ts';
import { languages, languageTags } from './languages.ts';

describe('date-format', () => {
  it('writes long-form Canadian English and French dates on the brokerage calendar', () => {
    // Midday UTC is the same calendar day in every Canadian time zone.
    expect(formatDateIn('en', '2026-11-28T12:00:00.000Z')).toBe('November 28, 2026');
    expect(formatDateIn('fr', '2026-11-28T12:00:00.000Z')).toBe('28 novembre 2026');
    // 23:59 in Toronto is already the next day in UTC: the label is Toronto's day.
    expect(formatDateIn('fr', '2026-11-25T04:59:00Z')).toBe('24 novembre 2026');
    expect(formatDayIn('fr', '2026-08-01')).toBe('1 août 2026');
  });

  for (const language of languages) {
    it(`writes the Toronto day of any instant as Intl's ${languageTags[language]} does, without it`, () => {
      const intl = new Intl.DateTimeFormat(languageTags[language], { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' });
      // Either side of the daylight-saving changes (Mar 8 and Nov 1, 2026, at 2 a.m.) and of midnight.
      for (const at of ['2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z', '2026-07-01T03:59:59Z', '2026-07-01T04:00:00Z', '2027-01-01T04:59:59Z', '2027-01-01T05:00:00Z', '1999-06-01T12:00:00Z', '2150-06-01T12:00:00Z']) {
        expect(formatDateIn(language, at), at).toBe(intl.format(new Date(at)));
      }
      const instants = fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
      fc.assert(fc.property(instants, (at) => formatDateIn(language, at) === intl.format(at)), { numRuns: 5000 });
    });

    it(`writes a server's calendar day in ${languageTags[language]} as formatDateIn writes that day`, () => {
      for (const day of ['2026-11-26', '2025-01-05', '2027-12-31', '2026-07-01']) expect(formatDayIn(language, day)).toBe(formatDateIn(language, `${day}T12:00:00.000Z`));
    });
  }
});
