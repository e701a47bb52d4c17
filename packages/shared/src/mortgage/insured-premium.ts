import { roundHalfAwayFromZero } from './money.ts';

/**
 * Mortgage default insurance under the federal rules in force on a day (issue 41). The spec's two
 * calculators keep their own figures in insurance.ts (decision 081); everything new calls
 * `insuredMortgagePremium` here with the closing day.
 *
 * Sources (not re-read in this session, which had no internet; the 15 December 2024 figures are
 * the ones issue 41 states, and the $500,000 / 10% vector holds):
 * - Department of Finance Canada, "Government announces boldest mortgage reforms in decades"
 *   (16 September 2024): https://www.canada.ca/en/department-finance/news/2024/09/government-announces-boldest-mortgage-reforms-in-decades.html
 * - CMHC, Mortgage loan insurance premiums: https://www.cmhc-schl.gc.ca/professionals/project-funding-and-mortgage-financing/mortgage-loan-insurance/mortgage-loan-insurance-homeownership-programs/premium-information-for-homeowner-and-small-rental-loans
 */
export interface InsuredMortgageRules {
  effectiveFrom: string;
  effectiveTo?: string;
  /** Insured only when the price is below this (cents). */
  priceCapCents: number;
  /** Minimum down payment: marginal percents up to each limit (cents), the last one up to the cap. */
  minimumDownTiers: readonly { upToCents: number; percent: number }[];
  /** Premium bands by down payment percent (of the price), lowest first; the premium is a percent of the loan. */
  premiumBands: readonly { minDownPercent: number; premiumPercent: number }[];
  /** At or above this down payment percent the mortgage need not be insured. */
  insuranceFreeDownPercent: number;
  maxAmortizationYears: number;
  /** Who may take the longer amortization, and up to how long. */
  extendedAmortization?: { years: number; who: 'first-time-and-new-build' | 'first-time-or-new-build'; surchargePercent: number };
}

const $ = (dollars: number) => Math.round(dollars * 100);
const bands = [
  { minDownPercent: 5, premiumPercent: 4.0 },
  { minDownPercent: 10, premiumPercent: 3.1 },
  { minDownPercent: 15, premiumPercent: 2.8 },
] as const;

export const insuredMortgageRules: readonly InsuredMortgageRules[] = [
  {
    effectiveFrom: '2021-07-01',
    effectiveTo: '2024-08-01',
    priceCapCents: $(1_000_000),
    minimumDownTiers: [
      { upToCents: $(500_000), percent: 5 },
      { upToCents: $(1_000_000), percent: 10 },
    ],
    premiumBands: bands,
    insuranceFreeDownPercent: 20,
    maxAmortizationYears: 25,
  },
  {
    // 30 years for first-time buyers of newly built homes, with a 0.20% premium surcharge.
    effectiveFrom: '2024-08-01',
    effectiveTo: '2024-12-15',
    priceCapCents: $(1_000_000),
    minimumDownTiers: [
      { upToCents: $(500_000), percent: 5 },
      { upToCents: $(1_000_000), percent: 10 },
    ],
    premiumBands: bands,
    insuranceFreeDownPercent: 20,
    maxAmortizationYears: 25,
    extendedAmortization: { years: 30, who: 'first-time-and-new-build', surchargePercent: 0.2 },
  },
  {
    // The $1.5 million cap; 30 years for every first-time buyer and every buyer of a new build.
    effectiveFrom: '2024-12-15',
    priceCapCents: $(1_500_000),
    minimumDownTiers: [
      { upToCents: $(500_000), percent: 5 },
      { upToCents: $(1_500_000), percent: 10 },
    ],
    premiumBands: bands,
    insuranceFreeDownPercent: 20,
    maxAmortizationYears: 25,
    extendedAmortization: { years: 30, who: 'first-time-or-new-build', surchargePercent: 0.2 },
  },
];

export interface InsuredPremiumInput {
  priceCents: number;
  downPaymentCents: number;
  amortizationYears: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  /** YYYY-MM-DD: the rules in force that day apply. */
  on: string;
}

/** Why a mortgage that needs insurance cannot have it. */
export type NotInsurableReason = 'price-at-or-over-cap' | 'below-minimum-down-payment' | 'amortization-too-long';

export interface InsuredPremium {
  /** False at or above 20% down: no premium. */
  insuranceRequired: boolean;
  /** Empty when the mortgage can be insured (or need not be). */
  notInsurable: NotInsurableReason[];
  loanCents: number;
  minimumDownPaymentCents: number;
  /** The band's percent plus any surcharge; 0 when no premium applies. */
  premiumPercent: number;
  surchargePercent: number;
  /** 0 when not required or not insurable. */
  premiumCents: number;
  maxAmortizationYears: number;
  priceCapCents: number;
  rulesFrom: string;
}

export function insuredRulesOn(on: string): InsuredMortgageRules {
  const rules = insuredMortgageRules.find((r) => r.effectiveFrom <= on && (r.effectiveTo === undefined || on < r.effectiveTo));
  // Before the first dated rules, the oldest ones stand in (the calculators take today's dates).
  return rules ?? insuredMortgageRules[0]!;
}

