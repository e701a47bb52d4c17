import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { annualIncome, employmentStep, type Job, jobSchema } from './employment.ts';

const m = applicationStepsMessages.employment;
const today = '2026-11-24';
const step = employmentStep(today);
const applicantId = '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';

const salaried = { kind: 'salaried', employer: 'Hydro-Québec', position: 'Analyst', startDate: '2024-03-04', annualSalary: 92_500 };
const previousJob = { kind: 'hourly', employer: 'Café Olimpico', position: 'Barista', startDate: '2019-05-01', endDate: '2024-02-29', hourlyRate: 17.5, hoursPerWeek: 30 };
const withJobs = (...jobs: object[]) => ({ applicants: [{ applicantId, jobs }] });

function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const job = (value: object): Job => jobSchema.parse(value);

describe('annualIncome', () => {
  it('takes a salary as stated', () => {
    expect(annualIncome(job(salaried))).toBe(92_500);
    expect(annualIncome(job({ ...salaried, annualSalary: 85_000.5 }))).toBe(85_000.5);
  });

  it('reads a salary with binary noise as the cents it means', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary; the schema takes it as 30 cents, and so does the income.
    expect(annualIncome(job({ ...salaried, annualSalary: 0.1 + 0.2 }))).toBe(0.3);
  });

  it('annualizes an hourly job as rate × guaranteed hours × 52, the part of a cent dropped', () => {
    expect(annualIncome(job({ ...previousJob, hourlyRate: 23.47, hoursPerWeek: 37.5 }))).toBe(45_766.5);
    // 17.33 × 37.31 × 52 = 33,622.2796: 33,622.27, never rounded up to .28.
    expect(annualIncome(job({ ...previousJob, hourlyRate: 17.33, hoursPerWeek: 37.31 }))).toBe(33_622.27);
  });

  it('averages the last two years of commissions and of self-employment, the half cent dropped', () => {
    const twoYears = { employer: 'Re/Max Rive-Sud', position: 'Broker', startDate: '2015-01-05' };
    // (91,234.57 + 88,765.44) / 2 = 90,000.005
    expect(annualIncome(job({ kind: 'commissioned', ...twoYears, lastYearIncome: 91_234.57, previousYearIncome: 88_765.44 }))).toBe(90_000);
    // A falling year pulls the average down: (95,000.50 + 120,000) / 2
    expect(annualIncome(job({ kind: 'self_employed', ...twoYears, lastYearIncome: 95_000.5, previousYearIncome: 120_000 }))).toBe(107_500.25);
  });

  it('takes a pension and an other income as stated, with no employer needed', () => {
    expect(annualIncome(job({ kind: 'retired', startDate: '2018-07-01', annualPension: 31_234.56 }))).toBe(31_234.56);
    expect(annualIncome(job({ kind: 'other', description: 'Parental leave (EI benefits)', startDate: '2025-01-06', endDate: '2025-12-31', annualAmount: 0 }))).toBe(0);
  });
});

