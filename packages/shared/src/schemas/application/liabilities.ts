import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { applicationLimits as L, describeOther, money, optionalField } from './fields.ts';

const m = applicationStepsMessages.liabilities;

export const liabilityKinds = ['credit_card', 'line_of_credit', 'car_loan', 'student_loan', 'mortgage', 'support_payment', 'other'] as const;
export type LiabilityKind = (typeof liabilityKinds)[number];

/**
 * A debt with its monthly payment (the total debt service ratio counts it) and whether the new
 * mortgage pays it out on closing (then it no longer counts).
 */
export const liabilitySchema = z
  .strictObject({
    kind: z.enum(liabilityKinds, { error: m.errors.kind }),
    description: optionalField(m.fields.description, L.description),
    balance: money(m.errors.balance),
    monthlyPayment: money(m.errors.monthlyPayment, { max: L.maxMonthlyAmount }),
    paidOutOnClosing: z.boolean({ error: m.errors.paidOutOnClosing }),
  })
  .superRefine(describeOther(m.errors.description));

/** The debts step: a list the borrower may leave empty. */
export const liabilitiesStep = z.strictObject({
  liabilities: z.array(liabilitySchema, { error: m.errors.list }).max(L.maxItems, m.errors.list),
});
export type Liability = z.infer<typeof liabilitySchema>;
export type LiabilitiesStep = z.infer<typeof liabilitiesStep>;
export type LiabilitiesStepInput = z.input<typeof liabilitiesStep>;
