import { describe, expect, it } from 'vitest';
import { applicationStepsMessages as m } from '../messages/application-steps.ts';
import {
  type ApplicationStepId,
  type ApplicationStepValues,
  applicationProblems,
  applicationStepSchema,
  applicationStepSchemas,
  applicationSteps,
  applicationStepsFor,
  isApplicationStep,
} from './application-steps.ts';

const today = '2026-11-24';
const main = '0b6f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';
const partner = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

const person = { middleName: '', maritalStatus: 'married', dependants: 0, phone: '613-555-0142', residencyStatus: 'citizen' };
const home = { street: '12 Rideau Terrace', city: 'Ottawa', province: 'ON', postalCode: 'K1M 2C3', from: '2016-04', tenure: 'rent' };
const job = { kind: 'salaried', employer: 'Shopify', position: 'Developer', startDate: '2019-02-11', annualSalary: 128_000 };

/** A couple buying their first home: every step, as the portal would send it. */
const purchaseInput: Record<ApplicationStepId, unknown> = {
  applicants: {
    applicants: [
      { id: main, role: 'main', firstName: 'Priya', lastName: 'Nair', dateOfBirth: '1991-06-02', email: 'priya@example.ca', ...person },
      { id: partner, role: 'co_applicant', firstName: 'Owen', lastName: 'Clarke', dateOfBirth: '1990-01-19', email: 'owen@example.ca', ...person },
    ],
  },
  addresses: { applicants: [{ applicantId: main, addresses: [home] }, { applicantId: partner, addresses: [home] }] },
  employment: { applicants: [{ applicantId: main, jobs: [job] }, { applicantId: partner, jobs: [{ ...job, employer: 'City of Ottawa', startDate: '2015-09-01' }] }] },
  other_income: { incomes: [] },
  assets: { assets: [{ kind: 'tfsa', value: 18_250.4 }] },
  liabilities: { liabilities: [{ kind: 'car_loan', balance: 14_900, monthlyPayment: 389.27, paidOutOnClosing: false }] },
  property: {
    purpose: 'purchase',
    address: { street: '301 Churchill Avenue North', city: 'Ottawa', province: 'ON', postalCode: 'K1Z 5B9' },
    price: 689_000,
    occupancy: 'owner_occupied',
    propertyType: 'semi_detached',
    propertyTax: 5_212,
    heating: 145,
    newBuild: false,
    firstTimeBuyer: true,
  },
  down_payment: { sources: [{ kind: 'savings', amount: 68_900 }] },
  mortgage: { amount: 620_100, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2027-03-31' },
};

function parseAll(input: Partial<Record<ApplicationStepId, unknown>>): ApplicationStepValues {
  const schemas = applicationStepSchemas(today);
  return Object.fromEntries(Object.entries(input).map(([step, value]) => [step, schemas[step as ApplicationStepId].parse(value)])) as ApplicationStepValues;
}

describe('the application steps', () => {
  it('are listed in the portal’s order, each with its schema', () => {
    expect(applicationSteps).toEqual(['applicants', 'addresses', 'employment', 'other_income', 'assets', 'liabilities', 'property', 'down_payment', 'mortgage']);
    expect(Object.keys(applicationStepSchemas(today))).toEqual([...applicationSteps]);
    expect(isApplicationStep('down_payment')).toBe(true);
    expect(isApplicationStep('sin')).toBe(false);
  });

  it('take a whole application, and refuse a SIN at the top of every step', () => {
    for (const step of applicationSteps) {
      expect(applicationStepSchema(step, today).safeParse(purchaseInput[step]).success, step).toBe(true);
      const withSin = applicationStepSchema(step, today).safeParse({ ...(purchaseInput[step] as object), sin: '046 454 286' });
      expect(withSin.error?.issues, step).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['sin'], path: [] })]);
    }
  });

  it('are checked against the day they are given, not the machine’s', () => {
    const mortgage = purchaseInput.mortgage;
    expect(applicationStepSchema('mortgage', today).safeParse(mortgage).success).toBe(true);
    expect(applicationStepSchema('mortgage', '2027-04-01').safeParse(mortgage).success).toBe(false);
    expect(() => applicationStepSchemas('2026-02-30')).toThrow(/not a calendar day/);
  });

  it('leave the down payment to a purchase', () => {
    expect(applicationStepsFor('refinance')).not.toContain('down_payment');
    expect(applicationStepsFor('purchase')).toEqual([...applicationSteps]);
    expect(applicationStepsFor(undefined)).toEqual([...applicationSteps]);
  });
});

