import { describe, expect, it } from 'vitest';
import { formatCount, formatRatio, formatYears } from './calculator-format';

describe('calculator formats', () => {
  it('writes years with their unit', () => {
    expect([formatYears(1), formatYears(25), formatYears(21.6), formatYears(21), formatYears(1.04)]).toEqual(['1 year', '25 years', '21.6 years', '21 years', '1 year']);
  });

  it('groups counts and gives ratios one decimal', () => {
    expect(formatCount(1560)).toBe('1,560');
    expect(formatRatio(32)).toBe('32.0%');
    expect(formatRatio(31.96)).toBe('32.0%');
    expect(formatRatio(28.44)).toBe('28.4%');
  });
});
