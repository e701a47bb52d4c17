import type { z } from 'zod';
import { applicationStepsMessages as m } from '../messages/application-steps.ts';
import { addressesStep } from './application/addresses.ts';
import { applicantName, applicantsStep } from './application/applicants.ts';
import { assetsStep } from './application/assets.ts';
import { downPaymentStep, downPaymentTotal } from './application/down-payment.ts';
import { employmentStep } from './application/employment.ts';
import { liabilitiesStep } from './application/liabilities.ts';
import { mortgageStep } from './application/mortgage.ts';
import { otherIncomeStep } from './application/other-income.ts';
import { type PropertyPurpose, propertyStep } from './application/property.ts';
import { isCalendarDay } from './dates.ts';

// The borrower's application in steps (issue 39 §3, decision 093). The portal saves each step as it
// is left, as JSON of its own, and the form and the route check it with the same schema from here.
// Each step's fields are in schemas/application/<step>.ts.

/** The steps in the order the portal shows them; the property comes before the down payment, which only a purchase has. */
export const applicationSteps = ['applicants', 'addresses', 'employment', 'other_income', 'assets', 'liabilities', 'property', 'down_payment', 'mortgage'] as const;
export type ApplicationStepId = (typeof applicationSteps)[number];

function stepSchemas(today: string) {
  return {
    applicants: applicantsStep(today),
    addresses: addressesStep(today),
    employment: employmentStep(today),
    other_income: otherIncomeStep,
    assets: assetsStep,
    liabilities: liabilitiesStep,
    property: propertyStep,
    down_payment: downPaymentStep,
    mortgage: mortgageStep(today),
  } satisfies Record<ApplicationStepId, z.ZodType>;
}
export type ApplicationStepSchemas = ReturnType<typeof stepSchemas>;

/**
 * Each step's schema, by step id, for `today`: the brokerage's day (`brokerageDay(clock.now())` on
 * the server, `appClock` in the web), never the machine's. Some rules are about today: an applicant
 * is an adult, the three years of history end this month, nothing is dated in the future, the closing
 * date is not past. So a step is checked when it is saved; a stored step is read back as it was
 * saved (`ApplicationStepValues`), not checked again against a later day.
 */
export function applicationStepSchemas(today: string): ApplicationStepSchemas {
  // A programming error, not an input one: the caller passes its clock's day.
  if (!isCalendarDay(today)) throw new Error(`applicationStepSchemas: not a calendar day: ${today}`);
  return stepSchemas(today);
}

/** One step's schema for `today` (the route's `:step`, the form's step). */
export function applicationStepSchema<S extends ApplicationStepId>(step: S, today: string): ApplicationStepSchemas[S] {
  return applicationStepSchemas(today)[step];
}

/** A step as stored (the schema's output) and as a form or request sends it (its input). */
export type ApplicationStepValue<S extends ApplicationStepId> = z.infer<ApplicationStepSchemas[S]>;
export type ApplicationStepInput<S extends ApplicationStepId> = z.input<ApplicationStepSchemas[S]>;

/** An application as far as it is filled in: the steps saved so far. */
export type ApplicationStepValues = { [S in ApplicationStepId]?: ApplicationStepValue<S> };

export const isApplicationStep = (value: string): value is ApplicationStepId => (applicationSteps as readonly string[]).includes(value);

/** The steps an application of this purpose has (all of them until the property step says): only a purchase has a down payment. */
export function applicationStepsFor(purpose: PropertyPurpose | undefined): ApplicationStepId[] {
  return applicationSteps.filter((step) => step !== 'down_payment' || purpose === undefined || purpose === 'purchase');
}

/** A step's title in this build's language (the portal's step list, and `stepMissing`). */
export const applicationStepTitle = (step: ApplicationStepId): string =>
  ({
    applicants: m.applicants.title,
    addresses: m.addresses.title,
    employment: m.employment.title,
    other_income: m.otherIncome.title,
    assets: m.assets.title,
    liabilities: m.liabilities.title,
    property: m.property.title,
    down_payment: m.downPayment.title,
    mortgage: m.mortgage.title,
  })[step];

export interface ApplicationProblem {
  step: ApplicationStepId;
  /** The field within the step, as a schema's issue path (empty: the step itself). */
  path: (string | number)[];
  message: string;
}

/**
 * What keeps a whole application from being submitted, beyond each step's own schema: a step not
 * saved yet, an applicant left out of (or unknown to) a step that lists applicants, a down payment
 * above the price. Each step is valid on its own when it is saved; these rules join steps saved at
 * different times (an applicant added after the addresses were saved).
 */
export function applicationProblems(application: ApplicationStepValues): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  for (const step of applicationStepsFor(application.property?.purpose)) {
    if (application[step] === undefined) problems.push({ step, path: [], message: m.stepMissing(applicationStepTitle(step)) });
  }
  const applicants = application.applicants?.applicants;
  if (applicants) {
    const known = new Set(applicants.map((applicant) => applicant.id.toLowerCase()));
    const isKnown = (id: string) => known.has(id.toLowerCase());
    for (const step of ['addresses', 'employment'] as const) {
      const entries = application[step]?.applicants;
      if (!entries) continue;
      entries.forEach((entry, i) => {
        if (!isKnown(entry.applicantId)) problems.push({ step, path: ['applicants', i, 'applicantId'], message: m.unknownApplicant });
      });
      for (const applicant of applicants) {
        if (!entries.some((entry) => entry.applicantId.toLowerCase() === applicant.id.toLowerCase())) {
          problems.push({ step, path: ['applicants'], message: m.applicantMissing(applicantName(applicant)) });
        }
      }
    }
    application.other_income?.incomes.forEach((income, i) => {
      if (!isKnown(income.applicantId)) problems.push({ step: 'other_income', path: ['incomes', i, 'applicantId'], message: m.unknownApplicant });
    });
  }
  const { property, down_payment: downPayment } = application;
  if (property?.purpose === 'purchase' && property.price !== undefined && downPayment && downPaymentTotal(downPayment) > property.price) {
    problems.push({ step: 'down_payment', path: ['sources'], message: m.downPaymentAbovePrice });
  }
  return problems;
}
