import { closingCosts, type ClosingCostId } from '../mortgage/closing-costs.ts';
import { gds, housingCostsCents, tds, type MonthlyCosts } from '../mortgage/debt-service.ts';
import { insuredMinimumDownPaymentCents, insuredMortgagePremium, type NotInsurableReason } from '../mortgage/insured-premium.ts';
import { foreignBuyerTaxes } from '../mortgage/land-transfer-tax-schedules.ts';
import type { Municipality } from '../mortgage/land-transfer-tax.ts';
import { fromCents, roundHalfAwayFromZero, toCents } from '../mortgage/money.ts';
import { paymentCents } from '../mortgage/payment.ts';
import { condoFeeSharePercent, debtServiceRules } from '../mortgage/qualification-rules.ts';
import { qualifyingRate, type QualifyingRate } from '../mortgage/qualifying-rate.ts';
import { ruleInForce } from '../mortgage/rule-in-force.ts';
import { mortgageRules } from '../mortgage/rules.ts';
import type { ProvinceCode } from '../provinces.ts';
import { type ApplicationStepId, type ApplicationStepValues, applicationStepsFor } from '../schemas/application-steps.ts';
import { downPaymentTotal } from '../schemas/application/down-payment.ts';
import { annualIncome, isCurrentJob } from '../schemas/application/employment.ts';
import { type PropertyPurpose, propertyValue } from '../schemas/application/property.ts';
import { isCalendarDay } from '../schemas/dates.ts';

// The agent's summary of a borrower's application (issue 39 §4, decision 096): the figures a lender
// reads, worked out by the mortgage module's math under the rules in force on the file's date. Pure:
// the server calls it on the steps saved so far, and a figure whose steps are not saved is null.
// Money is integer cents inside and dollars to the cent out, as every money figure of the mortgage module (ARCHITECTURE §7).

/** A figure against its limit: `atMost` is breached above the limit, `atLeast` below it. */
export interface LimitCheck {
  /** Dollars, or a percent for a ratio; null for a ratio when there is no income to divide by. */
  value: number | null;
  limit: number;
  kind: 'atMost' | 'atLeast';
  breached: boolean;
}

/** The figures that can breach a limit, in the order the summary shows them. */
export const summaryBreaches = [
  'downPayment',
  'priceCovered',
  'insurance',
  'gdsAtContractRate',
  'tdsAtContractRate',
  'gdsAtQualifyingRate',
  'tdsAtQualifyingRate',
] as const;
export type SummaryBreach = (typeof summaryBreaches)[number];

export interface SummaryInsurance {
  /** False at 20% down or more: no premium. */
  required: boolean;
  /** Why a mortgage that needs insurance cannot have it; empty when it can (or need not). */
  notInsurable: NotInsurableReason[];
  /** The band's percent plus any surcharge. */
  premiumPercent: number;
  /** 0.20 for an insured amortization over 25 years (first-time buyer or new build), else 0. */
  surchargePercent: number;
  premium: number;
  /** The mortgage with the premium added: what is borrowed and repaid. */
  insuredAmount: number;
  maxAmortizationYears: number;
  priceCap: number;
  /** The first day of the insured rules applied. */
  rulesFrom: string;
}

export interface SummaryRates {
  contract: number;
  /** The rate the ratios are tested at: the contract rate itself for a straight switch once exempt. */
  qualifying: number;
  basis: QualifyingRate['basis'];
  stressTested: boolean;
  rulesFrom: string;
}

/** The payment and the two ratios at one rate. */
export interface DebtServiceAtRate {
  ratePercent: number;
  /** Monthly, on the insured amount when there is a premium. */
  monthlyPayment: number;
  gds: LimitCheck;
  tds: LimitCheck;
}

/** The monthly housing costs GDS counts. */
export interface SummaryHousingCosts {
  /** The annual tax over 12. */
  propertyTax: number;
  heating: number;
  /** The half of the condo fees that counts. */
  condoFees: number;
  total: number;
}

