import { z } from 'zod';
import { rateAdminMessages as m } from '../messages/rates.ts';
import { mortgageRules } from '../mortgage/rules.ts';

export const exampleFeeKinds = ['appraisal', 'lender', 'brokerage', 'legal'] as const;
export type ExampleFeeKind = (typeof exampleFeeKinds)[number];

export const exampleLimits = { minAmount: 10_000, maxAmount: 10_000_000, maxFee: 100_000, maxAmortizationYears: mortgageRules.maxAmortizationYears } as const;

const toTheCent = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
// A form's empty box arrives as '' or null: that is a missing value, said as such, never a 0.
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const dollars = (min: number, max: number, invalid: string, required = invalid) =>
  z.preprocess(
    blankAsAbsent,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .min(min, invalid)
      .max(max, invalid)
      .refine(toTheCent, invalid),
  );

/**
 * PUT /api/admin/rates/representative-example (and the console's form): the mortgage every APR is
 * worked on (O. Reg. 191/08 s. 3; monthly payments), and the costs of s. 5 its borrower pays.
 */
export const representativeExampleInput = z.strictObject({
  amount: dollars(exampleLimits.minAmount, exampleLimits.maxAmount, m.exampleAmountInvalid, m.exampleAmountRequired),
  amortizationYears: z.preprocess(
    blankAsAbsent,
    z.number({ error: m.exampleAmortizationInvalid }).int(m.exampleAmortizationInvalid).min(1, m.exampleAmortizationInvalid).max(exampleLimits.maxAmortizationYears, m.exampleAmortizationInvalid),
  ),
  fees: z.strictObject({
    appraisal: dollars(0, exampleLimits.maxFee, m.exampleFeeInvalid),
    lender: dollars(0, exampleLimits.maxFee, m.exampleFeeInvalid),
    brokerage: dollars(0, exampleLimits.maxFee, m.exampleFeeInvalid),
    legal: dollars(0, exampleLimits.maxFee, m.exampleFeeInvalid),
  }),
});
export type RepresentativeExampleInput = z.input<typeof representativeExampleInput>;

/** The example as every answer gives it (the console's GET and PUT, and the public rate answers). */
export const representativeExample = z.object({
  amount: z.number(),
  amortizationYears: z.number().int(),
  fees: z.object({ appraisal: z.number(), lender: z.number(), brokerage: z.number(), legal: z.number() }),
});
export type RepresentativeExample = z.infer<typeof representativeExample>;

/** Issue 27's default until the console saves one: $400,000 over 25 years, no fees. */
export const defaultRepresentativeExample: RepresentativeExample = { amount: 400_000, amortizationYears: 25, fees: { appraisal: 0, lender: 0, brokerage: 0, legal: 0 } };
