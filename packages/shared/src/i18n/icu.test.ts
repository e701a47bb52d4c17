import { describe, expect, it } from 'vitest';
import { analyticsMessages as english } from '../messages/analytics.ts';
import { analyticsMessages as french } from '../messages/fr/analytics.ts';
import { icu } from './icu.ts';

const leads = '{count, plural, one {# lead} other {# leads}}';
const prospects = '{count, plural, one {# prospect} other {# prospects}}';

describe('icu plurals', () => {
  it('reads 0 and 1 as singular in French', () => {
    expect(icu('fr', prospects, { count: 0 })).toBe('0 prospect');
    expect(icu('fr', prospects, { count: 1 })).toBe('1 prospect');
    expect(icu('fr', prospects, { count: 2 })).toBe('2 prospects');
  });

  it('reads 0 as plural and only 1 as singular in English', () => {
    expect(icu('en', leads, { count: 0 })).toBe('0 leads');
    expect(icu('en', leads, { count: 1 })).toBe('1 lead');
    expect(icu('en', leads, { count: 2 })).toBe('2 leads');
  });

  it('gives each message module its own language’s rule, whatever the process', () => {
    expect(english.ago.minutes(0)).toBe('0 minutes ago');
    expect(english.ago.minutes(1)).toBe('1 minute ago');
    expect(french.ago.minutes(0)).toBe('il y a 0 minute');
    expect(french.ago.minutes(1)).toBe('il y a 1 minute');
    expect(french.ago.minutes(5)).toBe('il y a 5 minutes');
  });
});
