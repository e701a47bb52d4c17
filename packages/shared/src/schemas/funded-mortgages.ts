import { z } from 'zod';
import { bookMessages as m } from '../messages/book.ts';
import { isCalendarDay } from './dates.ts';
import { listOf, pageQuery } from './paging.ts';
import { recordId } from './path-params.ts';
import { optionalText, requiredText } from './text.ts';

// The book of funded mortgages (issue 40 §3, decision 103). The database schema
// (packages/db/src/schema/funded-mortgages.ts) holds the same lists.
export const fundedRateTypes = ['fixed', 'variable'] as const;
export type FundedRateType = (typeof fundedRateTypes)[number];
export const paymentFrequencies = ['monthly', 'semi_monthly', 'biweekly', 'accelerated_biweekly', 'weekly', 'accelerated_weekly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

export const fundedLimits = {
  lender: 100,
  amount: { min: 1, max: 100_000_000 },
  rate: { min: 0.01, max: 25 },
  termMonths: { min: 1, max: 120 },
  amortizationMonths: { min: 12, max: 480 },
} as const;

/** A number a form field gives as text or a number; '' is missing. */
const numberField = (message: string) => z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), z.number({ error: message }).finite(message));
const wholeMonths = (range: { min: number; max: number }, message: string) => numberField(message).pipe(z.number().int(message).min(range.min, message).max(range.max, message));
const calendarDay = () => z.string({ error: m.invalidDay }).refine(isCalendarDay, m.invalidDay);

/** Whole cents: 0.1 + 0.2 is not refused for a float's last digit. */
const toTheCent = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** `YYYY-MM-DD` plus whole months, the day kept (31 January + 1 month: the last day of February). */
export function addMonthsToDay(day: string, months: number): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * PUT …/leads/:id/files/:fileId/funded, and the drawer's form: the mortgage as the lender funded it.
 * The maturity is the lender's (entered; the form offers start + term); it must come after funding,
 * and an interest adjustment date, when given, falls between the two.
 */
export const fundedMortgageInput = z
  .strictObject({
    lender: requiredText({ max: fundedLimits.lender, required: m.lenderRequired }),
    amount: numberField(m.invalidAmount).pipe(z.number().min(fundedLimits.amount.min, m.invalidAmount).max(fundedLimits.amount.max, m.invalidAmount).refine(toTheCent, m.invalidAmount)),
    rate: numberField(m.invalidRate).pipe(z.number().min(fundedLimits.rate.min, m.invalidRate).max(fundedLimits.rate.max, m.invalidRate).refine(toTheCent, m.invalidRate)),
    rateType: z.enum(fundedRateTypes, { error: m.rateTypeRequired }),
    termMonths: wholeMonths(fundedLimits.termMonths, m.invalidTerm),
    amortizationMonths: wholeMonths(fundedLimits.amortizationMonths, m.invalidAmortization),
    paymentFrequency: z.enum(paymentFrequencies, { error: m.frequencyRequired }),
    fundingDate: calendarDay(),
    interestAdjustmentDate: z.preprocess((v) => (v === '' ? null : v), calendarDay().nullable().optional()),
    maturityDate: calendarDay(),
  })
  .superRefine((v, ctx) => {
    if (v.amortizationMonths < v.termMonths) ctx.addIssue({ code: 'custom', path: ['amortizationMonths'], message: m.amortizationBelowTerm });
    if (v.maturityDate <= v.fundingDate) ctx.addIssue({ code: 'custom', path: ['maturityDate'], message: m.maturityBeforeFunding });
    else if (v.interestAdjustmentDate && (v.interestAdjustmentDate < v.fundingDate || v.interestAdjustmentDate >= v.maturityDate))
      ctx.addIssue({ code: 'custom', path: ['interestAdjustmentDate'], message: m.adjustmentOutsideTerm });
  });
export type FundedMortgageInput = z.infer<typeof fundedMortgageInput>;
export type FundedMortgageRequest = z.input<typeof fundedMortgageInput>;

/** The maturity the form offers: the interest adjustment date (else funding) plus the term. */
export const suggestedMaturity = (v: { fundingDate?: string; interestAdjustmentDate?: string | null; termMonths?: number }): string | null => {
  const start = v.interestAdjustmentDate && isCalendarDay(v.interestAdjustmentDate) ? v.interestAdjustmentDate : v.fundingDate;
  if (!start || !isCalendarDay(start) || !v.termMonths || !Number.isInteger(v.termMonths) || v.termMonths < 1 || v.termMonths > 120) return null;
  return addMonthsToDay(start, v.termMonths);
};

