import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { textMessages } from '../../messages/text.ts';
import { applicantName, applicantsStep, isAdultOn } from './applicants.ts';

const m = applicationStepsMessages.applicants;
// The schemas take the day as an argument, so the tests name theirs rather than read a clock.
const today = '2026-11-24';
const step = applicantsStep(today);

const main = {
  id: '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b',
  role: 'main',
  firstName: ' Amélie ',
  middleName: '',
  lastName: 'Tremblay',
  dateOfBirth: '1988-03-14',
  maritalStatus: 'common_law',
  dependants: 2,
  email: 'amelie@example.ca',
  phone: '(514) 555-0134',
  residencyStatus: 'citizen',
};
const coApplicant = { ...main, id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b', role: 'co_applicant', firstName: 'Jonah', middleName: 'Lee', email: 'jonah@example.ca' };

function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the applicants step', () => {
  it('takes the main applicant and a co-applicant, trimmed, an empty middle name left out', () => {
    const parsed = step.parse({ applicants: [main, coApplicant] });
    expect(parsed.applicants[0]).toEqual({ ...main, firstName: 'Amélie', middleName: undefined });
    expect(parsed.applicants[1]?.middleName).toBe('Lee');
    expect(applicantName(parsed.applicants[0]!)).toBe('Amélie Tremblay');
  });

  it('refuses a Social Insurance Number: the applicant is a strict object', () => {
    const result = step.safeParse({ applicants: [{ ...main, sin: '046 454 286' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['sin'], path: ['applicants', 0] })]);
  });

  it.each([
    ['firstName', '', m.errors.firstName],
    ['firstName', '   ', m.errors.firstName],
    ['firstName', undefined, m.errors.firstName],
    ['firstName', 'A'.repeat(101), applicationStepsMessages.tooLong(m.fields.firstName, 100)],
    ['firstName', 'Jo\u0000', applicationStepsMessages.notAllowed(m.fields.firstName)],
    ['middleName', 'B'.repeat(101), applicationStepsMessages.tooLong(m.fields.middleName, 100)],
    ['middleName', 7, applicationStepsMessages.textInvalid(m.fields.middleName)],
    ['lastName', undefined, m.errors.lastName],
    ['dateOfBirth', '1988-02-30', m.errors.dateOfBirth],
    ['dateOfBirth', '14/03/1988', m.errors.dateOfBirth],
    ['dateOfBirth', '1899-12-31', m.errors.dateOfBirth],
    ['dateOfBirth', '2008-11-25', m.errors.notAdult],
    ['maritalStatus', 'engaged', m.errors.maritalStatus],
    ['dependants', -1, m.errors.dependants],
    ['dependants', 21, m.errors.dependants],
    ['dependants', 1.5, m.errors.dependants],
    ['dependants', '2', m.errors.dependants],
    ['email', 'amelie.example.ca', m.errors.email],
    ['email', '', m.errors.email],
    ['phone', '', m.errors.phone],
    ['phone', 'call me', textMessages.invalidPhone],
    ['residencyStatus', 'visitor', m.errors.residencyStatus],
    ['role', 'guarantor', m.errors.role],
    ['id', 'applicant-1', m.errors.id],
  ])('refuses %s = %j with its own message', (field, value, message) => {
    expect(refusals(step, { applicants: [{ ...main, [field]: value }] })).toEqual([{ path: `applicants.0.${field}`, message }]);
  });

  it('takes an applicant who turns 18 today, not one who turns 18 tomorrow', () => {
    expect(step.safeParse({ applicants: [{ ...main, dateOfBirth: '2008-11-24' }] }).success).toBe(true);
    expect(step.safeParse({ applicants: [{ ...main, dateOfBirth: '2008-11-25' }] }).success).toBe(false);
  });

  it('counts a 29 February birthday as reached on 1 March in a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdultOn('2008-02-29', '2026-02-29')).toBe(true);
  });

  it('needs exactly one main applicant, at most three co-applicants, and an id each', () => {
    expect(refusals(step, { applicants: [{ ...main, role: 'co_applicant' }] })).toEqual([{ path: 'applicants', message: m.errors.noMainApplicant }]);
    expect(refusals(step, { applicants: [main, { ...coApplicant, role: 'main' }] })).toEqual([{ path: 'applicants.1.role', message: m.errors.secondMainApplicant }]);
    expect(refusals(step, { applicants: [main, { ...coApplicant, id: main.id.toUpperCase() }] })).toEqual([{ path: 'applicants.1.id', message: m.errors.idTaken }]);
    expect(refusals(step, { applicants: [] })).toEqual([{ path: 'applicants', message: m.errors.list }]);
    const ids = ['1a2b3c4d-0000-4000-8000-000000000001', '1a2b3c4d-0000-4000-8000-000000000002', '1a2b3c4d-0000-4000-8000-000000000003', '1a2b3c4d-0000-4000-8000-000000000004'];
    const four = ids.map((id) => ({ ...coApplicant, id }));
    expect(step.safeParse({ applicants: [main, ...four.slice(0, 3)] }).success).toBe(true);
    expect(refusals(step, { applicants: [main, ...four] })).toEqual([{ path: 'applicants', message: m.errors.list }]);
  });
});
