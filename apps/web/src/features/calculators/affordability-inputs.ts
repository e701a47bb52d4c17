import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { affordabilityInput, type AffordabilityInput } from '@maple/shared/mortgage/affordability';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { readChoice, readNumber, readOptionalNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = calculatorsMessages.affordability;
const defaults = mortgageRules.affordability.defaults;
const money = affordabilityInput.shape.annualIncome;

/** Query parameters of /affordability-calculator, in link order. */
export const affordabilityFields = ['income', 'down', 'years', 'rate', 'debts', 'tax', 'heating'] as const;
export type AffordabilityField = (typeof affordabilityFields)[number];

/** The monthly costs start empty, which counts as 0. */
export const affordabilityDefaults: RawInputs<AffordabilityField> = {
  income: String(defaults.annualIncome),
  down: String(defaults.downPayment),
  years: String(defaults.amortization),
  rate: String(defaults.rate),
  debts: '',
  tax: '',
  heating: '',
};

export const affordabilityYearOptions: readonly number[] = mortgageRules.affordability.amortizationOptions;

export function parseAffordabilityInputs(raw: RawInputs<AffordabilityField>): {
  inputs: Required<AffordabilityInput>;
  errors: FieldErrors<AffordabilityField>;
} {
  const readings = {
    income: readNumber(raw.income, money, defaults.annualIncome, m.moneyInvalid),
    down: readNumber(raw.down, money, defaults.downPayment, m.moneyInvalid),
    years: readChoice(raw.years, affordabilityYearOptions.map(String), String(defaults.amortization), m.amortizationInvalid),
    rate: readNumber(raw.rate, affordabilityInput.shape.rate, defaults.rate, m.rateInvalid),
    debts: readOptionalNumber(raw.debts, money, 0, m.moneyInvalid),
    tax: readOptionalNumber(raw.tax, money, 0, m.moneyInvalid),
    heating: readOptionalNumber(raw.heating, money, 0, m.moneyInvalid),
  };
  const errors: FieldErrors<AffordabilityField> = {};
  for (const [key, reading] of Object.entries(readings)) {
    if (reading.error) errors[key as AffordabilityField] = reading.error;
  }
  return {
    inputs: {
      annualIncome: readings.income.value,
      downPayment: readings.down.value,
      amortization: Number(readings.years.value),
      rate: readings.rate.value,
      monthlyDebts: readings.debts.value,
      monthlyPropertyTax: readings.tax.value,
      monthlyHeating: readings.heating.value,
    },
    errors,
  };
}
