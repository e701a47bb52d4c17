import { describe, expect, it } from 'vitest';
import { daysInStage, stageAge } from './file-stage-days';

describe('daysInStage', () => {
  it('is 0 on the day of the move, at any hour of that Toronto day', () => {
    expect(daysInStage('2026-03-02T05:00:00Z', new Date('2026-03-03T04:59:00Z'))).toBe(0);
  });

  it('counts calendar days in Toronto, not 24-hour periods or UTC days', () => {
    // 11 p.m. in Toronto (already the next day in UTC), and 1 a.m. the next Toronto morning.
    expect(daysInStage('2026-03-03T04:00:00Z', new Date('2026-03-03T06:00:00Z'))).toBe(1);
    // 1 a.m. UTC is still the previous evening in Toronto: the same day as a move at noon.
    expect(daysInStage('2026-03-02T17:00:00Z', new Date('2026-03-03T01:00:00Z'))).toBe(0);
  });

  it('is not thrown off by the daylight-saving change (March 8, 2026 has 23 hours in Toronto)', () => {
    expect(daysInStage('2026-03-07T12:00:00Z', new Date('2026-03-09T11:30:00Z'))).toBe(2);
    expect(daysInStage('2026-10-31T12:00:00Z', new Date('2026-11-30T17:00:00Z'))).toBe(30);
  });

  it('is never negative when the browser clock is behind the server', () => {
    expect(daysInStage('2026-03-05T12:00:00Z', new Date('2026-03-04T12:00:00Z'))).toBe(0);
  });
});

describe('stageAge', () => {
  it('says the days in words, "Today" for a move made today, and the day it started', () => {
    expect(stageAge('2026-03-02T15:00:00Z', new Date('2026-03-02T20:00:00Z'))).toEqual({ days: 'Today', since: 'since Mar 2, 2026' });
    expect(stageAge('2026-03-01T15:00:00Z', new Date('2026-03-02T20:00:00Z')).days).toBe('1 day');
    expect(stageAge('2026-02-20T15:00:00Z', new Date('2026-03-02T20:00:00Z')).days).toBe('10 days');
  });
});
