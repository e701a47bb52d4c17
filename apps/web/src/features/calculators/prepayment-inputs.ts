import { prepaymentMessages } from '@maple/shared/messages/prepayment';
import { prepaymentInput, prepaymentRules, type PrepaymentInput } from '@maple/shared/mortgage/prepayment';
import { paymentFrequencyIds } from '@maple/shared/mortgage/rules';
import { amortizationYearOptions } from './mortgage-inputs';
import { readChoice, readNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = prepaymentMessages;
const fields = prepaymentInput.shape;
const d = prepaymentRules.defaults;

/** Query parameters of /prepayment-calculator, in the order they appear in a shared link. */
export const prepaymentFields = ['amount', 'rate', 'years', 'frequency', 'extra', 'yearly', 'once', 'onceYear', 'lumpLimit', 'increaseLimit'] as const;
export type PrepaymentField = (typeof prepaymentFields)[number];

export const prepaymentDefaults: RawInputs<PrepaymentField> = {
  amount: String(d.principal),
  rate: String(d.ratePercent),
  years: String(d.amortizationYears),
  frequency: d.frequency,
  extra: String(d.extraPayment),
  yearly: String(d.annualLumpSum),
  once: String(d.oneOffLumpSum),
  onceYear: String(d.oneOffYear),
  lumpLimit: String(d.lumpSumPrivilegePercent),
  increaseLimit: String(d.paymentIncreasePrivilegePercent),
};

/** An emptied money field means "none" rather than a mistake. */
const orZero = (raw: string) => (raw.trim() === '' ? '0' : raw);

/** The values the math uses, with a message for each field whose text was not valid (decision 005). */
export function parsePrepaymentInputs(raw: RawInputs<PrepaymentField>): { inputs: PrepaymentInput; errors: FieldErrors<PrepaymentField> } {
  const readings = {
    amount: readNumber(raw.amount, fields.principal, d.principal, m.amountInvalid),
    rate: readNumber(raw.rate, fields.ratePercent, d.ratePercent, m.rateInvalid),
    years: readChoice(raw.years.trim(), amortizationYearOptions.map(String), String(d.amortizationYears), m.amortizationInvalid),
    frequency: readChoice(raw.frequency, paymentFrequencyIds, d.frequency, m.frequencyInvalid),
    extra: readNumber(orZero(raw.extra), fields.extraPayment, d.extraPayment, m.amountInvalid),
    yearly: readNumber(orZero(raw.yearly), fields.annualLumpSum, d.annualLumpSum, m.amountInvalid),
    once: readNumber(orZero(raw.once), fields.oneOffLumpSum, d.oneOffLumpSum, m.amountInvalid),
    onceYear: readChoice(raw.onceYear.trim(), amortizationYearOptions.map(String), String(d.oneOffYear), m.yearInvalid),
    lumpLimit: readNumber(raw.lumpLimit, fields.lumpSumPrivilegePercent, d.lumpSumPrivilegePercent, m.percentInvalid),
    increaseLimit: readNumber(raw.increaseLimit, fields.paymentIncreasePrivilegePercent, d.paymentIncreasePrivilegePercent, m.percentInvalid),
  };
  const errors: FieldErrors<PrepaymentField> = {};
  for (const [key, reading] of Object.entries(readings)) {
    if (reading.error) errors[key as PrepaymentField] = reading.error;
  }
  return {
    inputs: {
      principal: readings.amount.value,
      ratePercent: readings.rate.value,
      amortizationYears: Number(readings.years.value),
      frequency: readings.frequency.value,
      extraPayment: readings.extra.value,
      annualLumpSum: readings.yearly.value,
      oneOffLumpSum: readings.once.value,
      oneOffYear: Number(readings.onceYear.value),
      lumpSumPrivilegePercent: readings.lumpLimit.value,
      paymentIncreasePrivilegePercent: readings.increaseLimit.value,
    },
    errors,
  };
}
