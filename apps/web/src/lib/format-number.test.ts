import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatWholeDollars } from './format-number';

// The digits are written by packages/shared/src/i18n/number-format.ts, whose property test holds
// both languages to Intl; this checks the web's helpers write this build's language (English here).
describe('format-number', () => {
  it("writes this build's language", () => {
    expect(formatMoney(-1234.565)).toBe('-$1,234.57');
    expect(formatWholeDollars(400_000.5)).toBe('$400,001');
    expect(formatNumber(21.64, 1)).toBe('21.6');
    expect(formatPercent(31.96, 1, 1)).toBe('32.0%');
  });
});
