import { describe, expect, it } from 'vitest';
import { formatDate, formatRate, telHref } from './format';

describe('format', () => {
  it('writes long-form Canadian English dates', () => {
    // Midday UTC is the same calendar day in every Canadian time zone.
    expect(formatDate('2026-11-19T12:00:00.000Z')).toBe('November 19, 2026');
    expect(formatDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });

  it('shows rates to 2 decimals with a percent sign', () => {
    expect(formatRate(3.94)).toBe('3.94%');
    expect(formatRate(4.1)).toBe('4.10%');
  });

  it('makes tel: links from formatted numbers', () => {
    expect(telHref('416-555-0147')).toBe('tel:4165550147');
  });
});
