import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './news-date';

describe('formatNewsDate', () => {
  it("writes dates like 'Jan 5, 2025'", () => {
    expect(formatNewsDate('2025-01-05T15:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatNewsDate('2024-12-31T23:30:00.000Z')).toBe('Dec 31, 2024');
  });
  it('gives nothing for a missing or broken date', () => {
    expect(formatNewsDate(null)).toBeNull();
    expect(formatNewsDate('not a date')).toBeNull();
  });
});