function minimumDownCents(priceCents: number, rules: InsuredMortgageRules): number {
  // At or over the cap the mortgage is uninsured: 20% down.
  if (priceCents >= rules.priceCapCents) return roundHalfAwayFromZero((priceCents * rules.insuranceFreeDownPercent) / 100);
  let required = 0;
  let floor = 0;
  for (const tier of rules.minimumDownTiers) {
    const ceiling = Math.min(priceCents, tier.upToCents);
    if (ceiling > floor) required += ((ceiling - floor) * tier.percent) / 100;
    floor = Math.max(floor, ceiling);
  }
  return roundHalfAwayFromZero(required);
}

/** The least down payment for a price under the rules in force on `on` (YYYY-MM-DD), in cents: 20% at or over the cap. */
export function insuredMinimumDownPaymentCents(priceCents: number, on: string): number {
  return minimumDownCents(Math.max(0, Math.round(priceCents)), insuredRulesOn(on));
}

/**
 * The insurance premium on price − down payment under the rules in force on `on`. Band edges are
 * compared in cents (down × 100 ≥ price × percent), so exactly 10% down is in the 10% band.
 * Worked example (issue 41): $500,000, $50,000 down → loan $450,000 × 3.10% = $13,950.00.
 */
export function insuredMortgagePremium(input: InsuredPremiumInput): InsuredPremium {
  const rules = insuredRulesOn(input.on);
  const priceCents = Math.max(0, Math.round(input.priceCents));
  const downCents = Math.min(priceCents, Math.max(0, Math.round(input.downPaymentCents)));
  const loanCents = priceCents - downCents;
  const extended = rules.extendedAmortization;
  const eligible =
    extended !== undefined &&
    (extended.who === 'first-time-and-new-build' ? input.firstTimeBuyer && input.newBuild : input.firstTimeBuyer || input.newBuild);
  const maxAmortizationYears = eligible ? extended.years : rules.maxAmortizationYears;
  const minimumDownPaymentCents = minimumDownCents(priceCents, rules);
  const base = { loanCents, minimumDownPaymentCents, maxAmortizationYears, priceCapCents: rules.priceCapCents, rulesFrom: rules.effectiveFrom };

  const atLeast = (percent: number) => downCents * 100 >= priceCents * percent;
  if (loanCents === 0 || atLeast(rules.insuranceFreeDownPercent)) {
    return { ...base, insuranceRequired: false, notInsurable: [], premiumPercent: 0, surchargePercent: 0, premiumCents: 0 };
  }
  const notInsurable: NotInsurableReason[] = [];
  if (priceCents >= rules.priceCapCents) notInsurable.push('price-at-or-over-cap');
  if (downCents < minimumDownPaymentCents) notInsurable.push('below-minimum-down-payment');
  if (input.amortizationYears > maxAmortizationYears) notInsurable.push('amortization-too-long');
  if (notInsurable.length > 0) {
    return { ...base, insuranceRequired: true, notInsurable, premiumPercent: 0, surchargePercent: 0, premiumCents: 0 };
  }
  const band = rules.premiumBands.findLast((b) => atLeast(b.minDownPercent)) ?? rules.premiumBands[0]!;
  const surchargePercent = eligible && input.amortizationYears > rules.maxAmortizationYears ? extended.surchargePercent : 0;
  // Percents as hundredths of a percent so 3.1 + 0.2 is 3.3 exactly.
  const premiumBasisPoints = Math.round(band.premiumPercent * 100) + Math.round(surchargePercent * 100);
  return {
    ...base,
    insuranceRequired: true,
    notInsurable,
    premiumPercent: premiumBasisPoints / 100,
    surchargePercent,
    premiumCents: roundHalfAwayFromZero((loanCents * premiumBasisPoints) / 10_000),
  };
}

/**
 * Provincial sales tax on the premium: paid in cash at closing, never added to the loan. Sources
 * (not re-read in this session): Ontario Retail Sales Tax on insurance premiums (ontario.ca),
 * Revenu Québec tax on insurance premiums, Saskatchewan PST on insurance premiums (since 1 August 2017).
 */
export const premiumSalesTax = [
  { province: 'ON', ratePercent: 8, effectiveFrom: '2017-01-01' },
  { province: 'QC', ratePercent: 9, effectiveFrom: '2017-01-01' },
  { province: 'SK', ratePercent: 6, effectiveFrom: '2017-08-01' },
] as const;

export function premiumSalesTaxRate(province: string, on: string): number {
  return premiumSalesTax.find((t) => t.province === province && t.effectiveFrom <= on)?.ratePercent ?? 0;
}

/** Ontario: $13,950.00 × 8% = $1,116.00. */
export function premiumSalesTaxCents(premiumCents: number, province: string, on: string): number {
  return roundHalfAwayFromZero((premiumCents * premiumSalesTaxRate(province, on)) / 100);
}
