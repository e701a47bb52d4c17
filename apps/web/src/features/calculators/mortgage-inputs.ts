import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { mortgageRules, paymentFrequencyIds, type PaymentFrequency } from '@maple/shared/mortgage/rules';
import { amortizationScheduleInput } from '@maple/shared/mortgage/schedule';
import { defaultProvince, provinceCodes, type ProvinceCode } from '@maple/shared/provinces';
import type { PublicRate } from '@maple/shared/schemas/rates';
import { readChoice, readNumber, readOptionalNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = calculatorsMessages.mortgage;
const fields = amortizationScheduleInput.shape;
const calculatorDefaults = mortgageRules.paymentCalculator.defaults;

export type CompoundingId = (typeof mortgageRules.compoundingOptions)[number]['id'];
const compoundingIds = mortgageRules.compoundingOptions.map((c) => c.id);

function compoundingIdFor(periodsPerYear: number): CompoundingId {
  return mortgageRules.compoundingOptions.find((c) => c.periodsPerYear === periodsPerYear)?.id ?? 'semi-annual';
}

export function compoundingPerYear(id: CompoundingId): number {
  return mortgageRules.compoundingOptions.find((c) => c.id === id)?.periodsPerYear ?? mortgageRules.defaultCompoundingPerYear;
}

/** Query parameters of /mortgage-calculator, in the order they appear in a shared link. */
export const mortgageFields = ['amount', 'province', 'rate', 'customRate', 'years', 'frequency', 'compounding'] as const;
export type MortgageField = (typeof mortgageFields)[number];

/** `rate` is a key of one of today's rates (see rateKey); empty means "the usual 5-year fixed". */
export const mortgageDefaults: RawInputs<MortgageField> = {
  amount: String(calculatorDefaults.amount),
  province: defaultProvince,
  rate: '',
  customRate: '',
  years: String(calculatorDefaults.amortization),
  frequency: calculatorDefaults.paymentFrequency,
  compounding: compoundingIdFor(calculatorDefaults.compoundingPerYear),
};

export const amortizationYearOptions = Array.from(
  { length: mortgageRules.paymentCalculator.maxAmortization - mortgageRules.paymentCalculator.minAmortization + 1 },
  (_, i) => mortgageRules.paymentCalculator.minAmortization + i,
);

export interface MortgageInputs {
  amount: number;
  province: ProvinceCode;
  rateKey: string;
  /** Replaces the chosen rate when present. */
  customRate: number | undefined;
  years: number;
  frequency: PaymentFrequency;
  compounding: CompoundingId;
}

/** The values the math uses, with a message for each field whose text was not valid. */
export function parseMortgageInputs(raw: RawInputs<MortgageField>): { inputs: MortgageInputs; errors: FieldErrors<MortgageField> } {
  const amount = readNumber(raw.amount, fields.principal, calculatorDefaults.amount, m.amountInvalid);
  const province = readChoice(raw.province, provinceCodes, defaultProvince, m.provinceInvalid);
  const customRate = readOptionalNumber(raw.customRate, fields.ratePercent, undefined, m.customRateInvalid);
  const years = readChoice(raw.years.trim(), amortizationYearOptions.map(String), String(calculatorDefaults.amortization), m.amortizationInvalid);
  const frequency = readChoice(raw.frequency, paymentFrequencyIds, calculatorDefaults.paymentFrequency, m.frequencyInvalid);
  const compounding = readChoice(raw.compounding, compoundingIds, compoundingIdFor(calculatorDefaults.compoundingPerYear), m.compoundingInvalid);
  const errors: FieldErrors<MortgageField> = {};
  for (const [key, reading] of Object.entries({ amount, province, customRate, years, frequency, compounding })) {
    if (reading.error) errors[key as MortgageField] = reading.error;
  }
  return {
    inputs: {
      amount: amount.value,
      province: province.value,
      rateKey: raw.rate.trim().toLowerCase(),
      customRate: customRate.value,
      years: Number(years.value),
      frequency: frequency.value,
      compounding: compounding.value,
    },
    errors,
  };
}

type RateIdentity = Pick<PublicRate, 'termMonths' | 'rateType' | 'mortgageType'>;

/**
 * A rate's key in a link: term, type and mortgage type ('60-fixed-conventional'). Unlike the row
 * id it survives the daily re-scrape, so a bookmarked link keeps meaning "today's 5-year fixed".
 */
export function rateKey(rate: RateIdentity): string {
  return `${rate.termMonths}-${rate.rateType}-${rate.mortgageType.toLowerCase()}`;
}

/** The rate chosen when the link names none: the 5-year fixed conventional, else the first listed. */
export function defaultRate<R extends RateIdentity>(rates: readonly R[]): R | undefined {
  return rates.find((r) => r.termMonths === 60 && r.rateType === 'fixed' && r.mortgageType === 'Conventional') ?? rates[0];
}

export interface RateChoice<R> {
  ratePercent: number;
  /** custom: the typed rate; chosen: one of today's rates; fallback: no rate list to choose from. */
  source: 'custom' | 'chosen' | 'fallback';
  /** The rate the select shows (present whenever today's rates are known and not empty). */
  chosen: R | undefined;
  error?: string;
}

/**
 * Which rate the payment uses. `rates` is undefined while loading or after a failure; the custom
 * rate works either way, and with neither the quote's default rate (3.94) stands in.
 */
export function chooseRate<R extends RateIdentity & { ourRate: number }>(options: {
  rates: readonly R[] | undefined;
  rateKey: string;
  customRate: number | undefined;
}): RateChoice<R> {
  const { rates, customRate } = options;
  const named = options.rateKey ? rates?.find((r) => rateKey(r) === options.rateKey) : undefined;
  const chosen = named ?? (rates ? defaultRate(rates) : undefined);
  const error = options.rateKey && rates && rates.length > 0 && !named ? m.rateUnavailable : undefined;
  if (customRate !== undefined) return { ratePercent: customRate, source: 'custom', chosen, error };
  if (chosen) return { ratePercent: chosen.ourRate, source: 'chosen', chosen, error };
  return { ratePercent: mortgageRules.quote.defaults.mortgageRate, source: 'fallback', chosen: undefined, error };
}
