import type { Db } from '@maple/db/client';
import { calculateAffordability } from '@maple/shared/mortgage/affordability';
import { minimumDownPayment } from '@maple/shared/mortgage/insurance';
import { regularPayment } from '@maple/shared/mortgage/payment';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { provinceName } from '@maple/shared/provinces';
import type { RateType } from '@maple/shared/schemas/rates';
import { termLabel } from '@maple/shared/terms';
import { findLowestCurrentRate } from '../../rates/rates.service.ts';

// The live tools both engines use: figures come from the rates table and the shared mortgage
// module, never from the wording of an answer or a language model's memory.

export const money = (value: number, cents = true) =>
  `$${value.toLocaleString('en-CA', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
export const percent = (value: number) => `${value.toFixed(2)}%`;

export type CurrentRate = { ourRate: number; postedRate: number; termMonths: number; termLabel: string; rateType: RateType; mortgageType: string; province: string; provinceName: string };

/**
 * The lowest active rate for a term and type (any when not given), skipping rows a newer scrape of
 * the same key replaced; null when the table has none. A database error is thrown to the caller,
 * which logs it and answers with the canned text (public-site §8).
 */
export async function findCurrentRate(db: Db, filter: { termMonths?: number; rateType?: RateType } = {}): Promise<CurrentRate | null> {
  const found = await findLowestCurrentRate(db, filter);
  if (!found) return null;
  const { scrapedAt: _scrapedAt, lastEditedAt: _lastEditedAt, ...row } = found;
  return { ...row, termLabel: termLabel(row.termMonths), provinceName: provinceName(row.province) ?? row.province };
}

export type PaymentFigures = { amount: number; ratePercent: number; amortizationYears: number; monthlyPayment: number };

/** The monthly payment to the cent, semi-annual compounding as Canadian fixed rates are quoted. */
export function paymentFor(amount: number, ratePercent: number, amortizationYears: number): PaymentFigures {
  return { amount, ratePercent, amortizationYears, monthlyPayment: regularPayment({ principal: amount, ratePercent, amortizationYears, frequency: 'monthly' }) };
}

export type MinimumDownFigures = { price: number; minimumDown: number; percentOfPrice: number };

export function minimumDownFor(price: number): MinimumDownFigures {
  const minimumDown = minimumDownPayment(price);
  return { price, minimumDown, percentOfPrice: price > 0 ? Math.round((minimumDown / price) * 10_000) / 100 : 0 };
}

export type AffordabilityFigures = { annualIncome: number; downPayment: number; ratePercent: number; amortizationYears: number; maxPrice: number; maxMortgage: number; monthlyPayment: number };

export function affordabilityFor(annualIncome: number, downPayment = 0, ratePercent: number = mortgageRules.affordability.defaults.rate, amortizationYears = 25): AffordabilityFigures {
  const result = calculateAffordability({ annualIncome, downPayment, amortization: amortizationYears, rate: ratePercent });
  return { annualIncome, downPayment, ratePercent, amortizationYears, maxPrice: result.maxPrice, maxMortgage: result.maxMortgage, monthlyPayment: result.monthlyPayment };
}

/** Amounts a tool accepts: a person's figures, not a script's. */
export const toolLimits = { maxAmount: mortgageRules.maxPrice, maxRate: mortgageRules.maxRatePercent, maxYears: mortgageRules.maxAmortizationYears };
