import { applicationSummaryMessages as s } from '@maple/shared/messages/application-summary';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { landTransferTaxMessages } from '@maple/shared/messages/land-transfer-tax';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { ApplicationSummary, LimitCheck } from '@maple/shared/mortgage-files/application-summary';
import { qualifyingRateRules } from '@maple/shared/mortgage/qualification-rules';
import { ruleInForce } from '@maple/shared/mortgage/rule-in-force';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { applicationStepTitle } from '@maple/shared/schemas/application-steps';
import { formatDay, formatPlainDollars } from '@/lib/format';
import { formatNumber, formatPercent } from '@/lib/format-number';

// The agent's summary (issue 39 §4, decision 096) as the lead drawer shows it: `applicationSummary`'s
// figures in sections of label and value, each limit beside its figure and each breach marked in
// words, with the notes that explain a figure or its absence. Pure, so a test reads the words.

const money = (value: number) => formatPlainDollars(value);
const percent = (value: number) => formatPercent(value, 2);

/** One line: a figure, its limit, and the mark of a breach (words, never colour alone). */
export interface SummaryRow {
  key: string;
  label: string;
  value: string;
  /** 'Limit 39%', 'At least $25,000'. */
  limit?: string;
  /** 'Over the limit', 'Below the minimum', 'Not insurable': set only when breached. */
  breach?: string;
  /** How the figure was obtained (a closing cost's typical amount) or why it is what it is. */
  note?: string;
}

/** A sentence under a section: why a figure is missing, a reason the mortgage cannot be insured. */
export interface SummaryNote {
  key: string;
  text: string;
  /** A reason something breaches: marked like a breached figure. */
  breach: boolean;
}

export type SummarySection = keyof typeof s.sections;

export interface SummaryGroup {
  key: SummarySection;
  title: string;
  rows: SummaryRow[];
  notes: SummaryNote[];
}

/**
 * The summary's default contract rate: the lowest of the province's advertised 5-year fixed rates
 * (any mortgage type), or null when it advertises none.
 */
export function bestFiveYearFixedRate(rates: readonly { termMonths: number; rateType: string; ourRate: number }[]): number | null {
  const fixed = rates.filter((rate) => rate.termMonths === 60 && rate.rateType === 'fixed').map((rate) => rate.ourRate);
  return fixed.length > 0 ? Math.min(...fixed) : null;
}

/**
 * The contract rate the agent typed, in percent: from 0 to the calculators' maximum, with 3 decimals
 * at most, as rates are kept (ARCHITECTURE §7). A comma is read as the decimal mark (a French
 * keyboard). Empty or anything else is null: the summary then asks for a rate.
 */
export function parseContractRate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,3})?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate <= mortgageRules.maxRatePercent ? rate : null;
}

/** 'Enter a rate from 0 to 30%, ...': the refusal of a rate `parseContractRate` cannot read. */
export const contractRateInvalid = () => fillMessage(s.contractRateInvalid, { max: percent(mortgageRules.maxRatePercent) });

/** 'Under the rules in force on May 20, 2026, at a contract rate of 4.79%.' */
export const rulesOnText = (summary: ApplicationSummary, contractRate: number) => fillMessage(s.rulesOn, { day: formatDay(summary.fileDate), rate: formatPercent(contractRate, 3) });

/** 'Not worked out until these steps are saved: Employment, Debts.', or null when nothing is missing. */
export const missingText = (summary: ApplicationSummary) => (summary.missing.length > 0 ? fillMessage(s.missing, { steps: summary.missing.map(applicationStepTitle).join(', ') }) : null);

/** The breaches in words, in the summary's order. */
export const breachTexts = (summary: ApplicationSummary) => summary.breaches.map((key) => ({ key, text: s.breaches[key] }));

const limitText = (check: LimitCheck, format: (value: number) => string) => fillMessage(s.limits[check.kind], { limit: format(check.limit) });

