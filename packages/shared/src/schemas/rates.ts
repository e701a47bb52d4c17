import { z } from 'zod';
import { rateAdminMessages as ratesMessagesAdmin, ratesMessages } from '../messages/rates.ts';
import { defaultProvince, parseProvince, type ProvinceCode } from '../provinces.ts';
import { parseTermMonths } from '../terms.ts';
import { listOf, pageQuery } from './paging.ts';
import { representativeExample } from './representative-example.ts';
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

/** What an advertised rate carries beside itself (issue 27, O. Reg. 191/08). */
const rateDisclosure = {
  apr: z.number().describe("Our rate's annual percentage rate over its term, 3 decimals, worked on the representative example (O. Reg. 191/08 s. 3): compounded semi-annually for a fixed rate, monthly for a variable one"),
  asOf: z.string().describe('The day (YYYY-MM-DD, Toronto) the rate was last set or scraped'),
};

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
  ...rateDisclosure,
});
export type PublicRate = z.infer<typeof publicRate>;
/** GET /api/rates: the province asked for (Ontario when absent), its rates, and the example their APRs are worked on. */
export const publicRateList = z.object({ province: z.string(), provinceName: z.string(), rates: z.array(publicRate), representativeExample });

/** GET /api/rates/best: the home page's 'Best Rate Today' badge. */
export const bestRate = z.object({
  ourRate: z.number(),
  termMonths: z.number(),
  termLabel: z.string(),
  rateType: z.enum(rateTypes),
  mortgageType: z.enum(mortgageTypes),
  province: z.string(),
  ...rateDisclosure,
  representativeExample,
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
  rateType: lowerEnum(rateTypes, ratesMessagesAdmin.rateTypeInvalid),
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

// The console's Rates tab (back-office §2, §5): every rate, active or not, with its source.

export const rateStatusFilters = ['all', 'active', 'inactive'] as const;
export type RateStatusFilter = (typeof rateStatusFilters)[number];

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/admin/rates: one page (`page`, `pageSize`), `q` (each word found in the province's code
 * or name, the term, the types or the source), and filters that combine: `province` (code or name),
 * `termMonths`, `rateType`, `status` (all when absent). An empty value means "any"; a field the
 * list does not take is refused by name, so a misspelt filter never shows every rate as if applied.
 */
export const listAdminRatesQuery = z.strictObject({
  ...pageQuery.shape,
  province: z.preprocess(emptyAsAbsent, provinceField.optional()),
  termMonths: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: ratesMessagesAdmin.termMonthsInvalid })
      .int(ratesMessagesAdmin.termMonthsInvalid)
      .min(1, ratesMessagesAdmin.termMonthsInvalid)
      .max(360, ratesMessagesAdmin.termMonthsInvalid)
      .optional(),
  ),
  rateType: z.preprocess(emptyAsAbsent, lowerEnum(rateTypes, ratesMessagesAdmin.rateTypeInvalid).optional()),
  status: z.preprocess(emptyAsAbsent, z.enum(rateStatusFilters, { error: ratesMessagesAdmin.statusInvalid }).default('all')),
});
export type ListAdminRatesQuery = z.infer<typeof listAdminRatesQuery>;

/** A rate as the console reads it: the public row plus whether it is shown, where it came from, and when it changed. */
export const adminRate = publicRate.omit({ apr: true, asOf: true }).extend({ isActive: z.boolean(), sourceUrl: z.string().nullable(), updatedAt: z.string() });
export type AdminRate = z.infer<typeof adminRate>;
export const adminRateList = listOf(adminRate);

/**
 * POST /api/admin/rates: the Add Rate Manually form, in the names a rate is read with (`termMonths`,
 * as GET answers it). Loose term spellings are the scraper's, through `rateInput` above.
 */
// A blank box ('', spaces or null) is a missing rate, said as such: coerced, it would read as 0%.
const requiredRate = (required: string) =>
  z.preprocess((v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v), z.custom<unknown>((v) => v !== undefined, required)).pipe(rateNumber);
const termMonths = z
  .number({ error: ratesMessagesAdmin.termMonthsInvalid })
  .int(ratesMessagesAdmin.termMonthsInvalid)
  .min(1, ratesMessagesAdmin.termMonthsInvalid)
  .max(360, ratesMessagesAdmin.termMonthsInvalid);
