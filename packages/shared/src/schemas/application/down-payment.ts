import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { fromCents, toCents } from '../../mortgage/money.ts';
import { applicationLimits as L, describeOther, money, optionalField } from './fields.ts';

const m = applicationStepsMessages.downPayment;

export const downPaymentSources = ['savings', 'rrsp_home_buyers_plan', 'fhsa', 'gift', 'sale_of_property', 'other'] as const;
export type DownPaymentSource = (typeof downPaymentSources)[number];

/** One source of the down payment: each needs its own proof (a gift its letter, a sale its agreement). */
export const downPaymentSourceSchema = z
  .strictObject({
    // Named `kind` like every other item of the application, so `describeOther` reads it.
    kind: z.enum(downPaymentSources, { error: m.errors.source }),
    amount: money(m.errors.amount, { positive: true }),
    description: optionalField(m.fields.description, L.description),
  })
  .superRefine(describeOther(m.errors.description));

/**
 * The down payment step (a purchase's only: `applicationStepsFor`): where the money comes from. The
 * total is worked out (`downPaymentTotal`), never sent, so it cannot disagree with its sources.
 */
export const downPaymentStep = z.strictObject({
  sources: z.array(downPaymentSourceSchema, { error: m.errors.list }).min(1, m.errors.list).max(L.maxDownPaymentSources, m.errors.list),
});
export type DownPaymentSourceItem = z.infer<typeof downPaymentSourceSchema>;
export type DownPaymentStep = z.infer<typeof downPaymentStep>;
export type DownPaymentStepInput = z.input<typeof downPaymentStep>;

/** The down payment's total in dollars, added up in cents so ten sources of $0.10 make exactly $1. */
export function downPaymentTotal(step: { sources: readonly { amount: number }[] }): number {
  return fromCents(step.sources.reduce((cents, source) => cents + toCents(source.amount), 0));
}
