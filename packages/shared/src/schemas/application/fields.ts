import { z } from 'zod';
import { applicationStepsMessages as m } from '../../messages/application-steps.ts';
import { mortgageRules } from '../../mortgage/rules.ts';
import { provinceCodes } from '../../provinces.ts';
import { isCalendarDay } from '../dates.ts';
import { maxApplicantsPerFile } from '../portal.ts';
import { emailText, hasForbiddenCharacters, phoneText, text } from '../text.ts';

// The building blocks of the application's steps (issue 39 §3, decision 093): every field takes the
// message that names it, so a refusal says which field, in the form and in the route's 400 alike.

/** Field limits: generous for people, small enough that a script cannot store megabytes per step. */
export const applicationLimits = {
  name: 100,
  email: 254,
  phone: 30,
  street: 200,
  unit: 20,
  city: 100,
  employer: 200,
  position: 100,
  description: 500,
  /** Prices, values, balances and yearly incomes: the calculators' bound (`mortgageRules.maxPrice`). */
  maxAmount: mortgageRules.maxPrice,
  /** Monthly costs and payments: a bound far above any real one that still refuses a slipped decimal point. */
  maxMonthlyAmount: 1_000_000,
  maxHourlyRate: 10_000,
  /** Every hour of the week: a bound, not a judgement on anyone's hours. */
  maxHoursPerWeek: 168,
  maxDependants: 20,
  /** The main applicant and three co-applicants, as many as may open the file in the portal. */
  maxApplicants: maxApplicantsPerFile,
  maxAddresses: 12,
  maxJobs: 12,
  maxItems: 30,
  maxDownPaymentSources: 10,
  /** Lenders ask for three years of address and employment history. */
  historyMonths: 36,
} as const;

const L = applicationLimits;

/**
 * A one-line text field whose every refusal names it: control characters (checked here first, so
 * `text()`'s shared message never shows), then `text()`'s trimming and length, with the field's label.
 */
function namedText(label: string, max: number, invalid: string) {
  return z
    .string({ error: invalid })
    .refine((v) => !hasForbiddenCharacters(v), { message: m.notAllowed(label), abort: true })
    .pipe(text({ max, invalid, tooLong: m.tooLong(label, max) }));
}

/** A required one-line field: present and not blank once trimmed. */
export function requiredField(label: string, required: string, max: number) {
  return namedText(label, max, required).refine((v) => v !== '', required);
}

/** An optional one-line field; an empty string means "not given" and becomes undefined. */
export function optionalField(label: string, max: number) {
  return namedText(label, max, m.textInvalid(label))
    .optional()
    .transform((v) => (v ? v : undefined));
}

export const emailField = (label: string, message: string) => emailText({ invalid: message, required: message, tooLong: m.tooLong(label, L.email) });

export const phoneField = (label: string, message: string) => phoneText({ max: L.phone, required: message, tooLong: m.tooLong(label, L.phone) });

/**
 * Dollars to the cent, as the calculators and leads carry money (`calculatorMoney`, built the same
 * way, takes one message for every field; here each field names itself). Non-negative, or more than
 * 0 with `positive`; the math reads them in integer cents (mortgage/money.ts).
 */
export function money(message: string, { positive = false, max = L.maxAmount }: { positive?: boolean; max?: number } = {}) {
  const base = z.number({ error: message });
  return (positive ? base.positive(message) : base.min(0, message)).max(max, message).multipleOf(0.01, message);
}

/** A whole number from `min` to `max`. */
export const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * An optional calendar day: a date input left empty sends '' (or nothing), which means "not given".
 * The same check as `day()` (schemas/dates.ts), so the years stay in `dateRange`.
 */
export function optionalDay(message: string) {
  return z
    .string({ error: message })
    .refine((v) => v === '' || isCalendarDay(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));
}

const monthPattern = /^\d{4}-\d{2}$/;

/** True for a month `YYYY-MM` whose first day is a calendar day in `dateRange`. */
export const isCalendarMonth = (value: string) => monthPattern.test(value) && isCalendarDay(`${value}-01`);

/** A month `YYYY-MM` (an address's moving months: people remember the month, rarely the day). */
export const month = (message: string) => z.string({ error: message }).refine(isCalendarMonth, message);

/** An optional month, '' meaning "not given" (the current address has no end month). */
export function optionalMonth(message: string) {
  return z
    .string({ error: message })
    .refine((v) => v === '' || isCalendarMonth(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** '2026-11' (or a day in it) → a count of months, so months compare and subtract as integers. */
export const monthIndex = (monthOrDay: string) => Number(monthOrDay.slice(0, 4)) * 12 + Number(monthOrDay.slice(5, 7)) - 1;

/** The inverse of `monthIndex`: 24322 → '2026-11'. */
export const monthOfIndex = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The first month the history must reach back to: the month three years before `today`'s. */
export const historyStart = (today: string) => monthOfIndex(monthIndex(today) - L.historyMonths);

/**
 * The most recent month from `historyStart(today)` to `today`'s month that no period covers, or
 * undefined when the history is whole. Periods are inclusive month ranges and may overlap (a move
 * or a new job in the middle of a month counts for both), so a gap shorter than a calendar month is
 * not a gap: lenders ask for three years of history, not for every day of it.
 */
export function uncoveredMonth(periods: readonly { from: number; to: number }[], today: string): string | undefined {
  const current = monthIndex(today);
  for (let month = current; month >= current - L.historyMonths; month--) {
    if (!periods.some((period) => period.from <= month && month <= period.to)) return monthOfIndex(month);
  }
  return undefined;
}

// Canada Post's A1A 1A1: no D, F, I, O, Q or U anywhere (scanners confuse them with digits and each
// other), and no W or Z as the first letter. The first letter is not matched to the province: a few
// places near a border carry the neighbour's letter, and refusing a real address is worse.
const postalCodePattern = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A Canadian postal code in any case, with or without its space; kept as 'K1A 0B1'. */
export function postalCode(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => postalCodePattern.test(v), message)
    .transform((v) => {
      const plain = v.toUpperCase().replace(' ', '');
      return `${plain.slice(0, 3)} ${plain.slice(3)}`;
    });
}

const a = m.addresses;

/** A Canadian street address: the addresses step's and the property's. */
export const addressFields = {
  street: requiredField(a.fields.street, a.errors.street, L.street),
  unit: optionalField(a.fields.unit, L.unit),
  city: requiredField(a.fields.city, a.errors.city, L.city),
  province: z.enum(provinceCodes, { error: a.errors.province }),
  postalCode: postalCode(a.errors.postalCode),
};

/** An applicant's id (a UUID: their portal applicant id where they have one); other steps refer to it. */
export const applicantId = (message: string) => z.guid({ error: message });

/** Adds a refusal at `path` (a refinement's one way of naming the field it is about). */
export const refuse = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** The indexes of the entries whose `key` repeats an earlier entry's (two applicants with one id). */
export function repeated<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const k = key(item);
    if (seen.has(k)) return [index];
    seen.add(k);
    return [];
  });
}

/** An item of kind "other" without a description says nothing a lender can weigh. */
export const describeOther = (message: string) => (item: { kind: string; description?: string }, ctx: z.RefinementCtx) => {
  if (item.kind === 'other' && !item.description) refuse(ctx, ['description'], message);
};
