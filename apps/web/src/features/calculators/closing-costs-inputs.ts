import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { closingCostDefaults, type EditableCostId } from '@maple/shared/mortgage/closing-costs';
import { fromCents } from '@maple/shared/mortgage/money';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { calculatorMoney } from '@maple/shared/schemas/closing-cost-calculators';
import { parsePurchaseInputs, purchaseDefaults, purchaseFields, type PurchaseInputs } from './purchase-inputs';
import { readChoice, readNumber, type FieldErrors, type RawInputs } from './url-inputs';

const m = landTransferTaxMessages.validation;

export const closingCostsDefaultPrice = 500_000;
const defaultDown = 50_000;
const defaultYears = 25;

/** The editable items' query names, in the order the page lists them. */
export const costFields = { legal: 'legalFees', title: 'titleInsurance', inspection: 'inspection', appraisal: 'appraisal', adjustments: 'adjustments' } as const satisfies Record<string, EditableCostId>;
type CostField = keyof typeof costFields;

/** Query parameters of /closing-costs-calculator. */
export const closingCostsFields = [...purchaseFields, 'down', 'years', ...(Object.keys(costFields) as CostField[])] as const;
export type ClosingCostsField = (typeof closingCostsFields)[number];

export const closingCostsYearOptions: readonly number[] = Array.from({ length: mortgageRules.maxAmortizationYears }, (_, i) => i + 1).filter((y) => y % 5 === 0);

const costDefault = (field: CostField) => fromCents(closingCostDefaults[`${costFields[field]}Cents`]);

export const closingCostsDefaults: RawInputs<ClosingCostsField> = {
  ...purchaseDefaults(closingCostsDefaultPrice),
  down: String(defaultDown),
  years: String(defaultYears),
  legal: String(costDefault('legal')),
  title: String(costDefault('title')),
  inspection: String(costDefault('inspection')),
  appraisal: String(costDefault('appraisal')),
  adjustments: String(costDefault('adjustments')),
};

export interface ClosingCostsPageInputs extends PurchaseInputs {
  downPayment: number;
  amortization: number;
  costs: Record<EditableCostId, number>;
}

export function parseClosingCostsInputs(raw: RawInputs<ClosingCostsField>, today: string) {
  const purchase = parsePurchaseInputs(raw, closingCostsDefaultPrice, today);
  const errors: FieldErrors<ClosingCostsField> = { ...purchase.errors };
  let down = readNumber(raw.down, calculatorMoney, defaultDown, m.moneyInvalid);
  // A down payment above the price falls back too (the smaller of the default and the price).
  if (!down.error && down.value > purchase.inputs.price) down = { value: Math.min(defaultDown, purchase.inputs.price), error: m.downPaymentAbovePrice };
  if (down.error) errors.down = down.error;
  const years = readChoice(raw.years, closingCostsYearOptions.map(String), String(defaultYears), m.amortizationInvalid);
  if (years.error) errors.years = years.error;
  const costs = {} as Record<EditableCostId, number>;
  for (const field of Object.keys(costFields) as CostField[]) {
    const reading = readNumber(raw[field], calculatorMoney, costDefault(field), m.moneyInvalid);
    costs[costFields[field]] = reading.value;
    if (reading.error) errors[field] = reading.error;
  }
  const inputs: ClosingCostsPageInputs = { ...purchase.inputs, downPayment: down.value, amortization: Number(years.value), costs };
  return { inputs, errors };
}
