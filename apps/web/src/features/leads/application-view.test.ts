import { describe, expect, it } from 'vitest';
import { applicationStepSchemas, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import { addressLine, formatMonth, stepBlocks } from './application-view';

const maya = '11111111-2222-4333-8444-555555555555';
const sam = '66666666-7777-4888-9999-000000000000';
const gone = '99999999-8888-4777-a666-555555555555';

/** Each step parsed by its schema, as the portal saves it. */
function application(input: Partial<Record<ApplicationStepId, unknown>>): ApplicationStepValues {
  const schemas = applicationStepSchemas('2026-05-20');
  return Object.fromEntries(Object.entries(input).map(([step, value]) => [step, schemas[step as ApplicationStepId].parse(value)])) as ApplicationStepValues;
}

const person = (id: string, role: string, firstName: string, middleName?: string) => ({
  id,
  role,
  firstName,
  ...(middleName ? { middleName } : {}),
  lastName: 'Okafor',
  dateOfBirth: '1988-04-12',
  maritalStatus: 'common_law',
  dependants: 1,
  email: `${firstName.toLowerCase()}@example.ca`,
  phone: '613-555-0142',
  residencyStatus: 'permanent_resident',
});

const saved = application({
  applicants: { applicants: [person(maya, 'main', 'Maya', 'Adaeze'), person(sam, 'co_applicant', 'Sam')] },
  addresses: {
    applicants: [
      {
        applicantId: maya,
        addresses: [
          { street: '250 Main Street', unit: '1802', city: 'Ottawa', province: 'ON', postalCode: 'k1s1n4', from: '2021-03', tenure: 'rent' },
          { street: '12 Elm Avenue', city: 'Kingston', province: 'ON', postalCode: 'K7L 3N6', from: '2015-01', to: '2021-03', tenure: 'own' },
        ],
      },
    ],
  },
  employment: {
    applicants: [
      {
        applicantId: sam,
        jobs: [
          { kind: 'hourly', employer: 'Sunnybrook', position: 'Care aide', startDate: '2015-04-01', hourlyRate: 28.5, hoursPerWeek: 37.5 },
          { kind: 'self_employed', employer: 'Okafor Design', position: 'Owner', startDate: '2010-01-04', endDate: '2015-03-31', lastYearIncome: 60_000, previousYearIncome: 50_000.51 },
        ],
      },
    ],
  },
  other_income: { incomes: [{ applicantId: gone, kind: 'other', annualAmount: 1_200, description: 'Tutoring' }] },
  assets: { assets: [] },
  liabilities: { liabilities: [{ kind: 'car_loan', description: 'Honda Financial', balance: 12_750, monthlyPayment: 425, paidOutOnClosing: false }] },
  property: {
    purpose: 'purchase',
    address: { street: '40 Rideau Street', city: 'Ottawa', province: 'ON', postalCode: 'K1N 5W8' },
    price: 500_000,
    occupancy: 'owner_occupied',
    propertyType: 'condo',
    condoFees: 480.5,
    propertyTax: 4_200,
    heating: 110,
    newBuild: false,
    firstTimeBuyer: true,
  },
  down_payment: { sources: [{ kind: 'savings', amount: 35_000.1 }, { kind: 'gift', amount: 15_000 }] },
  mortgage: { amount: 450_000, termMonths: 60, type: 'fixed', amortizationYears: 25, closingDate: '2026-07-15' },
});

const values = (step: ApplicationStepId) => stepBlocks(step, saved).map((block) => ({ title: block.title, entries: block.entries.map((entry) => [entry.label, entry.value]) }));

describe('formatMonth and addressLine', () => {
  it('writes a month as its name and year, and an address as Canada Post does', () => {
    expect(formatMonth('2019-03')).toBe('March 2019');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(addressLine({ street: '250 Main Street', unit: '1802', city: 'Ottawa', province: 'ON', postalCode: 'K1S 1N4' })).toBe('1802-250 Main Street, Ottawa ON K1S 1N4');
    expect(addressLine({ street: '12 Elm Avenue', city: 'Kingston', province: 'ON', postalCode: 'K7L 3N6' })).toBe('12 Elm Avenue, Kingston ON K7L 3N6');
  });
});

describe('stepBlocks', () => {
  it('names each applicant with the middle name and role, in the portal’s labels', () => {
    expect(values('applicants')).toEqual([
      {
        title: 'Maya Adaeze Okafor · Main applicant',
        entries: [
          ['Date of birth', 'April 12, 1988'],
          ['Marital status', 'Common-law'],
          ['Dependants', '1'],
          ['Email', 'maya@example.ca'],
          ['Phone', '613-555-0142'],
          ['Residency status', 'Permanent resident'],
        ],
      },
      expect.objectContaining({ title: 'Sam Okafor · Co-applicant' }),
    ]);
  });

  it('lists addresses by applicant, current first, with the months lived there', () => {
    expect(values('addresses')).toEqual([
      {
        title: 'Maya Okafor',
        entries: [
          ['Since March 2021', '1802-250 Main Street, Ottawa ON K1S 1N4 · Rent'],
          ['January 2015 to March 2021', '12 Elm Avenue, Kingston ON K7L 3N6 · Own'],
        ],
      },
    ]);
  });

  it('shows each job with the income its kind asks for and the annual income lenders count', () => {
    expect(values('employment')).toEqual([
      {
        title: 'Sam Okafor · Hourly',
        entries: [
          ['Employer', 'Sunnybrook'],
          ['Position', 'Care aide'],
          ['Period', 'Since April 1, 2015'],
          ['Hourly rate', '$28.50'],
          ['Guaranteed hours per week', '37.5'],
          // 28.50 × 37.5 × 52
          ['Annual income', '$55,575'],
        ],
      },
      {
        title: 'Sam Okafor · Self-employed',
        entries: [
          ['Business name', 'Okafor Design'],
          ['Position', 'Owner'],
          ['Period', 'January 4, 2010 to March 31, 2015'],
          ['Income for the last tax year', '$60,000'],
          ['Income for the tax year before', '$50,000.51'],
          // The two years' average, the half cent dropped.
          ['Annual income', '$55,000.25'],
        ],
      },
    ]);
  });

  it('says so when an income names someone not in the Applicants step', () => {
    expect(values('other_income')).toEqual([
      {
        title: 'Other · Tutoring',
        entries: [
          ['Whose income', 'An applicant not in the Applicants step'],
          ['Annual amount', '$1,200'],
        ],
      },
    ]);
  });

  it('has no block for an empty list, and one per debt', () => {
    expect(stepBlocks('assets', saved)).toEqual([]);
    expect(values('liabilities')).toEqual([
      {
        title: 'Car loan · Honda Financial',
        entries: [
          ['Balance', '$12,750'],
          ['Monthly payment', '$425'],
          ['Paid out on closing', 'No'],
        ],
      },
    ]);
  });

  it('reads the property, the down payment with its total and the mortgage', () => {
    expect(values('property')[0]!.entries).toEqual([
      ['Purpose', 'Purchase'],
      ['Property address', '40 Rideau Street, Ottawa ON K1N 5W8'],
      ['Purchase price', '$500,000'],
      ['Occupancy', 'Owner-occupied'],
      ['Property type', 'Condominium apartment'],
      ['Condo fees (monthly)', '$480.50'],
      ['Property tax (annual)', '$4,200'],
      ['Heating (monthly)', '$110'],
      ['Newly built', 'No'],
      ['First-time home buyer', 'Yes'],
    ]);
    expect(values('down_payment')[0]!.entries).toEqual([
      ['Savings', '$35,000.10'],
      ['Gift from family', '$15,000'],
      ['Total down payment', '$50,000.10'],
    ]);
    expect(values('mortgage')[0]!.entries).toEqual([
      ['Mortgage amount', '$450,000'],
      ['Mortgage type', 'Fixed'],
      ['Term', '5 years'],
      ['Amortization', '25 years'],
      ['Closing date', 'July 15, 2026'],
    ]);
  });

  it('has nothing for a step not saved', () => {
    expect(stepBlocks('mortgage', {})).toEqual([]);
    expect(stepBlocks('applicants', {})).toEqual([]);
  });
});
