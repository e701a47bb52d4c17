import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { applicantId, applicationLimits as L, describeOther, money, optionalField } from './fields.ts';

const m = applicationStepsMessages.otherIncome;

export const otherIncomeKinds = ['rental', 'child_support', 'disability', 'investment', 'other'] as const;
export type OtherIncomeKind = (typeof otherIncomeKinds)[number];

/** Income besides work, by applicant: a lender counts it toward the borrower who receives it. */
export const otherIncomeSchema = z
  .strictObject({
    applicantId: applicantId(m.errors.applicant),
    kind: z.enum(otherIncomeKinds, { error: m.errors.kind }),
    annualAmount: money(m.errors.annualAmount),
    description: optionalField(m.fields.description, L.description),
  })
  .superRefine(describeOther(m.errors.description));

/** The other income step: a list the borrower may leave empty. */
export const otherIncomeStep = z.strictObject({
  incomes: z.array(otherIncomeSchema, { error: m.errors.list }).max(L.maxItems, m.errors.list),
});
export type OtherIncome = z.infer<typeof otherIncomeSchema>;
export type OtherIncomeStep = z.infer<typeof otherIncomeStep>;
export type OtherIncomeStepInput = z.input<typeof otherIncomeStep>;
