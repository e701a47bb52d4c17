import { describe, expect, it } from 'vitest';
import { applicationSummaryMessages as en } from '../messages/application-summary.ts';
import { applicationSummaryMessages as fr } from '../messages/fr/application-summary.ts';
import { editableCostIds } from '../mortgage/closing-costs.ts';
import { type ApplicationStepId, type ApplicationStepValues, applicationStepSchemas } from '../schemas/application-steps.ts';
import { applicationSummary, municipalityOf, summaryBreaches } from './application-summary.ts';

// Every vector's working is in its comments. Payments are monthly at the rate compounded
// semi-annually (i = (1 + r/2)^(1/6) − 1), P × i / (1 − (1 + i)^−n) rounded to the cent; GDS and TDS
// are the monthly costs over the monthly income, in percent to two decimals.

const maya = '11111111-2222-4333-8444-555555555555';
const sam = '66666666-7777-4888-9999-000000000000';

/** Each step parsed by its schema on `today`, so every application is one the portal could have saved. */
function application(today: string, input: Partial<Record<ApplicationStepId, unknown>>): ApplicationStepValues {
  const schemas = applicationStepSchemas(today);
  return Object.fromEntries(Object.entries(input).map(([step, value]) => [step, schemas[step as ApplicationStepId].parse(value)])) as ApplicationStepValues;
}

