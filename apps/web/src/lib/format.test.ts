import { describe, expect, it } from 'vitest';
import { formatApr, formatPlainDollars, formatRate, telHref } from './format';

describe('format', () => {
  it('shows rates to 2 decimals with a percent sign', () => {
    expect(formatRate(3.94)).toBe('3.94%');
    expect(formatRate(4.1)).toBe('4.10%');
    // Half up on the number as written, as the Intl formatter it replaces did (toFixed gives 4.84, 1.00).
    for (const value of [4.845, 1.005, 3.995, 0.125, 5.2449, 7]) {
      const intl = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
      expect(formatRate(value), String(value)).toBe(`${intl}%`);
    }
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
