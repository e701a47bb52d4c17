import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { addressesStep } from './addresses.ts';
import { historyStart, uncoveredMonth, monthIndex } from './fields.ts';

const m = applicationStepsMessages.addresses;
const today = '2026-11-24';
const step = addressesStep(today);
const applicantId = '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';

const current = { street: '1200 rue Sherbrooke Ouest', unit: '804', city: 'Montréal', province: 'QC', postalCode: 'h3a 1h6', from: '2024-05', to: '', tenure: 'rent' };
const previous = { street: '45 Elm Street', city: 'Ottawa', province: 'ON', postalCode: 'K1A0B1', from: '2019-08', to: '2024-05', tenure: 'own' };
const withAddresses = (...addresses: object[]) => ({ applicants: [{ applicantId, addresses }] });

function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the addresses step', () => {
  it('takes three years at two addresses, the postal codes written the one way', () => {
    const parsed = step.parse(withAddresses(current, previous));
    expect(parsed.applicants[0]?.addresses).toEqual([
      { ...current, postalCode: 'H3A 1H6', to: undefined },
      { ...previous, postalCode: 'K1A 0B1', unit: undefined },
    ]);
  });

  it('counts three years back from this month: since November 2023 is enough, since December is not', () => {
    expect(historyStart(today)).toBe('2023-11');
    expect(step.safeParse(withAddresses({ ...current, from: '2023-11' })).success).toBe(true);
    expect(refusals(step, withAddresses({ ...current, from: '2023-12' }))).toEqual([{ path: 'applicants.0.addresses', message: m.errors.notCovered('2023-11', '2023-11') }]);
  });

  it('names the most recent month no address covers', () => {
    // Left in February 2024, moved in May: March and April are missing, April is named.
    const gap = withAddresses(current, { ...previous, to: '2024-02' });
    expect(refusals(step, gap)).toEqual([{ path: 'applicants.0.addresses', message: m.errors.notCovered('2023-11', '2024-04') }]);
  });

  it('needs exactly one current address', () => {
    expect(refusals(step, withAddresses({ ...current, to: '2026-11' }, previous))).toEqual([{ path: 'applicants.0.addresses', message: m.errors.noCurrent }]);
    expect(refusals(step, withAddresses(current, { ...previous, to: undefined }))).toEqual([{ path: 'applicants.0.addresses.1.to', message: m.errors.twoCurrent }]);
  });

  it.each([
    ['from', '2026-12', m.errors.fromFuture],
    ['from', '2024-13', m.errors.from],
    ['from', 'May 2024', m.errors.from],
    ['to', '2027-01', m.errors.toFuture],
    ['to', '2019-07', m.errors.toBeforeFrom],
    ['to', '2024-5', m.errors.to],
  ])('refuses %s = %j with its own message', (field, value, message) => {
    const issues = refusals(step, withAddresses(current, { ...previous, [field]: value }));
    expect(issues).toEqual([{ path: `applicants.0.addresses.1.${field}`, message }]);
  });

  it.each([
    ['street', '', m.errors.street],
    ['city', undefined, m.errors.city],
    ['province', 'Quebec', m.errors.province],
    ['tenure', 'lease', m.errors.tenure],
    // Canada Post uses no D, F, I, O, Q or U, and no W or Z as the first letter.
    ['postalCode', 'D1A 1A1', m.errors.postalCode],
    ['postalCode', 'W1A 1A1', m.errors.postalCode],
    ['postalCode', 'K1O 1A1', m.errors.postalCode],
    ['postalCode', '90210', m.errors.postalCode],
    ['postalCode', 'K1A-0B1', m.errors.postalCode],
    ['unit', 'x'.repeat(21), applicationStepsMessages.tooLong(m.fields.unit, 20)],
  ])('refuses %s = %j with its own message', (field, value, message) => {
    expect(refusals(step, withAddresses({ ...current, [field]: value }, previous))).toEqual([{ path: `applicants.0.addresses.0.${field}`, message }]);
  });

  it('refuses an unknown field, a second list for one applicant, and an empty list', () => {
    expect(step.safeParse(withAddresses({ ...current, sin: '046454286' })).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['sin'] });
    const twice = { applicants: [...withAddresses(current, previous).applicants, { applicantId: applicantId.toUpperCase(), addresses: [current, previous] }] };
    expect(refusals(step, twice)).toEqual([{ path: 'applicants.1.applicantId', message: m.errors.applicantTwice }]);
    expect(refusals(step, withAddresses())).toEqual([{ path: 'applicants.0.addresses', message: m.errors.list }]);
  });
});

describe('uncoveredMonth', () => {
  const period = (from: string, to: string) => ({ from: monthIndex(from), to: monthIndex(to) });

  it('takes overlapping periods and a move within a month', () => {
    expect(uncoveredMonth([period('2023-11', '2025-03'), period('2025-03', '2026-11')], today)).toBeUndefined();
    expect(uncoveredMonth([period('2020-01', '2026-11'), period('2022-01', '2022-02')], today)).toBeUndefined();
  });

  it('finds a gap at either end and in the middle', () => {
    expect(uncoveredMonth([period('2023-11', '2026-10')], today)).toBe('2026-11');
    expect(uncoveredMonth([period('2024-01', '2026-11')], today)).toBe('2023-12');
    expect(uncoveredMonth([period('2023-11', '2024-12'), period('2025-02', '2026-11')], today)).toBe('2025-01');
  });

  it('crosses New Year', () => {
    expect(historyStart('2027-01-01')).toBe('2024-01');
    expect(uncoveredMonth([period('2024-01', '2027-01')], '2027-01-01')).toBeUndefined();
    expect(uncoveredMonth([period('2024-02', '2027-01')], '2027-01-01')).toBe('2024-01');
  });
});
