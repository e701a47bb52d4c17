import type { DatedRule, RuleSource } from './rule-in-force.ts';
import { mortgageRules } from './rules.ts';

/**
 * The stress test's rules as data (issue 41): each entry is in force from its date until the next.
 * Percents are the percent people read (5.25 means 5.25%). Sources were read on the date given;
 * docs/calculators/qualification.md has the working and what each source says.
 */

const osfi2021: RuleSource = {
  title: 'OSFI, Amendments to the minimum qualifying rate for uninsured mortgages (news release of 20 May 2021, as carried by CNW)',
  url: 'https://markets.businessinsider.com/news/stocks/amendments-to-the-minimum-qualifying-rate-for-uninsured-mortgages-1030452484',
  read: '2026-11-29',
};
const finance2021: RuleSource = {
  title: 'Department of Finance Canada, minimum qualifying rate for insured mortgages maintained (December 2021)',
  url: 'https://deputypm.canada.ca/en/node/9299',
  read: '2026-11-29',
};
const osfi2024: RuleSource = {
  title: 'OSFI, Backgrounder: Minimum Qualifying Rate (MQR), uninsured straight switches (21 November 2024)',
  url: 'https://osfi-bsif.gc.ca/en/news/backgrounder-minimum-qualifying-rate-mqr',
  read: '2026-11-29',
};
const cmhc2021: RuleSource = {
  title: 'CMHC, CMHC reviews underwriting criteria (notice, effective 5 July 2021)',
  url: 'https://cmhc-schl.gc.ca/fr/media-newsroom/notices/2021/cmhc-reviews-underwriting-criteria',
  read: '2026-11-29',
};

export interface QualifyingRateRule extends DatedRule {
  /** Added to the contract rate. */
  bufferPercent: number;
  /** The qualifying rate is never below this. */
  floorPercent: number;
  /** A straight switch at renewal (same amount, no longer amortization) qualifies at the contract rate. */
  straightSwitchExempt: boolean;
}

/** Insured (Minister of Finance) and uninsured (OSFI B-20) alike since 1 June 2021. */
export const qualifyingRateRules: readonly [QualifyingRateRule, ...QualifyingRateRule[]] = [
  { effectiveFrom: '2021-06-01', bufferPercent: 2, floorPercent: 5.25, straightSwitchExempt: false, sources: [osfi2021, finance2021] },
  { effectiveFrom: '2024-11-21', bufferPercent: 2, floorPercent: 5.25, straightSwitchExempt: true, sources: [osfi2024] },
];

export interface DebtServiceLimits {
  /** Housing costs as a percent of gross monthly income. */
  gdsPercent: number;
  /** Housing costs plus other debts as a percent of gross monthly income. */
  tdsPercent: number;
}

export interface DebtServiceRule extends DebtServiceLimits, DatedRule {}

/** The most an insurer accepts, for borrowers with a strong credit history (CMHC since July 2021). */
export const debtServiceRules: readonly [DebtServiceRule, ...DebtServiceRule[]] = [
  { effectiveFrom: '2021-07-05', gdsPercent: 39, tdsPercent: 44, sources: [cmhc2021] },
];

/** The spec's 32%/40%: shown beside the limits in force as the conservative line. */
export const conservativeDebtServiceLimits: DebtServiceLimits = {
  gdsPercent: mortgageRules.grossDebtServicePercent,
  tdsPercent: mortgageRules.totalDebtServicePercent,
};

/** The share of condominium fees counted as a housing cost (CMHC's GDS definition). */
export const condoFeeSharePercent = 50;