/** How an item of the cash to close was obtained. */
export type CashItemBasis = 'computed' | 'unconfirmed' | 'default' | 'unknown';

export interface SummaryCashToClose {
  closingDate: string;
  /** The land transfer tax's municipality, read from the property's city. */
  municipality: Municipality;
  /** The price less the mortgage: the part of the price paid in cash. */
  downPayment: number;
  items: { id: ClosingCostId; amount: number; basis: CashItemBasis }[];
  closingCosts: number;
  /** The down payment plus every closing cost; an `unknown` part is not in it. */
  total: number;
  /** Parts the application cannot give: a jurisdiction without a schedule, a foreign buyer's tax. */
  unknown: ('landTransferTax' | 'foreignBuyerTax')[];
}

/** A figure the saved steps would give but this file cannot: not a purchase, or a HELOC's missing amortization. */
export type NotComputed =
  | { figure: 'insurance'; reason: 'notPurchase' | 'heloc' }
  | { figure: 'payments'; reason: 'heloc' }
  | { figure: 'cashToClose'; reason: 'notPurchase' | 'heloc' };

export interface ApplicationSummary {
  /** The day whose rules apply. */
  fileDate: string;
  /** From the property step; null until it is saved. */
  purpose: PropertyPurpose | null;
  /** The steps the summary reads that are not saved yet, in the application's order. */
  missing: ApplicationStepId[];
  /** The figures that breach their limit, in `summaryBreaches` order. */
  breaches: SummaryBreach[];
  notComputed: NotComputed[];
  /** The price of a purchase, the estimated value otherwise. */
  propertyValue: number | null;
  /** The mortgage asked for, before any premium. */
  mortgageAmount: number | null;
  /** Null for a HELOC, which has none. */
  amortizationYears: number | null;
  /** The mortgage (before any premium) over the property's value, percent to two decimals. */
  loanToValuePercent: number | null;
  /** A purchase's: the sources' total against the least the rules in force allow for the price. */
  downPayment: LimitCheck | null;
  /** A purchase's: the down payment plus the mortgage against the price they must pay. */
  priceCovered: LimitCheck | null;
  /** A purchase's mortgage default insurance under the rules in force. */
  insurance: SummaryInsurance | null;
  rates: SummaryRates | null;
  atContractRate: DebtServiceAtRate | null;
  /** Null when not stress-tested (`rates.stressTested`), or when a step is missing. */
  atQualifyingRate: DebtServiceAtRate | null;
  /** Every applicant's current jobs, annualized (`annualIncome`), and their other income. */
  grossAnnualIncome: number | null;
  housingCosts: SummaryHousingCosts | null;
  /** Monthly payments of the debts not paid out on closing: TDS only. */
  otherDebtPayments: number | null;
  cashToClose: SummaryCashToClose | null;
}

export interface ApplicationSummaryOptions {
  /** YYYY-MM-DD: the file's date, whose rules apply (qualifying rate, limits, insurance). */
  fileDate: string;
  /** Percent (4.79 means 4.79%): the rate the agent expects, an input, not part of the application. */
  contractRate: number;
}

/** The steps the summary reads; the addresses and the assets are not among them. */
const readSteps: ReadonlySet<ApplicationStepId> = new Set(['applicants', 'employment', 'other_income', 'liabilities', 'property', 'down_payment', 'mortgage']);

/** Cities whose own land transfer tax the module holds, by province, as a borrower may write them. */
const cityMunicipalities: Partial<Record<ProvinceCode, Record<string, Municipality>>> = {
  // The former boroughs are still the city Canada Post accepts for addresses in the City of Toronto.
  ON: { toronto: 'toronto', 'north york': 'toronto', scarborough: 'toronto', etobicoke: 'toronto', 'east york': 'toronto', york: 'toronto' },
  QC: { montreal: 'montreal' },
  NS: { halifax: 'halifax' },
};

