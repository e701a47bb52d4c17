import { describe, expect, it } from 'vitest';
import { applicationSummary } from '@maple/shared/mortgage-files/application-summary';
import { applicationStepSchemas, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import { bestFiveYearFixedRate, breachTexts, contractRateInvalid, missingText, parseContractRate, rulesOnText, summaryGroups, type SummaryGroup } from './summary-view';

const maya = '11111111-2222-4333-8444-555555555555';

function application(today: string, input: Partial<Record<ApplicationStepId, unknown>>): ApplicationStepValues {
  const schemas = applicationStepSchemas(today);
  return Object.fromEntries(Object.entries(input).map(([step, value]) => [step, schemas[step as ApplicationStepId].parse(value)])) as ApplicationStepValues;
}

const applicant = { id: maya, role: 'main', firstName: 'Maya', lastName: 'Okafor', dateOfBirth: '1988-04-12', maritalStatus: 'single', dependants: 0, email: 'maya@example.ca', phone: '613-555-0142', residencyStatus: 'citizen' };
const salary = (annualSalary: number) => ({ applicants: [{ applicantId: maya, jobs: [{ kind: 'salaried', employer: 'Shopify', position: 'Developer', startDate: '2019-03-04', annualSalary }] }] });
const purchase = (price: number) => ({
  purpose: 'purchase',
  address: { street: '250 Main Street', city: 'Ottawa', province: 'ON', postalCode: 'K1S 1N4' },
  price,
  occupancy: 'owner_occupied',
  propertyType: 'townhouse',
  propertyTax: 4_200,
  heating: 110,
  newBuild: false,
  firstTimeBuyer: true,
});

// decision 096's first vector: Maya, first-time buyer in Ottawa, $500,000 with $50,000 down, at 4.79%.
const passing = application('2026-05-20', {
  applicants: { applicants: [applicant] },
  employment: salary(132_000),
  other_income: { incomes: [] },
  liabilities: { liabilities: [{ kind: 'car_loan', balance: 12_750, monthlyPayment: 425, paidOutOnClosing: false }] },
  property: purchase(500_000),
  down_payment: { sources: [{ kind: 'savings', amount: 35_000 }, { kind: 'fhsa', amount: 15_000 }] },
  mortgage: { amount: 450_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-07-15' },
});

const rowsOf = (groups: SummaryGroup[], key: SummaryGroup['key']) => groups.find((group) => group.key === key)?.rows.map(({ key: _key, ...row }) => row);

describe('bestFiveYearFixedRate', () => {
  it('is the lowest advertised 5-year fixed rate, of any mortgage type', () => {
    const rates = [
      { termMonths: 60, rateType: 'fixed', ourRate: 4.19 },
      { termMonths: 60, rateType: 'fixed', ourRate: 3.84 },
      { termMonths: 60, rateType: 'variable', ourRate: 3.5 },
      { termMonths: 36, rateType: 'fixed', ourRate: 3.2 },
    ];
    expect(bestFiveYearFixedRate(rates)).toBe(3.84);
    expect(bestFiveYearFixedRate(rates.slice(2))).toBeNull();
    expect(bestFiveYearFixedRate([])).toBeNull();
  });
});

describe('parseContractRate', () => {
  it('reads a percent from 0 to 30 with 3 decimals at most, a comma as the decimal mark', () => {
    expect(parseContractRate('4.79')).toBe(4.79);
    expect(parseContractRate(' 4,795 ')).toBe(4.795);
    expect(parseContractRate('0')).toBe(0);
    expect(parseContractRate('30')).toBe(30);
    for (const text of ['', ' ', '4.7951', '-1', '30.001', 'abc', '4.7.9', '1e2']) expect(parseContractRate(text)).toBeNull();
    expect(contractRateInvalid()).toBe('Enter a rate from 0 to 30%, to 3 decimals at most.');
  });
});

describe('summaryGroups', () => {
  it('a file within every limit: each section in order, limits beside the ratios, no mark', () => {
    const summary = applicationSummary(passing, { fileDate: '2026-05-20', contractRate: 4.79 });
    const groups = summaryGroups(summary);
    expect(groups.map((group) => group.title)).toEqual([
      'Property and mortgage',
      'Down payment',
      'Mortgage default insurance',
      'Rates',
      'Income and housing costs',
      'At the contract rate',
      'At the qualifying rate',
      'Cash to close',
    ]);
    expect(rowsOf(groups, 'loan')).toEqual([
      { label: 'Purchase price', value: '$500,000' },
      { label: 'Mortgage amount', value: '$450,000' },
      { label: 'Amortization', value: '25 years' },
      { label: 'Loan-to-value', value: '90%' },
    ]);
    expect(rowsOf(groups, 'downPayment')).toEqual([
      { label: 'Down payment', value: '$50,000' },
      { label: 'Minimum down payment', value: '$25,000' },
      { label: 'Down payment and mortgage against the price', value: '$500,000', limit: 'At least $500,000' },
    ]);
    expect(rowsOf(groups, 'insurance')).toEqual([
      { label: 'Mortgage default insurance required', value: 'Yes' },
      { label: 'Premium rate', value: '3.1%' },
      { label: 'Mortgage default insurance premium', value: '$13,950' },
      { label: 'Mortgage with the premium', value: '$463,950' },
      { label: 'Longest insured amortization', value: '30 years' },
      { label: 'Insured price cap', value: '$1,500,000' },
    ]);
    expect(rowsOf(groups, 'rates')).toEqual([
      { label: 'Contract rate', value: '4.79%' },
      { label: 'Qualifying rate', value: '6.79%', note: 'The contract rate plus 2%.' },
    ]);
    expect(rowsOf(groups, 'atContractRate')).toEqual([
      { label: 'Monthly payment at the contract rate', value: '$2,643.16' },
      { label: 'Gross debt service ratio (GDS) at the contract rate', value: '28.21%', limit: 'Limit 39%' },
      { label: 'Total debt service ratio (TDS) at the contract rate', value: '32.07%', limit: 'Limit 44%' },
    ]);
    expect(rowsOf(groups, 'cashToClose')).toEqual([
      { label: 'Closing date', value: 'July 15, 2026' },
      { label: 'Municipality (land transfer tax)', value: 'Another municipality' },
      { label: 'Down payment (the price less the mortgage)', value: '$50,000' },
      { label: 'Land transfer tax', value: '$2,475' },
      { label: 'Sales tax on the mortgage default insurance premium', value: '$1,116' },
      { label: 'Legal fees and disbursements', value: '$1,500', note: 'Typical amount; replace it with the quote' },
      { label: 'Title insurance', value: '$300', note: 'Typical amount; replace it with the quote' },
      { label: 'Home inspection', value: '$400', note: 'Typical amount; replace it with the quote' },
      { label: 'Appraisal', value: '$350', note: 'Typical amount; replace it with the quote' },
      { label: 'Adjustments (prepaid property tax and utilities)', value: '$500', note: 'Typical amount; replace it with the quote' },
      { label: 'Closing costs', value: '$6,641' },
      { label: 'Cash to close', value: '$56,641' },
    ]);
    expect(groups.every((group) => group.rows.every((row) => row.breach === undefined) && group.notes.length === 0)).toBe(true);
    expect(breachTexts(summary)).toEqual([]);
    expect(missingText(summary)).toBeNull();
    expect(rulesOnText(summary, 4.79)).toBe('Under the rules in force on May 20, 2026, at a contract rate of 4.79%.');
  });

  it('marks each breached figure in words: the down payment below the minimum, the ratios over their limits, the insurance', () => {
    // $600,000 with $20,000 down (the minimum is 25,000 + 10,000) and a mortgage of $580,000 on $60,000 a year.
    const breaching = application('2026-05-20', {
      applicants: { applicants: [applicant] },
      employment: salary(60_000),
      other_income: { incomes: [] },
      liabilities: { liabilities: [] },
      property: purchase(600_000),
      down_payment: { sources: [{ kind: 'savings', amount: 20_000 }] },
      mortgage: { amount: 580_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-07-15' },
    });
    const summary = applicationSummary(breaching, { fileDate: '2026-05-20', contractRate: 4.79 });
    const groups = summaryGroups(summary);
    expect(rowsOf(groups, 'downPayment')?.[0]).toEqual({ label: 'Down payment', value: '$20,000', breach: 'Below the minimum' });
    expect(rowsOf(groups, 'insurance')?.[0]).toEqual({ label: 'Mortgage default insurance required', value: 'Yes', breach: 'Not insurable' });
    expect(groups.find((group) => group.key === 'insurance')?.notes).toEqual([{ key: 'below-minimum-down-payment', text: 'The mortgage leaves less than the minimum down payment.', breach: true }]);
    expect(rowsOf(groups, 'atQualifyingRate')?.slice(1)).toEqual([
      expect.objectContaining({ limit: 'Limit 39%', breach: 'Over the limit' }),
      expect.objectContaining({ limit: 'Limit 44%', breach: 'Over the limit' }),
    ]);
    expect(breachTexts(summary).map((breach) => breach.text)).toEqual([
      'The down payment is below the minimum for this price.',
      'The mortgage needs default insurance and cannot have it.',
      'GDS is over the limit at the contract rate.',
      'TDS is over the limit at the contract rate.',
      'GDS is over the limit at the qualifying rate.',
      'TDS is over the limit at the qualifying rate.',
    ]);
  });

  it('an application still being filled: what is missing, no income, and a refinance’s figures not worked out', () => {
    const partial = application('2026-05-20', {
      applicants: { applicants: [applicant] },
      employment: { applicants: [{ applicantId: maya, jobs: [{ kind: 'other', description: 'Studies', startDate: '2019-03-04', annualAmount: 0 }] }] },
      other_income: { incomes: [] },
      property: { ...purchase(500_000), purpose: 'refinance', price: undefined, estimatedValue: 500_000 },
      mortgage: { amount: 300_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-07-15' },
    });
    const summary = applicationSummary(partial, { fileDate: '2026-05-20', contractRate: 4.79 });
    expect(missingText(summary)).toBe('Not worked out until these steps are saved: Debts.');
    const groups = summaryGroups(summary);
    expect(rowsOf(groups, 'loan')?.[0]).toEqual({ label: 'Estimated value', value: '$500,000' });
    expect(groups.find((group) => group.key === 'insurance')).toEqual({ key: 'insurance', title: 'Mortgage default insurance', rows: [], notes: [{ key: 'insurance:notPurchase', text: 'A premium is worked out for a purchase only.', breach: false }] });
    expect(groups.find((group) => group.key === 'income')?.notes).toEqual([{ key: 'noIncome', text: 'No income: the ratios cannot be worked out.', breach: true }]);
    expect(groups.find((group) => group.key === 'cashToClose')?.notes.map((note) => note.text)).toEqual(['Cash to close is worked out for a purchase only.']);
    // No debts saved: no ratios yet.
    expect(groups.some((group) => group.key === 'atContractRate')).toBe(false);
  });
});
