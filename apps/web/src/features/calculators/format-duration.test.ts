import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [105, '8 years 9 months'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [1, '1 month'],
    [0, '0 months'],
    [-3, '0 months'],
    [300, '25 years'],
  ])('%d months → %s', (months, text) => {
    expect(formatDuration(months)).toBe(text);
  });
});