describe('the lists of other income, assets and debts', () => {
  const schemas = applicationStepSchemas(today);

  it('may be empty, and name the field of an item they refuse', () => {
    expect(schemas.other_income.safeParse({ incomes: [] }).success).toBe(true);
    const issues = (step: 'other_income' | 'assets' | 'liabilities', value: unknown) =>
      schemas[step].safeParse(value).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    expect(issues('other_income', { incomes: [{ applicantId: main, kind: 'rental', annualAmount: -5 }] })).toEqual([{ path: 'incomes.0.annualAmount', message: m.otherIncome.errors.annualAmount }]);
    expect(issues('other_income', { incomes: [{ applicantId: main, kind: 'other', annualAmount: 5 }] })).toEqual([{ path: 'incomes.0.description', message: m.otherIncome.errors.description }]);
    expect(issues('other_income', { incomes: [{ applicantId: 'me', kind: 'rental', annualAmount: 5 }] })).toEqual([{ path: 'incomes.0.applicantId', message: m.otherIncome.errors.applicant }]);
    expect(issues('assets', { assets: [{ kind: 'crypto', value: 1 }] })).toEqual([{ path: 'assets.0.kind', message: m.assets.errors.kind }]);
    expect(issues('assets', { assets: [{ kind: 'vehicle', value: 12.345 }] })).toEqual([{ path: 'assets.0.value', message: m.assets.errors.value }]);
    expect(issues('liabilities', { liabilities: [{ kind: 'credit_card', balance: 900, monthlyPayment: 27 }] })).toEqual([
      { path: 'liabilities.0.paidOutOnClosing', message: m.liabilities.errors.paidOutOnClosing },
    ]);
    expect(issues('liabilities', { liabilities: [{ kind: 'credit_card', balance: 900, monthlyPayment: 1_000_000.01, paidOutOnClosing: true }] })).toEqual([
      { path: 'liabilities.0.monthlyPayment', message: m.liabilities.errors.monthlyPayment },
    ]);
    expect(issues('assets', { assets: Array.from({ length: 31 }, () => ({ kind: 'savings', value: 1 })) })).toEqual([{ path: 'assets', message: m.assets.errors.list }]);
  });
});

describe('applicationProblems', () => {
  it('finds nothing in a whole, consistent application', () => {
    expect(applicationProblems(parseAll(purchaseInput))).toEqual([]);
  });

  it('names the steps not saved yet, the down payment only for a purchase', () => {
    const { down_payment: _dp, mortgage: _mortgage, ...rest } = purchaseInput;
    expect(applicationProblems(parseAll(rest))).toEqual([
      { step: 'down_payment', path: [], message: m.stepMissing(m.downPayment.title) },
      { step: 'mortgage', path: [], message: m.stepMissing(m.mortgage.title) },
    ]);
    const refinance = { ...(purchaseInput.property as object), purpose: 'refinance', price: undefined, estimatedValue: 700_000 };
    expect(applicationProblems(parseAll({ ...rest, property: refinance, mortgage: purchaseInput.mortgage }))).toEqual([]);
  });

  it('finds an applicant left out of a step, or one the applicants step does not have', () => {
    const stranger = '5f4e3d2c-1b0a-4987-8654-3210fedcba98';
    const application = parseAll({
      ...purchaseInput,
      addresses: { applicants: [{ applicantId: main, addresses: [home] }] },
      other_income: { incomes: [{ applicantId: stranger, kind: 'investment', annualAmount: 1_200 }] },
    });
    expect(applicationProblems(application)).toEqual([
      { step: 'addresses', path: ['applicants'], message: m.applicantMissing('Owen Clarke') },
      { step: 'other_income', path: ['incomes', 0, 'applicantId'], message: m.unknownApplicant },
    ]);
  });

  it('finds a down payment above the price', () => {
    const application = parseAll({ ...purchaseInput, down_payment: { sources: [{ kind: 'savings', amount: 689_000 }, { kind: 'gift', amount: 0.01 }] } });
    expect(applicationProblems(application)).toEqual([{ step: 'down_payment', path: ['sources'], message: m.downPaymentAbovePrice }]);
    const whole = parseAll({ ...purchaseInput, down_payment: { sources: [{ kind: 'savings', amount: 689_000 }] } });
    expect(applicationProblems(whole)).toEqual([]);
  });
});
