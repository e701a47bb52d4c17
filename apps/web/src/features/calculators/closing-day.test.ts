import { describe, expect, it } from 'vitest';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { torontoDay } from './closing-day';

describe('torontoDay', () => {
  it('agrees with the Intl answer around both daylight-saving changes and New Year', () => {
    const instants = [
      '2026-03-08T06:59:59Z', '2026-03-08T07:00:00Z', '2026-03-09T03:59:00Z', '2026-03-09T04:00:00Z',
      '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z', '2026-11-02T04:59:00Z', '2026-11-02T05:00:00Z',
      '2026-12-31T23:30:00Z', '2027-01-01T05:00:00Z', '2024-07-15T03:59:59Z', '2024-07-15T04:00:00Z',
    ];
    for (const at of instants) expect(torontoDay(new Date(at)), at).toBe(brokerageDay(new Date(at)));
  });
});
