import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { fromCents, toCents } from '../../mortgage/money.ts';
import { day, isCalendarDay } from '../dates.ts';
import { applicantId, applicationLimits as L, historyStart, money, monthIndex, optionalDay, optionalField, refuse, repeated, requiredField, uncoveredMonth } from './fields.ts';

const m = applicationStepsMessages.employment;

export const employmentKinds = ['salaried', 'hourly', 'commissioned', 'self_employed', 'retired', 'other'] as const;
export type EmploymentKind = (typeof employmentKinds)[number];

/** The weeks a year of hourly work is counted at. */
export const weeksPerYear = 52;

const period = {
  startDate: day({ invalid: m.errors.startDate }),
  /** Empty for a job the applicant still holds. */
  endDate: optionalDay(m.errors.endDate),
};
const employed = {
  employer: requiredField(m.fields.employer, m.errors.employer, L.employer),
  position: requiredField(m.fields.position, m.errors.position, L.position),
  ...period,
};
/** The last two tax years, as the T1 General and its Notice of Assessment show them. */
const twoYears = {
  lastYearIncome: money(m.errors.lastYearIncome),
  previousYearIncome: money(m.errors.previousYearIncome),
};

/**
 * One job, or one source of income in the work history, by kind; each kind asks for the income its
 * documents prove. Strict objects: a field of another kind is refused, not kept unread.
 */
export const jobSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('salaried'), ...employed, annualSalary: money(m.errors.annualSalary) }),
    z.strictObject({
      kind: z.literal('hourly'),
      ...employed,
      hourlyRate: money(m.errors.hourlyRate, { positive: true, max: L.maxHourlyRate }),
      hoursPerWeek: z.number({ error: m.errors.hoursPerWeek }).positive(m.errors.hoursPerWeek).max(L.maxHoursPerWeek, m.errors.hoursPerWeek).multipleOf(0.01, m.errors.hoursPerWeek),
    }),
    z.strictObject({ kind: z.literal('commissioned'), ...employed, ...twoYears }),
    z.strictObject({
      kind: z.literal('self_employed'),
      ...employed,
      employer: requiredField(m.fields.businessName, m.errors.businessName, L.employer),
      ...twoYears,
    }),
    z.strictObject({
      kind: z.literal('retired'),
      employer: optionalField(m.fields.pensionPayer, L.employer),
      // Its start date is the day the applicant retired.
      ...period,
      annualPension: money(m.errors.annualPension),
    }),
    z.strictObject({
      kind: z.literal('other'),
      employer: optionalField(m.fields.payer, L.employer),
      description: requiredField(m.fields.description, m.errors.description, L.description),
      ...period,
      annualAmount: money(m.errors.annualAmount),
    }),
  ],
  { error: m.errors.kind },
);
export type Job = z.infer<typeof jobSchema>;
export type JobInput = z.input<typeof jobSchema>;

/**
 * A job's income over a year, in dollars to the cent, by the rule lenders annualize it with. The
 * sums are in integer cents (mortgage/money.ts); where a rule leaves a fraction of a cent it is
 * dropped, never rounded up, so the income a borrower is qualified on is never overstated.
 */
export function annualIncome(job: Job): number {
  switch (job.kind) {
    // The salary as the employment letter states it.
    case 'salaried':
      return fromCents(toCents(job.annualSalary));
    // Rate × guaranteed hours × 52 weeks. Only guaranteed hours: overtime and extra shifts can stop.
    // Hours may carry two decimals (37.5), so they are counted in hundredths to keep the product exact.
    case 'hourly': {
      const hundredthsOfHours = toCents(job.hoursPerWeek);
      return fromCents(Math.floor((toCents(job.hourlyRate) * hundredthsOfHours * weeksPerYear) / 100));
    }
    // Variable income: the average of the last two tax years, as lenders do, since one good year of
    // commissions or business income is not an income the borrower can count on.
    case 'commissioned':
    case 'self_employed':
      return fromCents(Math.floor((toCents(job.lastYearIncome) + toCents(job.previousYearIncome)) / 2));
    // The pension as its statement shows it (CPP, OAS and employer plans added up by the borrower).
    case 'retired':
      return fromCents(toCents(job.annualPension));
    // Anything else (a benefit, a leave, a gap at 0) as the borrower states it, with its description.
    case 'other':
      return fromCents(toCents(job.annualAmount));
  }
}

/** True for a job the applicant still holds (no end date). */
export const isCurrentJob = (job: Pick<Job, 'endDate'>) => job.endDate === undefined;

const applicantJobs = z.strictObject({
  applicantId: applicantId(m.errors.applicant),
  jobs: z.array(jobSchema, { error: m.errors.list }).min(1, m.errors.list).max(L.maxJobs, m.errors.list),
});

/**
 * The employment step: each applicant's jobs and income over the last three years, as lenders ask
 * (stability in a line of work weighs as much as the income). Several jobs may be current at once;
 * a gap is covered by an "other" entry that says what it was. `today` is the brokerage's day: no
 * date after it, and together the jobs cover every month from `historyStart(today)` to this month.
 */
export function employmentStep(today: string) {
  return z
    .strictObject({
      applicants: z.array(applicantJobs, { error: m.errors.applicants }).min(1, m.errors.applicants).max(L.maxApplicants, m.errors.applicants),
    })
    .superRefine(({ applicants }, ctx) => {
      for (const index of repeated(applicants, (entry) => entry.applicantId.toLowerCase())) refuse(ctx, ['applicants', index, 'applicantId'], m.errors.applicantTwice);
      applicants.forEach(({ jobs }, i) => {
        const at = (j: number, field: string) => ['applicants', i, 'jobs', j, field];
        // As for addresses: a job whose date failed its own check has its message and is left out.
        const wellFormed = (job: Job) => isCalendarDay(job.startDate) && (job.endDate === undefined || isCalendarDay(job.endDate));
        let refused = false;
        const refuseAt = (j: number, field: string, message: string) => {
          refuse(ctx, at(j, field), message);
          refused = true;
        };
        jobs.forEach((job, j) => {
          if (!wellFormed(job)) return;
          // One message per job: the first that applies.
          if (job.startDate > today) refuseAt(j, 'startDate', m.errors.startFuture);
          else if (job.endDate === undefined) return;
          else if (job.endDate < job.startDate) refuseAt(j, 'endDate', m.errors.endBeforeStart);
          else if (job.endDate > today) refuseAt(j, 'endDate', m.errors.endFuture);
        });
        // The history as a whole is judged once each job's dates are right (as for addresses).
        if (refused || jobs.length === 0 || !jobs.every(wellFormed)) return;
        const missing = uncoveredMonth(
          jobs.map((job) => ({ from: monthIndex(job.startDate), to: monthIndex(job.endDate ?? today) })),
          today,
        );
        if (missing) refuse(ctx, ['applicants', i, 'jobs'], m.errors.notCovered(historyStart(today), missing));
      });
    });
}

export type EmploymentStep = z.infer<ReturnType<typeof employmentStep>>;
export type EmploymentStepInput = z.input<ReturnType<typeof employmentStep>>;
