import { describe, expect, it } from 'vitest';
import { qualifyingRate } from './qualifying-rate.ts';
import { ruleDay, ruleInForce } from './rule-in-force.ts';
import { qualifyingRateRules } from './qualification-rules.ts';

describe('qualifyingRate (issue 41 vectors; working in docs/calculators/qualification.md)', () => {
  it('adds the 2% buffer when that is above the floor: 3.84% → 5.84%', () => {
    // 3.84 + 2 = 5.84 > 5.25
    expect(qualifyingRate(3.84, '2026-11-29')).toMatchObject({ rate: 5.84, basis: 'buffer' });
  });

  it('uses the 5.25% floor when contract + 2% is below it: 2.99% → 5.25%', () => {
    // 2.99 + 2 = 4.99 < 5.25
    expect(qualifyingRate(2.99, '2026-11-29')).toMatchObject({ rate: 5.25, basis: 'floor' });
  });

  it('counts a tie as the floor (3.25% + 2% = 5.25%)', () => {
    expect(qualifyingRate(3.25, '2026-11-29')).toMatchObject({ rate: 5.25, basis: 'floor' });
  });

  it('exempts a straight switch from 21 November 2024, not the day before', () => {
    expect(qualifyingRate(3.84, '2024-11-21', { straightSwitch: true })).toMatchObject({ rate: 3.84, basis: 'straight-switch' });
    expect(qualifyingRate(3.84, '2024-11-20', { straightSwitch: true })).toMatchObject({ rate: 5.84, basis: 'buffer' });
  });
});

describe('ruleInForce and ruleDay', () => {
  it('picks the entry in force on the day, and the first one before the table starts', () => {
    expect(ruleInForce(qualifyingRateRules, '2024-01-01')).toMatchObject({ rule: { effectiveFrom: '2021-06-01' }, before: false });
    expect(ruleInForce(qualifyingRateRules, '2020-01-01')).toMatchObject({ rule: { effectiveFrom: '2021-06-01' }, before: true });
  });

  it('reads the Toronto day without Intl: 03:00 UTC is still the evening before', () => {
    expect(ruleDay(new Date('2024-11-21T03:00:00Z'))).toBe('2024-11-20');
    expect(ruleDay(new Date('2024-11-21T06:00:00Z'))).toBe('2024-11-21');
  });
});