/** 'Montréal ', 'MONTREAL' → 'montreal': lower case, no accents, single spaces. */
const plainCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

export const municipalityOf = (province: ProvinceCode, city: string): Municipality => cityMunicipalities[province]?.[plainCity(city)] ?? 'other';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A ratio against its limit; without income a ratio has no value and cannot pass. */
function ratioCheck(percent: number, annualIncomeCents: number, limit: number): LimitCheck {
  if (annualIncomeCents <= 0) return { value: null, limit, kind: 'atMost', breached: true };
  return { value: percent, limit, kind: 'atMost', breached: percent > limit };
}

/**
 * The agent's summary of an application on `fileDate`, at the agent's expected `contractRate`.
 * Never throws on an incomplete application: a figure is worked out when every step it reads is
 * saved, and `missing` names the others. A malformed `fileDate` or `contractRate` is the caller's
 * programming error and throws.
 */
export function applicationSummary(application: ApplicationStepValues, options: ApplicationSummaryOptions): ApplicationSummary {
  const { fileDate, contractRate } = options;
  if (!isCalendarDay(fileDate)) throw new Error(`applicationSummary: not a calendar day: ${fileDate}`);
  if (!Number.isFinite(contractRate) || contractRate < 0 || contractRate > mortgageRules.maxRatePercent) {
    throw new Error(`applicationSummary: not a rate: ${contractRate}`);
  }
  const { applicants, employment, other_income: otherIncome, liabilities, property, down_payment: downPaymentStep, mortgage } = application;
  const purpose = property?.purpose ?? null;
  const purchase = purpose === 'purchase';
  // In the application's order; the down payment only for a purchase (or before the property says).
  const missing = applicationStepsFor(property?.purpose).filter((step) => readSteps.has(step) && application[step] === undefined);
  const notComputed: NotComputed[] = [];
  const heloc = mortgage?.type === 'heloc';

  // Property and mortgage.
  const valueCents = property ? toCents(propertyValue(property)) : null;
  const loanCents = mortgage ? toCents(mortgage.amount) : null;
  const amortizationYears = mortgage ? (mortgage.amortizationYears ?? null) : null;
  const loanToValuePercent = valueCents && loanCents !== null ? roundHalfAwayFromZero((loanCents * 100) / valueCents, 2) : null;

  // A purchase's down payment and insurance. The mortgage asked for is the loan: the federal
  // rules read the down payment it leaves (price − mortgage), which is the sources' total when the
  // two add up to the price; `priceCovered` says when they do not.
  const sourcesCents = purchase && downPaymentStep ? toCents(downPaymentTotal(downPaymentStep)) : null;
  const premiumInput =
    purchase && property && valueCents !== null && loanCents !== null && amortizationYears !== null
      ? {
          priceCents: valueCents,
          downPaymentCents: Math.max(0, valueCents - loanCents),
          amortizationYears,
          firstTimeBuyer: property.firstTimeBuyer,
          newBuild: property.newBuild,
          on: fileDate,
        }
      : null;
  const premium = premiumInput ? insuredMortgagePremium(premiumInput) : null;
  const minimumCents = purchase && valueCents !== null ? insuredMinimumDownPaymentCents(valueCents, fileDate) : null;
  const downPayment: LimitCheck | null =
    sourcesCents !== null && minimumCents !== null
      ? { value: fromCents(sourcesCents), limit: fromCents(minimumCents), kind: 'atLeast', breached: sourcesCents < minimumCents }
      : null;
  const priceCovered: LimitCheck | null =
    sourcesCents !== null && loanCents !== null && valueCents !== null
      ? { value: fromCents(sourcesCents + loanCents), limit: fromCents(valueCents), kind: 'atLeast', breached: sourcesCents + loanCents < valueCents }
      : null;
  const premiumCents = premium?.premiumCents ?? 0;
  const insurance: SummaryInsurance | null =
    premium && loanCents !== null
      ? {
          required: premium.insuranceRequired,
          notInsurable: premium.notInsurable,
          premiumPercent: premium.premiumPercent,
          surchargePercent: premium.surchargePercent,
          premium: fromCents(premiumCents),
          insuredAmount: fromCents(loanCents + premiumCents),
          maxAmortizationYears: premium.maxAmortizationYears,
          priceCap: fromCents(premium.priceCapCents),
          rulesFrom: premium.rulesFrom,
        }
      : null;
  if (property && !purchase) notComputed.push({ figure: 'insurance', reason: 'notPurchase' });
  else if (purchase && heloc) notComputed.push({ figure: 'insurance', reason: 'heloc' });

  // The rates: the purpose says whether it is a straight switch (decision 096's reading).
  const qualifying = property ? qualifyingRate(contractRate, fileDate, { straightSwitch: property.purpose === 'switch' }) : null;
  const rates: SummaryRates | null = qualifying
    ? {
        contract: contractRate,
        qualifying: qualifying.rate,
        basis: qualifying.basis,
        stressTested: qualifying.basis !== 'straight-switch',
        rulesFrom: qualifying.rule.effectiveFrom,
      }
    : null;

  // Income: the current jobs of the file's applicants (an entry for someone no longer on the file
  // is left out rather than counted), and their other income.
  const applicantIds = applicants ? new Set(applicants.applicants.map((a) => a.id.toLowerCase())) : null;
  const onFile = (id: string) => applicantIds?.has(id.toLowerCase()) ?? false;
  const incomeCents =
    applicantIds && employment && otherIncome
      ? sum(
          employment.applicants
            .filter((entry) => onFile(entry.applicantId))
            .flatMap((entry) => entry.jobs.filter(isCurrentJob).map((job) => toCents(annualIncome(job)))),
        ) + sum(otherIncome.incomes.filter((income) => onFile(income.applicantId)).map((income) => toCents(income.annualAmount)))
      : null;

  // Monthly costs: the annual tax over 12 kept unrounded, so the ratios read the year's tax exactly.
  const costs: Omit<MonthlyCosts, 'otherDebtsCents'> | null = property
    ? { propertyTaxCents: toCents(property.propertyTax) / 12, heatingCents: toCents(property.heating), condoFeesCents: toCents(property.condoFees ?? 0) }
    : null;
  const housingCosts: SummaryHousingCosts | null = costs
    ? {
        propertyTax: fromCents(roundHalfAwayFromZero(costs.propertyTaxCents)),
        heating: fromCents(costs.heatingCents),
        condoFees: fromCents(roundHalfAwayFromZero((costs.condoFeesCents * condoFeeSharePercent) / 100)),
        total: fromCents(roundHalfAwayFromZero(housingCostsCents({ ...costs, otherDebtsCents: 0 }))),
      }
    : null;
  const otherDebtsCents = liabilities ? sum(liabilities.liabilities.filter((debt) => !debt.paidOutOnClosing).map((debt) => toCents(debt.monthlyPayment))) : null;

  // The payment on the insured amount at each rate, and GDS and TDS against the limits in force.
  if (heloc) notComputed.push({ figure: 'payments', reason: 'heloc' });
  const { rule: limits } = ruleInForce(debtServiceRules, fileDate);
  const atRate = (ratePercent: number): DebtServiceAtRate | null => {
    if (loanCents === null || amortizationYears === null || !costs || incomeCents === null || otherDebtsCents === null) return null;
    const payment = paymentCents({ principal: fromCents(loanCents + premiumCents), ratePercent, amortizationYears, frequency: 'monthly' });
    const all: MonthlyCosts = { ...costs, otherDebtsCents };
    return {
      ratePercent,
      monthlyPayment: fromCents(payment),
      gds: ratioCheck(gds(payment, all, incomeCents), incomeCents, limits.gdsPercent),
      tds: ratioCheck(tds(payment, all, incomeCents), incomeCents, limits.tdsPercent),
    };
  };
  const atContractRate = rates ? atRate(rates.contract) : null;
  const atQualifyingRate = rates?.stressTested ? atRate(rates.qualifying) : null;

  // Cash to close: the closing-cost module's, for a purchase. The insured rules are the file's day's,
  // the taxes the closing day's.
  let cashToClose: SummaryCashToClose | null = null;
  if (property && !purchase) notComputed.push({ figure: 'cashToClose', reason: 'notPurchase' });
  else if (purchase && heloc) notComputed.push({ figure: 'cashToClose', reason: 'heloc' });
  if (premiumInput && property && mortgage && applicants) {
    const { province, city } = property.address;
    const municipality = municipalityOf(province, city);
    const costsAtClosing = closingCosts({
      province,
      municipality,
      priceCents: premiumInput.priceCents,
      downPaymentCents: premiumInput.downPaymentCents,
      amortizationYears: premiumInput.amortizationYears,
      firstTimeBuyer: premiumInput.firstTimeBuyer,
      newBuild: premiumInput.newBuild,
      closingDate: mortgage.closingDate,
      insuranceRulesOn: fileDate,
    });
    const tax = costsAtClosing.landTransferTax;
    const unknown: SummaryCashToClose['unknown'] = [];
    if (tax.unavailable) unknown.push('landTransferTax');
    // Whether a foreign buyer's tax applies turns on exemptions the application does not hold.
    const foreignBuyer = applicants.applicants.some((a) => a.residencyStatus !== 'citizen' && a.residencyStatus !== 'permanent_resident');
    if (foreignBuyer && foreignBuyerTaxes.some((t) => t.province === province && t.effectiveFrom <= mortgage.closingDate)) unknown.push('foreignBuyerTax');
    const basis = (id: ClosingCostId): CashItemBasis => {
      if (id === 'landTransferTax') return tax.unavailable ? 'unknown' : tax.confirmed ? 'computed' : 'unconfirmed';
      return id === 'premiumSalesTax' ? 'computed' : 'default';
    };
    cashToClose = {
      closingDate: mortgage.closingDate,
      municipality,
      downPayment: fromCents(costsAtClosing.downPaymentCents),
      items: costsAtClosing.items.map((item) => ({ id: item.id, amount: fromCents(item.amountCents), basis: basis(item.id) })),
      closingCosts: fromCents(costsAtClosing.closingCostsCents),
      total: fromCents(costsAtClosing.cashToCloseCents),
      unknown,
    };
  }

  const checks: Record<SummaryBreach, boolean> = {
    downPayment: downPayment?.breached ?? false,
    priceCovered: priceCovered?.breached ?? false,
    insurance: (insurance?.required ?? false) && (insurance?.notInsurable.length ?? 0) > 0,
    gdsAtContractRate: atContractRate?.gds.breached ?? false,
    tdsAtContractRate: atContractRate?.tds.breached ?? false,
    gdsAtQualifyingRate: atQualifyingRate?.gds.breached ?? false,
    tdsAtQualifyingRate: atQualifyingRate?.tds.breached ?? false,
  };

  return {
    fileDate,
    purpose,
    missing,
    breaches: summaryBreaches.filter((key) => checks[key]),
    notComputed,
    propertyValue: valueCents === null ? null : fromCents(valueCents),
    mortgageAmount: loanCents === null ? null : fromCents(loanCents),
    amortizationYears,
    loanToValuePercent,
    downPayment,
    priceCovered,
    insurance,
    rates,
    atContractRate,
    atQualifyingRate,
    grossAnnualIncome: incomeCents === null ? null : fromCents(incomeCents),
    housingCosts,
    otherDebtPayments: otherDebtsCents === null ? null : fromCents(otherDebtsCents),
    cashToClose,
  };
}