describe('a job', () => {
  it.each([
    [{ ...salaried, annualSalary: -1 }, 'annualSalary', m.errors.annualSalary],
    [{ ...salaried, annualSalary: 1.005 }, 'annualSalary', m.errors.annualSalary],
    [{ ...salaried, annualSalary: 100_000_000.01 }, 'annualSalary', m.errors.annualSalary],
    [{ ...salaried, annualSalary: '92500' }, 'annualSalary', m.errors.annualSalary],
    [{ ...salaried, employer: '' }, 'employer', m.errors.employer],
    [{ ...salaried, position: undefined }, 'position', m.errors.position],
    [{ ...salaried, startDate: '2022-09-31' }, 'startDate', m.errors.startDate],
    [{ ...salaried, endDate: 'now' }, 'endDate', m.errors.endDate],
    [{ ...previousJob, hourlyRate: 0 }, 'hourlyRate', m.errors.hourlyRate],
    [{ ...previousJob, hourlyRate: 10_000.01 }, 'hourlyRate', m.errors.hourlyRate],
    [{ ...previousJob, hoursPerWeek: 0 }, 'hoursPerWeek', m.errors.hoursPerWeek],
    [{ ...previousJob, hoursPerWeek: 168.5 }, 'hoursPerWeek', m.errors.hoursPerWeek],
    [{ ...previousJob, hoursPerWeek: undefined }, 'hoursPerWeek', m.errors.hoursPerWeek],
    [{ kind: 'self_employed', employer: '', position: 'Owner', startDate: '2020-01-01', lastYearIncome: 1, previousYearIncome: 1 }, 'employer', m.errors.businessName],
    [{ kind: 'commissioned', employer: 'X', position: 'Y', startDate: '2020-01-01', lastYearIncome: 1 }, 'previousYearIncome', m.errors.previousYearIncome],
    [{ kind: 'retired', startDate: '2018-07-01' }, 'annualPension', m.errors.annualPension],
    [{ kind: 'other', description: ' ', startDate: '2025-01-06', annualAmount: 0 }, 'description', m.errors.description],
    [{ ...salaried, kind: 'contract' }, 'kind', m.errors.kind],
    [{ ...salaried, kind: undefined }, 'kind', m.errors.kind],
  ])('refuses %j naming %s', (value, field, message) => {
    expect(refusals(jobSchema, value)).toEqual([{ path: field, message }]);
  });

  it("refuses another kind's income field, and a SIN", () => {
    expect(jobSchema.safeParse({ ...salaried, hourlyRate: 40 }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['hourlyRate'] });
    expect(jobSchema.safeParse({ ...salaried, sin: '046454286' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['sin'] });
  });
});

describe('the employment step', () => {
  it('takes three years of history, an end date left empty meaning current', () => {
    const parsed = step.parse(withJobs({ ...salaried, endDate: '' }, previousJob));
    expect(parsed.applicants[0]?.jobs[0]).toEqual({ ...salaried, endDate: undefined });
  });

  it('takes two current jobs at once', () => {
    const sideBusiness = { kind: 'self_employed', employer: 'Atelier Tremblay', position: 'Owner', startDate: '2021-03-01', lastYearIncome: 12_000, previousYearIncome: 9_500 };
    expect(step.safeParse(withJobs(salaried, sideBusiness)).success).toBe(true);
  });

  it('needs every month of the last three years, a gap covered by an "other" entry', () => {
    // Left the café in February 2024, started at Hydro-Québec in July: March to June are missing.
    const late = { ...salaried, startDate: '2024-07-02' };
    expect(refusals(step, withJobs(late, previousJob))).toEqual([{ path: 'applicants.0.jobs', message: m.errors.notCovered('2023-11', '2024-06') }]);
    // History before the three years (November 2023 on) is not asked for.
    expect(step.safeParse(withJobs({ ...salaried, startDate: '2023-11-30' })).success).toBe(true);
    expect(refusals(step, withJobs({ ...salaried, startDate: '2023-12-01' }))).toEqual([{ path: 'applicants.0.jobs', message: m.errors.notCovered('2023-11', '2023-11') }]);
    const studies = { kind: 'other', description: 'Full-time studies', startDate: '2024-03-01', endDate: '2024-06-28', annualAmount: 0 };
    expect(step.safeParse(withJobs(late, studies, previousJob)).success).toBe(true);
  });

  it('needs someone working or receiving income this month', () => {
    const ended = { ...salaried, endDate: '2026-10-30' };
    expect(refusals(step, withJobs(ended, previousJob))).toEqual([{ path: 'applicants.0.jobs', message: m.errors.notCovered('2023-11', '2026-11') }]);
  });

  it.each([
    [{ ...salaried, startDate: '2026-11-25' }, 'startDate', m.errors.startFuture],
    [{ ...salaried, endDate: '2026-11-25' }, 'endDate', m.errors.endFuture],
    [{ ...salaried, endDate: '2024-03-03' }, 'endDate', m.errors.endBeforeStart],
  ])('refuses %j naming %s', (value, field, message) => {
    const issues = refusals(step, withJobs(value, { ...previousJob, endDate: undefined }));
    expect(issues).toEqual([{ path: `applicants.0.jobs.0.${field}`, message }]);
  });

  it('refuses an empty history and a second history for one applicant', () => {
    expect(refusals(step, withJobs())).toEqual([{ path: 'applicants.0.jobs', message: m.errors.list }]);
    const twice = { applicants: [...withJobs(salaried, previousJob).applicants, { applicantId, jobs: [salaried, previousJob] }] };
    expect(refusals(step, twice)).toEqual([{ path: 'applicants.1.applicantId', message: m.errors.applicantTwice }]);
  });
});
