import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { mortgageRules } from '../../mortgage/rules.ts';
import { day, isCalendarDay } from '../dates.ts';
import { money, refuse, wholeNumber } from './fields.ts';

const m = applicationStepsMessages.mortgage;

export const mortgageTypes = ['fixed', 'variable', 'adjustable', 'heloc'] as const;
export type MortgageType = (typeof mortgageTypes)[number];

/**
 * Terms in whole months, as rates store them (terms.ts, whose `termLabel` names them: '6 months',
 * '5 year'): from an open 6-month term to the longest closed term lenders offer, 10 years.
 */
export const mortgageTermLimits = { minMonths: 6, maxMonths: 120 } as const;
/** The terms the portal offers first; any whole month within the limits is taken. */
export const mortgageTermOptions = [6, 12, 24, 36, 48, 60, 72, 84, 120] as const;

/**
 * Amortization in whole years. Up to the calculators' 30 (`mortgageRules.maxAmortizationYears`);
 * whether 30 years is allowed for an insured mortgage is the qualification's business, not the form's.
 */
export const amortizationLimits = { minYears: 5, maxYears: mortgageRules.maxAmortizationYears } as const;

/**
 * The mortgage step: what the borrower asks for. A HELOC is a revolving line with no term and no
 * amortization of its own, so both are asked for every other type only. `today` is the brokerage's
 * day: the closing date is not before it.
 */
export function mortgageStep(today: string) {
  return z
    .strictObject({
      amount: money(m.errors.amount, { positive: true }),
      termMonths: wholeNumber(m.errors.termMonths, mortgageTermLimits.minMonths, mortgageTermLimits.maxMonths).optional(),
      type: z.enum(mortgageTypes, { error: m.errors.type }),
      amortizationYears: wholeNumber(m.errors.amortizationYears, amortizationLimits.minYears, amortizationLimits.maxYears).optional(),
      closingDate: day({ invalid: m.errors.closingDate }).refine((closing) => !isCalendarDay(closing) || closing >= today, m.errors.closingDatePast),
    })
    .superRefine((mortgage, ctx) => {
      if (mortgage.type === 'heloc') return;
      if (mortgage.termMonths === undefined) refuse(ctx, ['termMonths'], m.errors.termMonths);
      if (mortgage.amortizationYears === undefined) refuse(ctx, ['amortizationYears'], m.errors.amortizationYears);
    });
}

export type MortgageStep = z.infer<ReturnType<typeof mortgageStep>>;
export type MortgageStepInput = z.input<ReturnType<typeof mortgageStep>>;
