import type { ProvinceCode } from '../provinces.ts';
import { insuredMortgagePremium, premiumSalesTaxCents, type InsuredPremium } from './insured-premium.ts';
import { landTransferTax, type LandTransferTax, type Municipality } from './land-transfer-tax.ts';

/**
 * The costs a buyer pays in cash at closing, besides the down payment. The editable items start
 * at defaults inside the ranges the chat assistant quotes (apps/server/src/modules/chat/knowledge:
 * legal fees $1,000 to $2,500, title insurance about $250 to $400, inspection $300 to $500); the
 * appraisal and the adjustments are this calculator's own (decision 082).
 */
export const closingCostDefaults = {
  legalFeesCents: 1_500_00,
  titleInsuranceCents: 300_00,
  inspectionCents: 400_00,
  appraisalCents: 350_00,
  /** Property tax and utilities prepaid by the seller, repaid at closing. */
  adjustmentsCents: 500_00,
} as const;

export type EditableCostId = 'legalFees' | 'titleInsurance' | 'inspection' | 'appraisal' | 'adjustments';
export const editableCostIds: readonly EditableCostId[] = ['legalFees', 'titleInsurance', 'inspection', 'appraisal', 'adjustments'];
export type ClosingCostId = 'landTransferTax' | 'premiumSalesTax' | EditableCostId;

export interface ClosingCostsInput {
  province: ProvinceCode;
  municipality?: Municipality;
  priceCents: number;
  downPaymentCents: number;
  amortizationYears: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  foreignBuyer?: boolean;
  /** YYYY-MM-DD: the land transfer tax and the premium's sales tax are those of this day. */
  closingDate: string;
  /**
   * YYYY-MM-DD: the day whose insured-mortgage rules apply, when it is not the closing day. The
   * federal rules apply to the application by its date (an agent's file), while the taxes are
   * those of the day the transfer is registered.
   */
  insuranceRulesOn?: string;
  /** Each editable item in cents; a missing one takes its default. */
  costs?: Partial<Record<EditableCostId, number>>;
}

export interface ClosingCostItem {
  id: ClosingCostId;
  amountCents: number;
}

export interface CashToClose {
  items: ClosingCostItem[];
  closingCostsCents: number;
  downPaymentCents: number;
  /** The down payment plus every closing cost. */
  cashToCloseCents: number;
}

/** The sum: down payment plus the itemised closing costs (each clamped at 0), in cents. */
export function cashToClose(downPaymentCents: number, items: readonly ClosingCostItem[]): CashToClose {
  const clean = items.map((item) => ({ id: item.id, amountCents: Math.max(0, Math.round(item.amountCents)) }));
  const closingCostsCents = clean.reduce((sum, item) => sum + item.amountCents, 0);
  const down = Math.max(0, Math.round(downPaymentCents));
  return { items: clean, closingCostsCents, downPaymentCents: down, cashToCloseCents: down + closingCostsCents };
}

export interface ClosingCosts extends CashToClose {
  landTransferTax: LandTransferTax;
  premium: InsuredPremium;
  /** The mortgage: price − down payment, plus the premium (which is financed; its sales tax is not). */
  mortgageCents: number;
}

/** Every closing cost of a purchase, worked out on the closing day's rules. */
export function closingCosts(input: ClosingCostsInput): ClosingCosts {
  const priceCents = Math.max(0, Math.round(input.priceCents));
  const downPaymentCents = Math.min(priceCents, Math.max(0, Math.round(input.downPaymentCents)));
  const premium = insuredMortgagePremium({
    priceCents,
    downPaymentCents,
    amortizationYears: input.amortizationYears,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
    on: input.insuranceRulesOn ?? input.closingDate,
  });
  const mortgageCents = priceCents - downPaymentCents + premium.premiumCents;
  const tax = landTransferTax({
    province: input.province,
    municipality: input.municipality,
    priceCents,
    firstTimeBuyer: input.firstTimeBuyer,
    newlyBuilt: input.newBuild,
    foreignBuyer: input.foreignBuyer,
    mortgageCents,
    on: input.closingDate,
  });
  const editable = editableCostIds.map((id) => ({ id, amountCents: input.costs?.[id] ?? closingCostDefaults[`${id}Cents`] }));
  const items: ClosingCostItem[] = [
    { id: 'landTransferTax', amountCents: tax.totalCents },
    { id: 'premiumSalesTax', amountCents: premiumSalesTaxCents(premium.premiumCents, input.province, input.closingDate) },
    ...editable,
  ];
  return { ...cashToClose(downPaymentCents, items), landTransferTax: tax, premium, mortgageCents };
}
