import { stressTestMessages } from '@maple/shared/messages/stress-test';
import { qualificationDefaults, qualificationFields, type QualificationInput } from '@maple/shared/mortgage/qualification';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { readChoice, readNumber, readOptionalNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = stressTestMessages;
const money = qualificationFields.shape.annualIncome;

/** Query parameters of /stress-test-calculator, in link order. */
export const stressTestFields = ['income', 'down', 'years', 'rate', 'tax', 'heating', 'condo', 'debts', 'mortgage', 'switch'] as const;
export type StressTestField = (typeof stressTestFields)[number];

/** The monthly costs and the mortgage to test start empty; `switch` is '1' when ticked. */
export const stressTestDefaults: RawInputs<StressTestField> = {
  income: String(qualificationDefaults.annualIncome),
  down: String(qualificationDefaults.downPayment),
  years: String(qualificationDefaults.amortization),
  rate: String(qualificationDefaults.rate),
  tax: '',
  heating: '',
  condo: '',
  debts: '',
  mortgage: '',
  switch: '',
};

export const stressTestYearOptions: readonly number[] = mortgageRules.affordability.amortizationOptions;

export type StressTestInputs = Required<Omit<QualificationInput, 'mortgageAmount'>> & { mortgageAmount: number | undefined };

export function parseStressTestInputs(raw: RawInputs<StressTestField>): { inputs: StressTestInputs; errors: FieldErrors<StressTestField> } {
  const readings = {
    income: readNumber(raw.income, money, qualificationDefaults.annualIncome, m.moneyInvalid),
    down: readNumber(raw.down, money, qualificationDefaults.downPayment, m.moneyInvalid),
    years: readChoice(raw.years, stressTestYearOptions.map(String), String(qualificationDefaults.amortization), m.amortizationInvalid),
    rate: readNumber(raw.rate, qualificationFields.shape.rate, qualificationDefaults.rate, m.rateInvalid),
    tax: readOptionalNumber(raw.tax, money, 0, m.moneyInvalid),
    heating: readOptionalNumber(raw.heating, money, 0, m.moneyInvalid),
    condo: readOptionalNumber(raw.condo, money, 0, m.moneyInvalid),
    debts: readOptionalNumber(raw.debts, money, 0, m.moneyInvalid),
    mortgage: readOptionalNumber(raw.mortgage, money, undefined, m.moneyInvalid),
    switch: readChoice(raw.switch, ['', '1'], '', m.switchInvalid),
  };
  const errors: FieldErrors<StressTestField> = {};
  for (const [key, reading] of Object.entries(readings)) {
    if (reading.error) errors[key as StressTestField] = reading.error;
  }
  return {
    inputs: {
      annualIncome: readings.income.value,
      downPayment: readings.down.value,
      amortization: Number(readings.years.value),
      rate: readings.rate.value,
      monthlyPropertyTax: readings.tax.value,
      monthlyHeating: readings.heating.value,
      monthlyCondoFees: readings.condo.value,
      monthlyDebts: readings.debts.value,
      mortgageAmount: readings.mortgage.value,
      straightSwitch: readings.switch.value === '1',
    },
    errors,
  };
}
