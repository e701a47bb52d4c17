import { compareMortgagesMessages } from '@maple/shared/messages/compare-mortgages';
import { comparisonRules, type ComparisonScenario } from '@maple/shared/mortgage/comparison';
import { quoteCalculatorFields } from '@maple/shared/mortgage/quote';
import { paymentFrequencyIds } from '@maple/shared/mortgage/rules';
import { amortizationYearOptions } from './mortgage-inputs';
import { readChoice, readNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = compareMortgagesMessages;
const fields = quoteCalculatorFields.shape;

/**
 * A scenario's fields in a link: `price1`, `down1`, `rate1`, `term1`, `years1`, `frequency1`, then 2
 * and 3; `firstOrNew` (yes or no) answers once for all of them whether the buyer is a first-time
 * buyer or the home newly built (30 years insured, with the surcharge).
 */
export const scenarioFieldNames = ['price', 'down', 'rate', 'term', 'years', 'frequency'] as const;
export type ScenarioFieldName = (typeof scenarioFieldNames)[number];
export type ScenarioNumber = 1 | 2 | 3;
export type CompareField = 'count' | 'firstOrNew' | `${ScenarioFieldName}${ScenarioNumber}`;

export const scenarioNumbers: readonly ScenarioNumber[] = [1, 2, 3];
export const defaultScenarioCount = 2;

function scenarioDefaults(n: ScenarioNumber): Record<`${ScenarioFieldName}${ScenarioNumber}`, string> {
  const d = comparisonRules.defaults[n - 1]!;
  return {
    [`price${n}`]: String(d.price),
    [`down${n}`]: String(d.downPayment),
    [`rate${n}`]: String(d.ratePercent),
    [`term${n}`]: String(d.termYears),
    [`years${n}`]: String(d.amortizationYears),
    [`frequency${n}`]: d.frequency,
  } as Record<`${ScenarioFieldName}${ScenarioNumber}`, string>;
}

const yesNo = ['yes', 'no'] as const;

/** Query parameters of /compare-mortgages: how many scenarios are shown, the buyer's answer, then each scenario's fields. */
export const compareDefaults = {
  count: String(defaultScenarioCount),
  firstOrNew: comparisonRules.defaultFirstTimeOrNewBuild ? 'yes' : 'no',
  ...scenarioDefaults(1),
  ...scenarioDefaults(2),
  ...scenarioDefaults(3),
} as RawInputs<CompareField>;

export const field = (name: ScenarioFieldName, n: ScenarioNumber) => `${name}${n}` as CompareField;

/** The scenarios shown and the values the math uses, with a message per bad field (decision 005). */
export function parseCompareInputs(raw: RawInputs<CompareField>): {
  count: number;
  firstTimeOrNewBuild: boolean;
  scenarios: ComparisonScenario[];
  errors: FieldErrors<CompareField>;
} {
  const errors: FieldErrors<CompareField> = {};
  const count = readChoice(raw.count.trim(), ['1', '2', '3'], String(defaultScenarioCount), m.countInvalid);
  if (count.error) errors.count = count.error;
  const firstOrNew = readChoice(raw.firstOrNew, yesNo, compareDefaults.firstOrNew as (typeof yesNo)[number], m.yesNoInvalid);
  if (firstOrNew.error) errors.firstOrNew = firstOrNew.error;
  const scenarios = scenarioNumbers.slice(0, Number(count.value)).map((n) => {
    const d = comparisonRules.defaults[n - 1]!;
    const readings = {
      price: readNumber(raw[field('price', n)], fields.price, d.price, m.moneyInvalid),
      down: readNumber(raw[field('down', n)], fields.downPayment, d.downPayment, m.moneyInvalid),
      rate: readNumber(raw[field('rate', n)], fields.mortgageRate, d.ratePercent, m.rateInvalid),
      term: readChoice(raw[field('term', n)].trim(), comparisonRules.termYearOptions.map(String), String(d.termYears), m.termInvalid),
      years: readChoice(raw[field('years', n)].trim(), amortizationYearOptions.map(String), String(d.amortizationYears), m.amortizationInvalid),
      frequency: readChoice(raw[field('frequency', n)], paymentFrequencyIds, d.frequency, m.frequencyInvalid),
    };
    for (const [name, reading] of Object.entries(readings)) {
      if (reading.error) errors[field(name as ScenarioFieldName, n)] = reading.error;
    }
    let downPayment = readings.down.value;
    let price = readings.price.value;
    // A down payment above the price is refused like any bad value: both go back to the defaults.
    if (downPayment > price) {
      errors[field('down', n)] = m.downPaymentAbovePrice;
      price = d.price;
      downPayment = d.downPayment;
    }
    return {
      price,
      downPayment,
      ratePercent: readings.rate.value,
      termYears: Number(readings.term.value),
      amortizationYears: Number(readings.years.value),
      frequency: readings.frequency.value,
    };
  });
  return { count: scenarios.length, firstTimeOrNewBuild: firstOrNew.value === 'yes', scenarios, errors };
}
