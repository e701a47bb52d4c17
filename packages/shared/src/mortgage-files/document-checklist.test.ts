import { describe, expect, it } from 'vitest';
import { applicationStepsMessages as en } from '../messages/application-steps.ts';
import { applicationStepsMessages as fr } from '../messages/fr/application-steps.ts';
import { type ApplicationStepId, type ApplicationStepValues, applicationStepSchemas } from '../schemas/application-steps.ts';
import { documentChecklist } from './document-checklist.ts';
import { documentKeys, documentRules } from './document-rules.ts';

const today = '2026-11-24';
const maya = '11111111-2222-4333-8444-555555555555';
const sam = '66666666-7777-4888-9999-000000000000';

/** Each step parsed by its schema, so every application here is one the portal could have saved. */
function application(input: Partial<Record<ApplicationStepId, unknown>>): ApplicationStepValues {
  const schemas = applicationStepSchemas(today);
  return Object.fromEntries(Object.entries(input).map(([step, value]) => [step, schemas[step as ApplicationStepId].parse(value)])) as ApplicationStepValues;
}

const person = (id: string, role: string, firstName: string) => ({
  id,
  role,
  firstName,
  lastName: 'Okafor',
  dateOfBirth: '1985-10-02',
  maritalStatus: 'married',
  dependants: 1,
  email: `${firstName.toLowerCase()}@example.ca`,
  phone: '604-555-0199',
  residencyStatus: 'permanent_resident',
});
const applicants = (...people: ReturnType<typeof person>[]) => ({ applicants: people });
const livedAt = (...ids: string[]) => ({
  applicants: ids.map((applicantId) => ({
    applicantId,
    addresses: [{ street: '4510 West 10th Avenue', city: 'Vancouver', province: 'BC', postalCode: 'V6R 2J1', from: '2012-06', tenure: 'own' }],
  })),
});
const worked = (...entries: [string, ...object[]][]) => ({ applicants: entries.map(([applicantId, ...jobs]) => ({ applicantId, jobs })) });
const property = (fields: object) => ({
  address: { street: '1788 Ontario Street', unit: '1203', city: 'Vancouver', province: 'BC', postalCode: 'V5T 0G5' },
  occupancy: 'owner_occupied',
  propertyType: 'detached',
  propertyTax: 4_180.55,
  heating: 95,
  newBuild: false,
  firstTimeBuyer: false,
  ...fields,
});
const salaried = { kind: 'salaried', employer: 'BC Hydro', position: 'Engineer', startDate: '2014-03-03', annualSalary: 118_400 };
const hourly = { kind: 'hourly', employer: 'Vancouver Coastal Health', position: 'Care aide', startDate: '2017-08-14', hourlyRate: 29.86, hoursPerWeek: 37.5 };

/** What the borrower sees: each item's key and the rule that asked for it. */
const summary = (app: ApplicationStepValues) => documentChecklist(app).map((item) => [item.key, item.rule]);