export const createRateInput = z.strictObject({
  province: rateInput.shape.province,
  termMonths,
  rateType: rateInput.shape.rateType,
  mortgageType: rateInput.shape.mortgageType,
  postedRate: requiredRate(ratesMessagesAdmin.postedRequired),
  ourRate: requiredRate(ratesMessagesAdmin.ourRequired),
});
export type CreateRateInput = z.input<typeof createRateInput>;
/** What the route hands the service: types and province normalised. */
export type CreateRateValues = z.output<typeof createRateInput>;

/**
 * PATCH /api/admin/rates/:id: inline edit of the two rates, or the badge's active toggle. A rate
 * sent empty is refused as required (coerced, it would have been stored as 0%).
 */
export const updateRateInput = z
  .object({ postedRate: requiredRate(ratesMessagesAdmin.postedRequired).optional(), ourRate: requiredRate(ratesMessagesAdmin.ourRequired).optional(), isActive: z.boolean().optional() })
  .strict()
  .refine((v) => v.postedRate !== undefined || v.ourRate !== undefined || v.isActive !== undefined, { message: 'Nothing to change' });
export type UpdateRateInput = z.infer<typeof updateRateInput>;

export const rateChangeActions = ['created', 'updated', 'activated', 'deactivated', 'deleted', 'scraped', 'replaced_by_scrape'] as const;
export type RateChangeAction = (typeof rateChangeActions)[number];
export const rateSnapshotView = z.object({
  province: z.string(),
  termMonths: z.number(),
  rateType: z.string(),
  mortgageType: z.string(),
  postedRate: z.number(),
  ourRate: z.number(),
  isActive: z.boolean(),
  sourceUrl: z.string().nullable(),
});
export type RateSnapshotView = z.infer<typeof rateSnapshotView>;
/** GET /api/admin/rates/:id/history: newest first. */
export const rateChange = z.object({
  id: z.string(),
  action: z.enum(rateChangeActions),
  changedBy: z.string(),
  changedAt: z.string(),
  before: rateSnapshotView.nullable(),
  after: rateSnapshotView.nullable(),
});
export type RateChange = z.infer<typeof rateChange>;
export const rateChangeList = listOf(rateChange);

export const rateSourceFormats = ['html-table', 'json'] as const;
export type RateSourceFormat = (typeof rateSourceFormats)[number];

/** PUT /api/admin/rates/source: where the scraper reads (an http or https URL) and how. */
export const rateSourceInput = z.strictObject({
  url: text({ max: 2000, invalid: ratesMessagesAdmin.sourceUrlInvalid })
    .min(1, ratesMessagesAdmin.sourceUrlInvalid)
    .pipe(z.url({ protocol: /^https?$/, error: ratesMessagesAdmin.sourceUrlInvalid })),
  format: z.enum(rateSourceFormats, { error: 'Format must be html-table or json' }),
  selector: z.preprocess((v) => (v === '' || v === null ? undefined : v), text({ max: 200 }).optional()),
});
export type RateSourceInput = z.input<typeof rateSourceInput>;
export type RateSourceValues = z.output<typeof rateSourceInput>;

/** GET /api/admin/rates/source: null until configured. */
export const rateSource = z.object({
  url: z.string(),
  format: z.enum(rateSourceFormats),
  selector: z.string().nullable(),
  updatedAt: z.string(),
  lastScrapeAt: z.string().nullable(),
  lastScrapeOutcome: z.enum(['succeeded', 'failed']).nullable(),
  lastScrapeCount: z.number().nullable(),
});
export type RateSource = z.infer<typeof rateSource>;
/** GET /api/admin/rates/source answers `{ source }`, null until configured; PUT answers the saved one. */
export const rateSourceAnswer = z.object({ source: rateSource.nullable() });
export const savedRateSource = z.object({ source: rateSource });

/** POST /api/admin/rates/scrape (success). */
export const scrapeResult = z.object({ message: z.string(), count: z.number() });
export type ScrapeResult = z.infer<typeof scrapeResult>;
