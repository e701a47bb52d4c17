import { z } from 'zod';
import { ratesMessages } from '../messages/rates.ts';
import { defaultProvince, parseProvince, type ProvinceCode } from '../provinces.ts';
import { parseTermMonths } from '../terms.ts';
import { text } from './text.ts';

export const rateTypes = ['fixed', 'variable'] as const;
export type RateType = (typeof rateTypes)[number];
export const mortgageTypes = ['Conventional', 'High-Ratio', 'Refinance'] as const;
export type MortgageType = (typeof mortgageTypes)[number];

/** A province as a 2-letter code in any casing, or its full name; the output is always the code. */
export const provinceField = text({ max: 40, invalid: ratesMessages.unknownProvince, tooLong: ratesMessages.unknownProvince })
  .transform((value, ctx): ProvinceCode => {
    const code = parseProvince(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: ratesMessages.unknownProvince });
    return z.NEVER;
  });

/** GET /api/rates?province= (and the agent profile): Ontario when absent. */
export const ratesQuery = z.object({
  province: z.preprocess((v) => (v === '' ? undefined : v), provinceField.optional()).transform((p) => p ?? defaultProvince),
});
export type RatesQuery = z.infer<typeof ratesQuery>;

/** One row of GET /api/rates. */
export const publicRate = z.object({
  id: z.string(),
  province: z.string(),
  provinceName: z.string(),
  termMonths: z.number(),
  termLabel: z.string(),
  rateType: z.enum(rateTypes),
  mortgageType: z.enum(mortgageTypes),
  postedRate: z.number(),
  ourRate: z.number(),
  scrapedAt: z.string(),
});
export type PublicRate = z.infer<typeof publicRate>;

/** GET /api/rates/best: the home page's 'Best Rate Today' badge. */
export const bestRate = z.object({
  ourRate: z.number(),
  termMonths: z.number(),
  termLabel: z.string(),
  rateType: z.enum(rateTypes),
  mortgageType: z.enum(mortgageTypes),
  province: z.string(),
});
export type BestRate = z.infer<typeof bestRate>;

const rateNumber = z.coerce
  .number({ error: 'Rate must be a number' })
  .min(0, 'Rate cannot be negative')
  .max(100, 'Rate must be a percent below 100')
  // The column keeps 3 decimals; rounding here keeps what is stored equal to what was checked.
  .transform((n) => Math.round(n * 1000) / 1000);

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  text({ max: 40, invalid: message, tooLong: message }).transform((value, ctx): T[number] => {
    const v = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
    const match = values.find((option) => option.toLowerCase() === v);
    if (match) return match;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * A rate as an admin form or the scraper supplies it: province by code or name, term in any
 * spelling the spec lists ('5 year', '5-year', '5 Year', '5yr', 60 months…), types in any casing.
 * The output is what the mortgage_rates table stores.
 */
export const rateInput = z.object({
  province: provinceField,
  term: z.union([text({ max: 20 }), z.number()], { error: 'Term is required' }).transform((value, ctx) => {
    const months = parseTermMonths(value);
    if (months !== undefined) return months;
    ctx.addIssue({ code: 'custom', message: 'Unknown term' });
    return z.NEVER;
  }),
  rateType: lowerEnum(rateTypes, 'Rate type must be fixed or variable'),
  mortgageType: lowerEnum(mortgageTypes, 'Mortgage type must be Conventional, High-Ratio or Refinance').default('Conventional'),
  postedRate: rateNumber,
  ourRate: rateNumber,
  isActive: z.boolean().default(true),
});
export type RateInput = z.input<typeof rateInput>;
export type NormalisedRate = {
  province: ProvinceCode;
  termMonths: number;
  rateType: RateType;
  mortgageType: MortgageType;
  postedRate: number;
  ourRate: number;
  isActive: boolean;
};

/** Parses a loosely spelled rate into the stored shape; throws a ZodError naming the bad fields. */
export function normaliseRateInput(raw: unknown): NormalisedRate {
  const { term, ...rest } = rateInput.parse(raw);
  return { ...rest, termMonths: term };
}