const person = (id: string, role: string, firstName: string, residencyStatus = 'citizen') => ({
  id,
  role,
  firstName,
  lastName: 'Okafor',
  dateOfBirth: '1988-04-12',
  maritalStatus: 'common_law',
  dependants: 0,
  email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.ca`,
  phone: '613-555-0142',
  residencyStatus,
});
const worked = (...entries: [string, ...object[]][]) => ({ applicants: entries.map(([applicantId, ...jobs]) => ({ applicantId, jobs })) });
const address = (city: string, province: string, postalCode: string) => ({ street: '250 Main Street', city, province, postalCode });
const property = (fields: object) => ({ occupancy: 'owner_occupied', propertyType: 'townhouse', newBuild: false, firstTimeBuyer: false, ...fields });
const debt = (kind: string, monthlyPayment: number, paidOutOnClosing = false) => ({ kind, balance: monthlyPayment * 30, monthlyPayment, paidOutOnClosing });
const defaults = { legalFees: 1_500, titleInsurance: 300, inspection: 400, appraisal: 350, adjustments: 500 };
const defaultItems = Object.entries(defaults).map(([id, amount]) => ({ id, amount, basis: 'default' }));

describe('applicationSummary', () => {
  // Maya, first-time buyer in Ottawa: $500,000 with $50,000 down, $450,000 over 25 years at 4.79%.
  const firstTimeBuyer = application('2026-05-20', {
    applicants: { applicants: [person(maya, 'main', 'Maya')] },
    employment: worked([maya, { kind: 'salaried', employer: 'Shopify', position: 'Developer', startDate: '2019-03-04', annualSalary: 132_000 }]),
    other_income: { incomes: [] },
    liabilities: { liabilities: [debt('car_loan', 425), debt('credit_card', 120, true)] },
    property: property({ purpose: 'purchase', address: address('Ottawa', 'ON', 'K1S 1N4'), price: 500_000, propertyTax: 4_200, heating: 110, firstTimeBuyer: true }),
    down_payment: { sources: [{ kind: 'savings', amount: 35_000 }, { kind: 'fhsa', amount: 15_000 }] },
    mortgage: { amount: 450_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-07-15' },
  });

  it('a salaried first-time buyer whose purchase passes: every figure to the cent', () => {
    const summary = applicationSummary(firstTimeBuyer, { fileDate: '2026-05-20', contractRate: 4.79 });
    expect(summary).toEqual({
      fileDate: '2026-05-20',
      purpose: 'purchase',
      missing: [],
      breaches: [],
      notComputed: [],
      propertyValue: 500_000,
      mortgageAmount: 450_000,
      amortizationYears: 25,
      // 450,000 / 500,000
      loanToValuePercent: 90,
      // Sources 35,000 + 15,000; minimum 500,000 × 5% = 25,000.
      downPayment: { value: 50_000, limit: 25_000, kind: 'atLeast', breached: false },
      priceCovered: { value: 500_000, limit: 500_000, kind: 'atLeast', breached: false },
      // 10% down: 450,000 × 3.10% = 13,950, added to the loan: 463,950. A first-time buyer may take
      // 30 years since 15 December 2024 (this loan takes 25, so no surcharge).
      insurance: {
        required: true,
        notInsurable: [],
        premiumPercent: 3.1,
        surchargePercent: 0,
        premium: 13_950,
        insuredAmount: 463_950,
        maxAmortizationYears: 30,
        priceCap: 1_500_000,
        rulesFrom: '2024-12-15',
      },
      // 4.79 + 2 = 6.79 > 5.25
      rates: { contract: 4.79, qualifying: 6.79, basis: 'buffer', stressTested: true, rulesFrom: '2024-11-21' },
      // Income 132,000 / 12 = 11,000 a month; housing 4,200 / 12 = 350 + 110 heating = 460; debts 425
      // (the card paid out on closing does not count).
      // i = 0.0039524065: 463,950 → 2,643.16; GDS (2,643.16 + 460) / 11,000 = 28.21%; TDS + 425 = 32.07%.
      atContractRate: {
        ratePercent: 4.79,
        monthlyPayment: 2_643.16,
        gds: { value: 28.21, limit: 39, kind: 'atMost', breached: false },
        tds: { value: 32.07, limit: 44, kind: 'atMost', breached: false },
      },
      // i = 0.0055799132: 463,950 → 3,189.65; GDS (3,189.65 + 460) / 11,000 = 33.18%; TDS + 425 = 37.04%.
      atQualifyingRate: {
        ratePercent: 6.79,
        monthlyPayment: 3_189.65,
        gds: { value: 33.18, limit: 39, kind: 'atMost', breached: false },
        tds: { value: 37.04, limit: 44, kind: 'atMost', breached: false },
      },
      grossAnnualIncome: 132_000,
      housingCosts: { propertyTax: 350, heating: 110, condoFees: 0, total: 460 },
      otherDebtPayments: 425,
      // Ontario (not Toronto) on 500,000: 275 + 1,950 + 2,250 + 2,000 = 6,475, less the first-time
      // refund of 4,000 = 2,475; 8% on the premium 1,116; the module's defaults 3,050. Costs 6,641.
      cashToClose: {
        closingDate: '2026-07-15',
        municipality: 'other',
        downPayment: 50_000,
        items: [
          { id: 'landTransferTax', amount: 2_475, basis: 'computed' },
          { id: 'premiumSalesTax', amount: 1_116, basis: 'computed' },
          ...defaultItems,
        ],
        closingCosts: 6_641,
        total: 56_641,
        unknown: [],
      },
    });
  });

  // Maya and Sam buy a condo in North York (City of Toronto): $580,000, $58,000 down, $522,000.
  const couple = (samResidency = 'permanent_resident') =>
    application('2026-05-20', {
      applicants: { applicants: [person(maya, 'main', 'Maya'), person(sam, 'co_applicant', 'Sam', samResidency)] },
      employment: worked(
        [
          maya,
          { kind: 'salaried', employer: 'City of Toronto', position: 'Planner', startDate: '2022-09-06', annualSalary: 78_000 },
          // Ended: not counted.
          { kind: 'salaried', employer: 'Metrolinx', position: 'Analyst', startDate: '2018-01-08', endDate: '2022-08-31', annualSalary: 65_000 },
        ],
        [sam, { kind: 'hourly', employer: 'Sunnybrook', position: 'Care aide', startDate: '2015-04-01', hourlyRate: 28.5, hoursPerWeek: 37.5 }],
      ),
      other_income: { incomes: [{ applicantId: maya, kind: 'investment', annualAmount: 1_200 }] },
      liabilities: { liabilities: [debt('car_loan', 610), debt('student_loan', 240), debt('line_of_credit', 150), debt('credit_card', 90, true)] },
      property: property({
        purpose: 'purchase',
        address: { ...address('North York', 'ON', 'M2N 6K1'), unit: '1802' },
        propertyType: 'condo',
        price: 580_000,
        condoFees: 480,
        propertyTax: 3_600,
        heating: 60,
      }),
      down_payment: { sources: [{ kind: 'savings', amount: 58_000 }] },
      mortgage: { amount: 522_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-08-28' },
    });

  it('a couple whose TDS at the qualifying rate breaches 44%, and only that', () => {
    const summary = applicationSummary(couple(), { fileDate: '2026-06-01', contractRate: 4.79 });
    expect(summary.breaches).toEqual(['tdsAtQualifyingRate']);
    // Maya's current salary 78,000 + Sam's 28.50 × 37.5 h × 52 = 55,575 + investments 1,200 = 134,775
    // (11,231.25 a month). Maya's ended job is left out.
    expect(summary.grossAnnualIncome).toBe(134_775);
    // 3,600 / 12 = 300 tax + 60 heating + half of 480 condo fees = 600; debts 610 + 240 + 150 = 1,000.
    expect(summary.housingCosts).toEqual({ propertyTax: 300, heating: 60, condoFees: 240, total: 600 });
    expect(summary.otherDebtPayments).toBe(1_000);
    // Minimum 500,000 × 5% + 80,000 × 10% = 33,000; 10% down: 522,000 × 3.10% = 16,182 → 538,182.
    expect(summary.downPayment).toEqual({ value: 58_000, limit: 33_000, kind: 'atLeast', breached: false });
    expect(summary.loanToValuePercent).toBe(90);
    expect(summary.insurance).toMatchObject({ premium: 16_182, insuredAmount: 538_182, maxAmortizationYears: 25, notInsurable: [] });
    // 538,182 at 4.79% → 3,066.07; GDS (3,066.07 + 600) / 11,231.25 = 32.64%; TDS + 1,000 = 41.55%.
    expect(summary.atContractRate).toEqual({
      ratePercent: 4.79,
      monthlyPayment: 3_066.07,
      gds: { value: 32.64, limit: 39, kind: 'atMost', breached: false },
      tds: { value: 41.55, limit: 44, kind: 'atMost', breached: false },
    });
    // 538,182 at 6.79% → 3,700.00 (369,999.52 cents); GDS 4,300 / 11,231.25 = 38.29% passes;
    // TDS 5,300 / 11,231.25 = 47.19% breaches 44%.
    expect(summary.atQualifyingRate).toEqual({
      ratePercent: 6.79,
      monthlyPayment: 3_700,
      gds: { value: 38.29, limit: 39, kind: 'atMost', breached: false },
      tds: { value: 47.19, limit: 44, kind: 'atMost', breached: true },
    });
    // North York is in the City of Toronto: Ontario 275 + 1,950 + 2,250 + 3,600 = 8,075 and Toronto's
    // the same; no first-time refund. 8% of 16,182 = 1,294.56. Costs 16,150 + 1,294.56 + 3,050.
    expect(summary.cashToClose).toEqual({
      closingDate: '2026-08-28',
      municipality: 'toronto',
      downPayment: 58_000,
      items: [
        { id: 'landTransferTax', amount: 16_150, basis: 'computed' },
        { id: 'premiumSalesTax', amount: 1_294.56, basis: 'computed' },
        ...defaultItems,
      ],
      closingCosts: 20_494.56,
      total: 78_494.56,
      unknown: [],
    });
  });

  it('says a foreign buyer tax may apply when an applicant is neither a citizen nor a permanent resident', () => {
    const summary = applicationSummary(couple('work_permit'), { fileDate: '2026-06-01', contractRate: 4.79 });
    // Ontario's tax has exemptions the application does not hold: the total leaves it out and says so.
    expect(summary.cashToClose).toMatchObject({ total: 78_494.56, unknown: ['foreignBuyerTax'] });
  });

  // Priya, first-time buyer in Hamilton: $600,000 with $60,000 down, $540,000 over 30 years at 4.39%.
  const thirtyYears = application('2024-11-28', {
    applicants: { applicants: [person(maya, 'main', 'Priya')] },
    employment: worked([maya, { kind: 'salaried', employer: 'McMaster University', position: 'Lecturer', startDate: '2016-07-01', annualSalary: 140_000 }]),
    other_income: { incomes: [] },
    liabilities: { liabilities: [] },
    property: property({ purpose: 'purchase', address: address('Hamilton', 'ON', 'L8P 4R5'), price: 600_000, propertyTax: 4_500, heating: 120, firstTimeBuyer: true }),
    down_payment: { sources: [{ kind: 'fhsa', amount: 40_000 }, { kind: 'rrsp_home_buyers_plan', amount: 20_000 }] },
    mortgage: { amount: 540_000, termMonths: 60, type: 'fixed', amortizationYears: 30, closingDate: '2025-04-30' },
  });

  it('an insured 30-year first-time buyer on a file dated after 15 December 2024 pays the 0.20% surcharge', () => {
    const summary = applicationSummary(thirtyYears, { fileDate: '2025-03-01', contractRate: 4.39 });
    expect(summary.breaches).toEqual([]);
    // Minimum 500,000 × 5% + 100,000 × 10% = 35,000; 10% down: 540,000 × (3.10% + 0.20%) = 17,820.
    expect(summary.downPayment).toEqual({ value: 60_000, limit: 35_000, kind: 'atLeast', breached: false });
    expect(summary.insurance).toEqual({
      required: true,
      notInsurable: [],
      premiumPercent: 3.3,
      surchargePercent: 0.2,
      premium: 17_820,
      insuredAmount: 557_820,
      maxAmortizationYears: 30,
      priceCap: 1_500_000,
      rulesFrom: '2024-12-15',
    });
    // Income 140,000 (11,666.67 a month); housing 4,500 / 12 = 375 + 120 = 495; no debts.
    // 557,820 over 360 months at 4.39% (i = 0.0036253168) → 2,777.02; (2,777.02 + 495) / 11,666.67 = 28.05%.
    // At 6.39% (i = 0.0052554645) → 3,455.14; (3,455.14 + 495) / 11,666.67 = 33.86%.
    expect(summary.atContractRate).toMatchObject({ monthlyPayment: 2_777.02, gds: { value: 28.05 }, tds: { value: 28.05 } });
    expect(summary.atQualifyingRate).toMatchObject({ ratePercent: 6.39, monthlyPayment: 3_455.14, gds: { value: 33.86 }, tds: { value: 33.86 } });
    // Ontario on 600,000: 275 + 1,950 + 2,250 + 4,000 = 8,475 − 4,000 refund = 4,475; 8% of 17,820 = 1,425.60.
    expect(summary.cashToClose).toMatchObject({
      items: [{ id: 'landTransferTax', amount: 4_475 }, { id: 'premiumSalesTax', amount: 1_425.6 }, ...defaultItems],
      closingCosts: 8_950.6,
      total: 68_950.6,
    });
  });

  it('the same file dated 1 December 2024: only a first-time buyer of a new build had 30 years, so it cannot be insured', () => {
    const summary = applicationSummary(thirtyYears, { fileDate: '2024-12-01', contractRate: 4.39 });
    expect(summary.breaches).toEqual(['insurance']);
    // The rules of 1 August 2024: a $1 million cap, 25 years unless first-time buyer and new build.
    expect(summary.insurance).toEqual({
      required: true,
      notInsurable: ['amortization-too-long'],
      premiumPercent: 0,
      surchargePercent: 0,
      premium: 0,
      insuredAmount: 540_000,
      maxAmortizationYears: 25,
      priceCap: 1_000_000,
      rulesFrom: '2024-08-01',
    });
    // The minimum is the same under both caps for this price.
    expect(summary.downPayment).toMatchObject({ limit: 35_000, breached: false });
    // 540,000 at 4.39% → 2,688.30; (2,688.30 + 495) / 11,666.67 = 27.29%. At 6.39% → 3,344.76: 32.91%.
    expect(summary.atContractRate).toMatchObject({ monthlyPayment: 2_688.3, gds: { value: 27.29 } });
    expect(summary.atQualifyingRate).toMatchObject({ monthlyPayment: 3_344.76, gds: { value: 32.91 } });
    // No premium, no tax on it: 4,475 + 0 + 3,050.
    expect(summary.cashToClose).toMatchObject({ closingCosts: 7_525, total: 67_525 });
    expect(summary.cashToClose?.items[1]).toEqual({ id: 'premiumSalesTax', amount: 0, basis: 'computed' });
  });

  // Luc switches his $380,000 mortgage to another lender at renewal, 22 years left, at 4.29%.
  const straightSwitch = application('2026-06-10', {
    applicants: { applicants: [person(maya, 'main', 'Luc')] },
    employment: worked([
      maya,
      { kind: 'self_employed', employer: 'Tremblay Design', position: 'Owner', startDate: '2012-02-01', lastYearIncome: 96_000, previousYearIncome: 84_000 },
    ]),
    other_income: { incomes: [{ applicantId: maya, kind: 'rental', annualAmount: 14_400 }] },
    liabilities: {
      liabilities: [
        { kind: 'mortgage', balance: 380_000, monthlyPayment: 2_150, paidOutOnClosing: true },
        { kind: 'line_of_credit', balance: 40_000, monthlyPayment: 1_000, paidOutOnClosing: false },
      ],
    },
    property: property({ purpose: 'switch', address: address('Calgary', 'AB', 'T2T 0A1'), propertyType: 'detached', estimatedValue: 700_000, propertyTax: 5_400, heating: 140 }),
    mortgage: { amount: 380_000, termMonths: 60, type: 'fixed', amortizationYears: 22, closingDate: '2026-08-01' },
  });

  it('a straight switch is not stress-tested: the contract rate only', () => {
    const summary = applicationSummary(straightSwitch, { fileDate: '2026-06-10', contractRate: 4.29 });
    // No down payment step for a switch; nothing missing.
    expect(summary.missing).toEqual([]);
    expect(summary.breaches).toEqual([]);
    // 380,000 / 700,000 = 54.2857…%
    expect(summary.loanToValuePercent).toBe(54.29);
    expect(summary).toMatchObject({ downPayment: null, priceCovered: null, insurance: null, cashToClose: null });
    expect(summary.notComputed).toEqual([
      { figure: 'insurance', reason: 'notPurchase' },
      { figure: 'cashToClose', reason: 'notPurchase' },
    ]);
    expect(summary.rates).toEqual({ contract: 4.29, qualifying: 4.29, basis: 'straight-switch', stressTested: false, rulesFrom: '2024-11-21' });
    // Income: (96,000 + 84,000) / 2 = 90,000 + rent 14,400 = 104,400 (8,700 a month). Housing 5,400 / 12
    // = 450 + 140 = 590; the mortgage being switched is paid out, the line of credit's 1,000 counts.
    // 380,000 over 264 months at 4.29% (i = 0.0035434610) → 2,218.49; GDS 2,808.49 / 8,700 = 32.28%;
    // TDS 3,808.49 / 8,700 = 43.78%.
    expect(summary.grossAnnualIncome).toBe(104_400);
    expect(summary.otherDebtPayments).toBe(1_000);
    expect(summary.atContractRate).toEqual({
      ratePercent: 4.29,
      monthlyPayment: 2_218.49,
      gds: { value: 32.28, limit: 39, kind: 'atMost', breached: false },
      tds: { value: 43.78, limit: 44, kind: 'atMost', breached: false },
    });
    expect(summary.atQualifyingRate).toBeNull();
  });

  it('the same switch dated before 21 November 2024 was stress-tested, and its TDS breaches', () => {
    const summary = applicationSummary(straightSwitch, { fileDate: '2024-11-01', contractRate: 4.29 });
    expect(summary.rates).toEqual({ contract: 4.29, qualifying: 6.29, basis: 'buffer', stressTested: true, rulesFrom: '2021-06-01' });
    // At 6.29% (i = 0.0051742704) → 2,642.86; GDS 3,232.86 / 8,700 = 37.16%; TDS 4,232.86 / 8,700 = 48.65%.
    expect(summary.atQualifyingRate).toEqual({
      ratePercent: 6.29,
      monthlyPayment: 2_642.86,
      gds: { value: 37.16, limit: 39, kind: 'atMost', breached: false },
      tds: { value: 48.65, limit: 44, kind: 'atMost', breached: true },
    });
    expect(summary.breaches).toEqual(['tdsAtQualifyingRate']);
  });

  it('an incomplete application gives what its saved steps allow and names the missing ones', () => {
    // Chloé in Montréal has saved who she is, her work and other income, and the condo she is buying.
    const partial = application('2026-05-20', {
      applicants: { applicants: [person(maya, 'main', 'Chloé')] },
      employment: worked([maya, { kind: 'salaried', employer: 'Desjardins', position: 'Conseillère', startDate: '2020-01-13', annualSalary: 88_500 }]),
      other_income: { incomes: [{ applicantId: maya, kind: 'child_support', annualAmount: 7_800 }] },
      property: property({
        purpose: 'purchase',
        address: { ...address('Montréal', 'QC', 'H2X 1Y4'), unit: '405' },
        propertyType: 'condo',
        price: 425_000,
        condoFees: 387.25,
        propertyTax: 3_001,
        heating: 45.5,
        firstTimeBuyer: true,
      }),
    });
    expect(applicationSummary(partial, { fileDate: '2026-05-20', contractRate: 5.09 })).toEqual({
      fileDate: '2026-05-20',
      purpose: 'purchase',
      missing: ['liabilities', 'down_payment', 'mortgage'],
      breaches: [],
      notComputed: [],
      propertyValue: 425_000,
      mortgageAmount: null,
      amortizationYears: null,
      loanToValuePercent: null,
      downPayment: null,
      priceCovered: null,
      insurance: null,
      rates: { contract: 5.09, qualifying: 7.09, basis: 'buffer', stressTested: true, rulesFrom: '2024-11-21' },
      atContractRate: null,
      atQualifyingRate: null,
      // 88,500 + 7,800
      grossAnnualIncome: 96_300,
      // 3,001 / 12 = 250.0833… → 250.08; half of 387.25 = 193.625 → 193.63;
      // 250.0833… + 45.50 + 193.625 = 489.2083… → 489.21 (the ratios use the unrounded sum).
      housingCosts: { propertyTax: 250.08, heating: 45.5, condoFees: 193.63, total: 489.21 },
      otherDebtPayments: null,
      cashToClose: null,
    });
  });

  it('an empty application throws nothing: every step it reads is missing', () => {
    const summary = applicationSummary({}, { fileDate: '2026-05-20', contractRate: 4.79 });
    expect(summary.missing).toEqual(['applicants', 'employment', 'other_income', 'liabilities', 'property', 'down_payment', 'mortgage']);
    expect(summary).toMatchObject({ purpose: null, rates: null, propertyValue: null, grossAnnualIncome: null, breaches: [], notComputed: [] });
  });

  it('a HELOC has no amortization: no payment or ratios; a refinance has no premium or cash to close here', () => {
    const heloc = application('2026-05-20', {
      ...Object.fromEntries(Object.entries(straightSwitch).filter(([step]) => step !== 'property' && step !== 'mortgage')),
      property: property({ purpose: 'refinance', address: address('Calgary', 'AB', 'T2T 0A1'), estimatedValue: 800_000, propertyTax: 5_400, heating: 140 }),
      mortgage: { amount: 200_000, type: 'heloc', closingDate: '2026-07-02' },
    });
    const summary = applicationSummary(heloc, { fileDate: '2026-05-20', contractRate: 6.2 });
    expect(summary).toMatchObject({ missing: [], amortizationYears: null, loanToValuePercent: 25, atContractRate: null, atQualifyingRate: null, breaches: [] });
    expect(summary.notComputed).toEqual([
      { figure: 'insurance', reason: 'notPurchase' },
      { figure: 'payments', reason: 'heloc' },
      { figure: 'cashToClose', reason: 'notPurchase' },
    ]);
  });

  it('without income the ratios have no value and breach; a short down payment and an uncovered price are flagged', () => {
    const noIncome = {
      ...firstTimeBuyer,
      ...application('2026-05-20', {
        employment: worked([maya, { kind: 'other', description: 'Parental leave, unpaid', startDate: '2019-03-04', annualAmount: 0 }]),
        // 20,000 down is below the 25,000 minimum, and 20,000 + 450,000 leaves 30,000 of the price unpaid.
        down_payment: { sources: [{ kind: 'savings', amount: 20_000 }] },
      }),
    };
    const summary = applicationSummary(noIncome, { fileDate: '2026-05-20', contractRate: 4.79 });
    expect(summary.grossAnnualIncome).toBe(0);
    expect(summary.atContractRate?.gds).toEqual({ value: null, limit: 39, kind: 'atMost', breached: true });
    expect(summary.downPayment).toEqual({ value: 20_000, limit: 25_000, kind: 'atLeast', breached: true });
    expect(summary.priceCovered).toEqual({ value: 470_000, limit: 500_000, kind: 'atLeast', breached: true });
    expect(summary.breaches).toEqual(['downPayment', 'priceCovered', 'gdsAtContractRate', 'tdsAtContractRate', 'gdsAtQualifyingRate', 'tdsAtQualifyingRate']);
  });

  it('a malformed file date or rate is the caller’s error', () => {
    expect(() => applicationSummary({}, { fileDate: '2026-02-30', contractRate: 4.79 })).toThrow();
    expect(() => applicationSummary({}, { fileDate: '2026-05-20', contractRate: Number.NaN })).toThrow();
  });
});

describe('municipalityOf', () => {
  it('reads the cities with their own land transfer tax as borrowers write them, in their province only', () => {
    expect(municipalityOf('QC', 'Montréal')).toBe('montreal');
    expect(municipalityOf('QC', ' MONTREAL ')).toBe('montreal');
    expect(municipalityOf('ON', 'North York')).toBe('toronto');
    expect(municipalityOf('NS', 'Halifax')).toBe('halifax');
    expect(municipalityOf('ON', 'Ottawa')).toBe('other');
    expect(municipalityOf('QC', 'Toronto')).toBe('other');
  });
});

describe('the summary’s labels', () => {
  it('name every breach, cash item and reason the summary can give, in both languages', () => {
    for (const messages of [en, fr]) {
      expect(Object.keys(messages.breaches)).toEqual([...summaryBreaches]);
      expect(Object.keys(messages.cashItems)).toEqual(['landTransferTax', 'premiumSalesTax', ...editableCostIds]);
      expect(Object.keys(messages.notInsurable).sort()).toEqual(['amortization-too-long', 'below-minimum-down-payment', 'price-at-or-over-cap']);
      expect(Object.keys(messages.basis).sort()).toEqual(['buffer', 'floor', 'straight-switch']);
    }
    // Canadian French names GDS and TDS by their own abbreviations.
    expect(fr.figures.gdsAtQualifyingRate).toBe('Ratio d’amortissement brut de la dette (ABD) au taux admissible');
    expect(fr.figures.tdsAtQualifyingRate).toBe('Ratio d’amortissement total de la dette (ATD) au taux admissible');
  });
});