/**
 * How a client gave the agent express consent to mail after the portal or the import (CASL s. 10(1):
 * orally or in writing, the brokerage able to prove it). The database's `consent_method` holds the same.
 */
export const clientMailConsentMethods = ['written', 'oral', 'email'] as const;
export type ClientMailConsentMethod = (typeof clientMailConsentMethods)[number];
export const clientMailConsentNoteMax = 500;

/**
 * POST /api/me/book/:id/client-mail-consent (and the console's), and the Book's dialog: the day the
 * client gave express consent to mail (not in the future: the server checks it against its own
 * day, 400 on `givenOn`), how, and an optional note of where the proof is.
 */
export const clientMailConsentInput = z.strictObject({
  givenOn: z.string({ error: m.givenConsent.givenOnRequired }).refine(isCalendarDay, m.givenConsent.givenOnRequired),
  method: z.enum(clientMailConsentMethods, { error: m.givenConsent.methodRequired }),
  note: optionalText({ max: clientMailConsentNoteMax, multiline: true }),
});
export type ClientMailConsentInput = z.infer<typeof clientMailConsentInput>;
export type ClientMailConsentRequest = z.input<typeof clientMailConsentInput>;

export const fundedMortgage = z.object({
  id: z.string(),
  fileId: z.string().nullable(),
  leadId: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  language: z.enum(['en', 'fr']),
  lender: z.string(),
  amountCents: z.number().int(),
  rate: z.number(),
  rateType: z.enum(fundedRateTypes),
  termMonths: z.number().int(),
  amortizationMonths: z.number().int(),
  paymentFrequency: z.enum(paymentFrequencies),
  fundingDate: z.string(),
  interestAdjustmentDate: z.string().nullable(),
  maturityDate: z.string(),
  /** Whether an express `client_mail` consent stands for the client's address: the renewal reminders need one. */
  expressConsent: z.boolean(),
  /** When the earliest standing express consent was given (ISO instant), or null. */
  expressConsentSince: z.string().nullable(),
  /** The renewal milestones mailed to the client so far (days before maturity), largest first. */
  remindersSent: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FundedMortgage = z.infer<typeof fundedMortgage>;
export const fundedMortgageList = listOf(fundedMortgage);
export type FundedMortgageList = z.infer<typeof fundedMortgageList>;

const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/me/book and /api/admin/book: one page, nearest maturity first; `q` searches client, email and lender. */
export const listBookQuery = pageQuery.extend({
  agentId: z.preprocess(emptyAsAbsent, recordId.optional()),
  rateType: z.preprocess(emptyAsAbsent, z.enum(fundedRateTypes).optional()),
  /** Only mortgages maturing within this many months from today (brokerage day); matured ones excluded. */
  maturingWithinMonths: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(120).optional()),
});
export type ListBookQuery = z.infer<typeof listBookQuery>;

/** The maturities summary (issue 40 §7): the next 12 months from the brokerage's current month. */
export const maturitiesQuery = z.object({ agentId: z.preprocess(emptyAsAbsent, recordId.optional()) });
export type MaturitiesQuery = z.infer<typeof maturitiesQuery>;
export const maturityMonth = z.object({ month: z.string(), count: z.number().int(), amountCents: z.number().int() });
export const maturitiesByMonth = z.object({ months: z.array(maturityMonth) });
export type MaturitiesByMonth = z.infer<typeof maturitiesByMonth>;

export const bookImportMaxRows = 5000;
export const bookImportRow = z.object({
  line: z.number().int(),
  status: z.enum(['ok', 'error']),
  clientName: z.string(),
  clientEmail: z.string(),
  problems: z.record(z.string(), z.string()),
});
export type BookImportRow = z.infer<typeof bookImportRow>;
export const bookImportResult = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  ready: z.number().int(),
  invalid: z.number().int(),
  /** Rows written: 0 for a preview. */
  imported: z.number().int(),
  rows: z.array(bookImportRow),
});
export type BookImportResult = z.infer<typeof bookImportResult>;