/** A figure checked against its limit; a ratio without income has no value ('—') and is breached. */
function checkedRow(key: string, label: string, check: LimitCheck, format: (value: number) => string, withLimit = true): SummaryRow {
  return {
    key,
    label,
    value: check.value === null ? '—' : format(check.value),
    ...(withLimit ? { limit: limitText(check, format) } : {}),
    ...(check.breached ? { breach: s.marks[check.kind] } : {}),
  };
}

const note = (key: string, text: string, breach = false): SummaryNote => ({ key, text, breach });

/** The sentence saying how the qualifying rate was set, with the buffer and floor in force on the file's date. */
function basisText(summary: ApplicationSummary): string | undefined {
  if (!summary.rates) return undefined;
  const { rule } = ruleInForce(qualifyingRateRules, summary.fileDate);
  return fillMessage(s.basis[summary.rates.basis], { buffer: formatNumber(rule.bufferPercent, 2), floor: formatNumber(rule.floorPercent, 2) });
}

/**
 * The summary in sections, in the order a lender reads a file: the loan, the down payment, the
 * insurance, the rates, income and housing costs, the payment and ratios at each rate, the cash to
 * close. A section with nothing worked out and nothing to say is left out.
 */
export function summaryGroups(summary: ApplicationSummary): SummaryGroup[] {
  const f = s.figures;
  const groups: SummaryGroup[] = [];
  const add = (key: SummarySection, rows: SummaryRow[], notes: SummaryNote[] = []) => {
    if (rows.length > 0 || notes.length > 0) groups.push({ key, title: s.sections[key], rows, notes });
  };
  const notComputed = (figure: 'insurance' | 'payments' | 'cashToClose') =>
    summary.notComputed.flatMap((entry) => (entry.figure === figure ? [note(`${figure}:${entry.reason}`, (s.notComputed[figure] as Record<string, string>)[entry.reason]!)] : []));

  const loan: SummaryRow[] = [];
  if (summary.propertyValue !== null) loan.push({ key: 'propertyValue', label: summary.purpose === 'purchase' ? f.purchasePrice : f.estimatedValue, value: money(summary.propertyValue) });
  if (summary.mortgageAmount !== null) loan.push({ key: 'mortgageAmount', label: f.mortgageAmount, value: money(summary.mortgageAmount) });
  if (summary.amortizationYears !== null) loan.push({ key: 'amortization', label: f.amortization, value: s.years(summary.amortizationYears) });
  if (summary.loanToValuePercent !== null) loan.push({ key: 'loanToValue', label: f.loanToValue, value: percent(summary.loanToValuePercent) });
  add('loan', loan);

  const downPayment: SummaryRow[] = [];
  if (summary.downPayment) {
    downPayment.push(checkedRow('downPayment', f.downPayment, summary.downPayment, money, false));
    downPayment.push({ key: 'minimumDownPayment', label: f.minimumDownPayment, value: money(summary.downPayment.limit) });
  }
  if (summary.priceCovered) downPayment.push(checkedRow('priceCovered', f.priceCovered, summary.priceCovered, money));
  add('downPayment', downPayment);

  const insurance = summary.insurance;
  const insuranceRows: SummaryRow[] = [];
  const insuranceNotes: SummaryNote[] = [];
  if (insurance) {
    const notInsurable = summary.breaches.includes('insurance');
    insuranceRows.push({ key: 'insuranceRequired', label: f.insuranceRequired, value: insurance.required ? leadManagementMessages.yes : leadManagementMessages.no, ...(notInsurable ? { breach: s.marks.notInsurable } : {}) });
    if (insurance.required && !notInsurable) {
      insuranceRows.push({ key: 'premiumRate', label: f.premiumRate, value: percent(insurance.premiumPercent) });
      if (insurance.surchargePercent > 0) insuranceRows.push({ key: 'surcharge', label: f.surcharge, value: percent(insurance.surchargePercent) });
      insuranceRows.push({ key: 'premium', label: f.premium, value: money(insurance.premium) });
      insuranceRows.push({ key: 'insuredAmount', label: f.insuredAmount, value: money(insurance.insuredAmount) });
    }
    if (insurance.required) {
      insuranceRows.push({ key: 'maxAmortization', label: f.maxAmortization, value: s.years(insurance.maxAmortizationYears) });
      insuranceRows.push({ key: 'priceCap', label: f.priceCap, value: money(insurance.priceCap) });
      if (notInsurable) insuranceNotes.push(...insurance.notInsurable.map((reason) => note(reason, s.notInsurable[reason], true)));
    }
  }
  add('insurance', insuranceRows, [...insuranceNotes, ...notComputed('insurance')]);

  if (summary.rates) {
    add('rates', [
      { key: 'contractRate', label: f.contractRate, value: formatPercent(summary.rates.contract, 3) },
      { key: 'qualifyingRate', label: f.qualifyingRate, value: percent(summary.rates.qualifying), note: basisText(summary) },
    ]);
  }

  const income: SummaryRow[] = [];
  if (summary.grossAnnualIncome !== null) income.push({ key: 'grossAnnualIncome', label: f.grossAnnualIncome, value: money(summary.grossAnnualIncome) });
  if (summary.housingCosts) {
    income.push({ key: 'propertyTax', label: f.propertyTax, value: money(summary.housingCosts.propertyTax) });
    income.push({ key: 'heating', label: f.heating, value: money(summary.housingCosts.heating) });
    if (summary.housingCosts.condoFees > 0) income.push({ key: 'condoFees', label: f.condoFees, value: money(summary.housingCosts.condoFees) });
    income.push({ key: 'housingCosts', label: f.housingCosts, value: money(summary.housingCosts.total) });
  }
  if (summary.otherDebtPayments !== null) income.push({ key: 'otherDebtPayments', label: f.otherDebtPayments, value: money(summary.otherDebtPayments) });
  add('income', income, summary.grossAnnualIncome === 0 ? [note('noIncome', s.noIncome, true)] : []);

  const atContract = summary.atContractRate;
  add(
    'atContractRate',
    atContract
      ? [
          { key: 'paymentAtContractRate', label: f.paymentAtContractRate, value: money(atContract.monthlyPayment) },
          checkedRow('gdsAtContractRate', f.gdsAtContractRate, atContract.gds, percent),
          checkedRow('tdsAtContractRate', f.tdsAtContractRate, atContract.tds, percent),
        ]
      : [],
    notComputed('payments'),
  );
  const atQualifying = summary.atQualifyingRate;
  if (atQualifying) {
    add('atQualifyingRate', [
      { key: 'paymentAtQualifyingRate', label: f.paymentAtQualifyingRate, value: money(atQualifying.monthlyPayment) },
      checkedRow('gdsAtQualifyingRate', f.gdsAtQualifyingRate, atQualifying.gds, percent),
      checkedRow('tdsAtQualifyingRate', f.tdsAtQualifyingRate, atQualifying.tds, percent),
    ]);
  }

  const cash = summary.cashToClose;
  add(
    'cashToClose',
    cash
      ? [
          { key: 'closingDate', label: f.closingDate, value: formatDay(cash.closingDate) },
          { key: 'municipality', label: s.municipality, value: landTransferTaxMessages.municipalities[cash.municipality] },
          { key: 'cashDownPayment', label: f.cashDownPayment, value: money(cash.downPayment) },
          ...cash.items.map((item) => ({
            key: item.id,
            label: s.cashItems[item.id],
            value: item.basis === 'unknown' ? s.itemBasis.unknown : money(item.amount),
            ...(item.basis === 'default' || item.basis === 'unconfirmed' ? { note: s.itemBasis[item.basis] } : {}),
          })),
          { key: 'closingCosts', label: f.closingCosts, value: money(cash.closingCosts) },
          { key: 'cashToClose', label: f.cashToClose, value: money(cash.total) },
        ]
      : [],
    [...(cash?.unknown ?? []).map((part) => note(part, s.cashUnknown[part])), ...notComputed('cashToClose')],
  );

  return groups;
}