describe('documentChecklist', () => {
  it('asks a salaried and an hourly couple buying with a gift for income, purchase and gift documents', () => {
    const app = application({
      applicants: applicants(person(maya, 'main', 'Maya'), person(sam, 'co_applicant', 'Sam')),
      addresses: livedAt(maya, sam),
      employment: worked([maya, salaried], [sam, hourly]),
      property: property({ purpose: 'purchase', price: 1_150_000, firstTimeBuyer: true }),
      down_payment: { sources: [{ kind: 'savings', amount: 180_000 }, { kind: 'gift', amount: 50_000, description: 'From Maya’s parents' }] },
    });
    expect(summary(app)).toEqual([
      [`government_photo_id:${maya}`, 'identity'],
      [`government_photo_id:${sam}`, 'identity'],
      [`pay_stub:${maya}`, 'employed_income'],
      [`employment_letter:${maya}`, 'employed_income'],
      [`t4_two_years:${maya}`, 'employed_income'],
      [`pay_stub:${sam}`, 'employed_income'],
      [`employment_letter:${sam}`, 'employed_income'],
      [`t4_two_years:${sam}`, 'employed_income'],
      ['purchase_agreement', 'purchase'],
      ['down_payment_history', 'purchase'],
      ['gift_letter', 'gift'],
    ]);
    expect(documentChecklist(app)[2]).toEqual({ key: `pay_stub:${maya}`, document: 'pay_stub', applicantId: maya, rule: 'employed_income', rules: ['employed_income'] });
    expect(documentChecklist(app).find((item) => item.document === 'gift_letter')?.applicantId).toBeNull();
  });

  it('asks a self-employed borrower refinancing a condo for two years of returns, the mortgage and the condo’s papers', () => {
    const app = application({
      applicants: applicants(person(maya, 'main', 'Maya')),
      addresses: livedAt(maya),
      employment: worked([
        maya,
        { kind: 'self_employed', employer: 'Okafor Design Inc.', position: 'Owner', startDate: '2016-01-04', lastYearIncome: 143_220.18, previousYearIncome: 121_905 },
        // An employee before: a job that ended asks for nothing.
        { ...salaried, endDate: '2015-12-31' },
      ]),
      liabilities: { liabilities: [{ kind: 'mortgage', balance: 402_118.33, monthlyPayment: 2_140.5, paidOutOnClosing: true }] },
      property: property({ purpose: 'refinance', estimatedValue: 865_000, propertyType: 'condo', condoFees: 540.2 }),
    });
    expect(summary(app)).toEqual([
      [`government_photo_id:${maya}`, 'identity'],
      [`t1_general_two_years:${maya}`, 'self_employed_income'],
      [`notice_of_assessment_two_years:${maya}`, 'self_employed_income'],
      ['mortgage_statement', 'existing_mortgage'],
      ['property_tax_bill', 'existing_mortgage'],
      ['status_certificate', 'condominium'],
    ]);
  });

  it('asks retired borrowers renewing, with a basement rented out, for pensions, the mortgage and the lease', () => {
    const retired = (startDate: string, annualPension: number) => ({ kind: 'retired', employer: 'BC Public Service Pension Plan', startDate, annualPension });
    const app = application({
      applicants: applicants(person(maya, 'main', 'Maya'), person(sam, 'co_applicant', 'Sam')),
      addresses: livedAt(maya, sam),
      employment: worked([maya, retired('2019-07-01', 48_300)], [sam, retired('2021-01-01', 36_912.4)]),
      other_income: { incomes: [{ applicantId: maya, kind: 'rental', annualAmount: 21_600 }] },
      property: property({ purpose: 'renewal', estimatedValue: 1_420_000, occupancy: 'owner_and_rental' }),
    });
    expect(summary(app)).toEqual([
      [`government_photo_id:${maya}`, 'identity'],
      [`government_photo_id:${sam}`, 'identity'],
      [`pension_statement:${maya}`, 'pension_income'],
      [`pension_statement:${sam}`, 'pension_income'],
      ['mortgage_statement', 'existing_mortgage'],
      ['property_tax_bill', 'existing_mortgage'],
      ['leases', 'rental'],
    ]);
  });

  it('asks for a document once, naming every rule that asks for it', () => {
    const commissioned = { kind: 'commissioned', employer: 'Sun Life', position: 'Advisor', startDate: '2018-05-07', lastYearIncome: 64_000, previousYearIncome: 58_500 };
    const leave = { kind: 'other', description: 'Disability insurance top-up', startDate: '2024-02-01', annualAmount: 6_000 };
    const app = application({
      applicants: applicants(person(maya, 'main', 'Maya')),
      employment: worked([maya, salaried, commissioned, leave]),
      other_income: { incomes: [{ applicantId: maya, kind: 'disability', annualAmount: 9_600 }, { applicantId: maya, kind: 'child_support', annualAmount: 7_200 }] },
      liabilities: { liabilities: [{ kind: 'support_payment', balance: 0, monthlyPayment: 450, paidOutOnClosing: false }] },
    });
    const items = documentChecklist(app);
    expect(items.filter((item) => item.document === 't4_two_years')).toEqual([
      { key: `t4_two_years:${maya}`, document: 't4_two_years', applicantId: maya, rule: 'employed_income', rules: ['employed_income', 'commission_income'] },
    ]);
    expect(items.find((item) => item.document === 'income_proof')?.rules).toEqual(['other_employment_income', 'benefit_or_investment_income']);
    expect(items.filter((item) => item.document === 'separation_agreement')).toEqual([
      { key: 'separation_agreement', document: 'separation_agreement', applicantId: null, rule: 'support', rules: ['support'] },
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('grows with the steps saved: the applicants alone ask for their IDs, nothing asks for nothing', () => {
    expect(documentChecklist({})).toEqual([]);
    const app = application({ applicants: applicants(person(maya, 'main', 'Maya'), person(sam, 'co_applicant', 'Sam')) });
    expect(summary(app)).toEqual([
      [`government_photo_id:${maya}`, 'identity'],
      [`government_photo_id:${sam}`, 'identity'],
    ]);
  });

  it('keeps an item’s key when the application around it changes', () => {
    const base = {
      applicants: applicants(person(maya, 'main', 'Maya')),
      employment: worked([maya, salaried]),
      property: property({ purpose: 'purchase', price: 900_000 }),
      down_payment: { sources: [{ kind: 'savings', amount: 180_000 }] },
    };
    const before = documentChecklist(application(base)).map((item) => item.key);
    const after = documentChecklist(
      application({ ...base, down_payment: { sources: [{ kind: 'savings', amount: 150_000 }, { kind: 'sale_of_property', amount: 30_000 }] } }),
    ).map((item) => item.key);
    expect(after).toEqual([...before, 'sale_agreement']);
  });
});

describe('the document rules', () => {
  it('ask only for documents the messages name and describe, in both languages', () => {
    for (const messages of [en, fr]) {
      expect(Object.keys(messages.documents.items).sort()).toEqual([...documentKeys].sort());
      expect(Object.keys(messages.documents.reasons).sort()).toEqual(documentRules.map((rule) => rule.id).sort());
    }
    const asked = new Set(documentRules.flatMap((rule) => rule.documents));
    expect(documentKeys.filter((key) => !asked.has(key))).toEqual([]);
  });

  it('have distinct ids', () => {
    expect(new Set(documentRules.map((rule) => rule.id)).size).toBe(documentRules.length);
  });
});
