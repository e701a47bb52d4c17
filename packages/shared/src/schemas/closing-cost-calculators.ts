import { z } from 'zod';
import { landTransferTaxMessages } from '../messages/land-transfer-tax.ts';
import { municipalities } from '../mortgage/land-transfer-tax.ts';
import { mortgageRules } from '../mortgage/rules.ts';
import { provinceCodes } from '../provinces.ts';
import { day } from './dates.ts';

const m = landTransferTaxMessages.validation;

/** Closing days the calculators take: the schedules here start in 2024 (Quebec's yearly thresholds). */
export const closingDateRange = { min: '2024-01-01', max: '2035-12-31' } as const;

/** A dollar amount to the cent, as the pages and the leads carry it (the math works in cents). */
export const calculatorMoney = z.number({ error: m.moneyInvalid }).min(0, m.moneyInvalid).max(mortgageRules.maxPrice, m.moneyInvalid).multipleOf(0.01, m.moneyInvalid);

/** The land transfer tax calculator's inputs (/land-transfer-tax-calculator and its lead). */
export const landTransferTaxInputs = z.object({
  province: z.enum(provinceCodes, { error: m.provinceInvalid }),
  municipality: z.enum(municipalities, { error: m.municipalityInvalid }).default('other'),
  price: calculatorMoney,
  firstTimeBuyer: z.boolean().default(false),
  newlyBuilt: z.boolean().default(false),
  foreignBuyer: z.boolean().default(false),
  /** The closing day (YYYY-MM-DD): the schedules in force that day apply. */
  closingDate: day({ invalid: m.dateInvalid }).refine((d) => d >= closingDateRange.min && d <= closingDateRange.max, m.dateInvalid),
});
export type LandTransferTaxInputs = z.infer<typeof landTransferTaxInputs>;

/** The closing costs calculator's inputs (/closing-costs-calculator and its lead). */
export const closingCostsFields = z.object({
  ...landTransferTaxInputs.shape,
  downPayment: calculatorMoney,
  amortization: z.number({ error: m.amortizationInvalid }).int(m.amortizationInvalid).min(1, m.amortizationInvalid).max(mortgageRules.maxAmortizationYears, m.amortizationInvalid),
  legalFees: calculatorMoney,
  titleInsurance: calculatorMoney,
  inspection: calculatorMoney,
  appraisal: calculatorMoney,
  adjustments: calculatorMoney,
});
export const closingCostsInputs = closingCostsFields.refine((v) => v.downPayment <= v.price, { path: ['downPayment'], message: m.downPaymentAbovePrice });
export type ClosingCostsInputs = z.infer<typeof closingCostsInputs>;
