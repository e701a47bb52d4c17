import { describe, expect, it } from 'vitest';
import { applicationStepSchema, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import {
  amountText,
  applicationPeople,
  blankJob,
  issueMessages,
  messageSlot,
  messagesBySlot,
  newApplicantId,
  nextStep,
  parseAmount,
  parseWhole,
  stepBody,
  stepDraft,
  valueAt,
  withValueAt,
  type Person,
} from './application-draft';

const today = '2026-05-10';
const mainId = '6f1c1a52-6b1e-4c8e-9d42-0f4a4f6f0a01';
const coId = '6f1c1a52-6b1e-4c8e-9d42-0f4a4f6f0a02';
const portal: Person[] = [
  { id: coId, name: 'Marc Tremblay', role: 'co_applicant' },
  { id: mainId, name: 'Jean de la Fontaine', role: 'main' },
];

const applicants = applicationStepSchema('applicants', today).parse({
  applicants: [
    { id: mainId, role: 'main', firstName: 'Jean', lastName: 'Fontaine', dateOfBirth: '1985-04-12', maritalStatus: 'married', dependants: 2, email: 'jean@example.com', phone: '613-555-0101', residencyStatus: 'citizen' },
    { id: coId, role: 'co_applicant', firstName: 'Marc', middleName: 'A', lastName: 'Tremblay', dateOfBirth: '1986-01-02', maritalStatus: 'married', dependants: 2, email: 'marc@example.com', phone: '613-555-0102', residencyStatus: 'permanent_resident' },
  ],
});

describe('amounts as people type them', () => {
  it('reads dollars written in either language, and says NaN for what is not an amount', () => {
    expect(parseAmount('450000')).toBe(450000);
    expect(parseAmount('$450,000.50')).toBe(450000.5);
    expect(parseAmount('450 000,50 $')).toBe(450000.5);
    expect(parseAmount('1\u00a0234,5')).toBe(1234.5);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1,500')).toBe(1500);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('  ')).toBeUndefined();
    for (const text of ['-5', 'abc', '1.2.3', '12,34,5', '4e5']) expect(parseAmount(text)).toBeNaN();
  });

  it('reads whole numbers, and writes saved amounts back in the page language', () => {
    expect(parseWhole(' 2 ')).toBe(2);
    expect(parseWhole('')).toBeUndefined();
    expect(parseWhole('2.5')).toBeNaN();
    expect(amountText(450000, 'en')).toBe('450000');
    expect(amountText(1234.5, 'en')).toBe('1234.50');
    expect(amountText(1234.5, 'fr')).toBe('1234,50');
    expect(amountText(undefined, 'fr')).toBe('');
  });
});

describe('new applicant ids', () => {
  it('are UUIDs the schema takes, with or without crypto.randomUUID', () => {
    const fromBytes = newApplicantId({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(fromBytes).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newApplicantId()).not.toBe(newApplicantId());
  });
});

describe('a step form as it opens', () => {
  it('starts the applicants from the people with portal access: their ids and roles, the main applicant first, the name split at its first space', () => {
    const draft = stepDraft('applicants', {}, portal);
    expect(draft.applicants.map((a) => [a.id, a.role, a.firstName, a.lastName])).toEqual([
      [mainId, 'main', 'Jean', 'de la Fontaine'],
      [coId, 'co_applicant', 'Marc', 'Tremblay'],
    ]);
    expect(draft.applicants[0]!.dependants).toBe('0');
  });

  it('starts one blank main applicant with a new id when nobody has access', () => {
    const [only] = stepDraft('applicants', {}, []).applicants;
    expect(only!.role).toBe('main');
    expect(only!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the saved applicants, then per applicant their saved entries or a blank one, leaving out anyone no longer an applicant', () => {
    const application: ApplicationStepValues = {
      applicants,
      addresses: applicationStepSchema('addresses', today).parse({
        applicants: [
          { applicantId: coId.toUpperCase(), addresses: [{ street: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'k1a0b1', from: '2020-01', tenure: 'rent' }] },
          { applicantId: '6f1c1a52-6b1e-4c8e-9d42-0f4a4f6f0a99', addresses: [{ street: '9 Gone Rd', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1', from: '2020-01', tenure: 'own' }] },
        ],
      }),
    };
    expect(applicationPeople(application, portal).map((p) => p.name)).toEqual(['Jean Fontaine', 'Marc Tremblay']);
    const draft = stepDraft('addresses', application, portal);
    expect(draft.applicants.map((entry) => entry.applicantId)).toEqual([mainId, coId]);
    expect(draft.applicants[0]!.addresses).toEqual([{ street: '', unit: '', city: '', province: '', postalCode: '', from: '', to: '', tenure: '' }]);
    expect(draft.applicants[1]!.addresses[0]).toMatchObject({ street: '1 Main St', postalCode: 'K1A 0B1', unit: '', to: '' });
  });

  it('gives back every saved step as it was saved, once sent again', () => {
    const application: ApplicationStepValues = {
      applicants,
      employment: applicationStepSchema('employment', today).parse({
        applicants: [
          { applicantId: mainId, jobs: [{ kind: 'hourly', employer: 'Acme', position: 'Welder', startDate: '2019-03-01', hourlyRate: 31.25, hoursPerWeek: 37.5 }] },
          { applicantId: coId, jobs: [{ kind: 'retired', startDate: '2018-01-01', annualPension: 42000 }] },
        ],
      }),
      other_income: applicationStepSchema('other_income', today).parse({ incomes: [{ applicantId: coId, kind: 'rental', annualAmount: 12000.5 }] }),
      liabilities: applicationStepSchema('liabilities', today).parse({ liabilities: [{ kind: 'car_loan', balance: 9000, monthlyPayment: 350.25, paidOutOnClosing: false }] }),
      property: applicationStepSchema('property', today).parse({
        purpose: 'purchase',
        address: { street: '2 Elm St', city: 'Ottawa', province: 'ON', postalCode: 'K2P 1L4' },
        price: 650000,
        occupancy: 'owner_occupied',
        propertyType: 'condo',
        condoFees: 420,
        propertyTax: 4200,
        heating: 90,
        newBuild: false,
        firstTimeBuyer: true,
      }),
      mortgage: applicationStepSchema('mortgage', today).parse({ amount: 520000, type: 'fixed', termMonths: 60, amortizationYears: 25, closingDate: '2026-07-01' }),
    };
    for (const step of ['applicants', 'employment', 'other_income', 'liabilities', 'property', 'mortgage'] as const) {
      const body = stepBody(step, stepDraft(step, application, portal));
      expect(applicationStepSchema(step, today).parse(body), step).toEqual(application[step]);
    }
  });
});

describe('a step form sent', () => {
  it('sends only the inputs of a job’s kind, and only the kind until one is chosen', () => {
    const job = { ...blankJob(), kind: 'salaried', employer: 'Acme', position: 'Clerk', startDate: '2020-01-01', annualSalary: '85,000', hourlyRate: '20' };
    const body = stepBody('employment', { applicants: [{ applicantId: mainId, jobs: [job, blankJob()] }] }) as { applicants: { jobs: object[] }[] };
    expect(body.applicants[0]!.jobs).toEqual([{ kind: 'salaried', employer: 'Acme', position: 'Clerk', startDate: '2020-01-01', endDate: '', annualSalary: 85000 }, { kind: '' }]);
  });

  it('sends a purchase’s price or another purpose’s value, condo fees as the home asks, no term for a HELOC', () => {
    const property = stepDraft('property', {}, portal);
    const send = (changes: object) => stepBody('property', { ...property, price: '500000', estimatedValue: '600000', condoFees: '300', ...changes }) as Record<string, unknown>;
    expect(send({ purpose: 'purchase', propertyType: 'detached' })).toMatchObject({ price: 500000 });
    expect(send({ purpose: 'purchase', propertyType: 'detached' })).not.toHaveProperty('estimatedValue');
    expect(send({ purpose: 'purchase', propertyType: 'detached' })).not.toHaveProperty('condoFees');
    expect(send({ purpose: 'refinance', propertyType: 'townhouse' })).toMatchObject({ estimatedValue: 600000, condoFees: 300 });
    expect(send({ purpose: 'refinance' })).not.toHaveProperty('price');
    expect(send({ purpose: '', propertyType: 'condo', condoFees: '' })).toEqual(expect.objectContaining({ condoFees: undefined }));
    expect(Object.keys(send({ purpose: '' }))).not.toContain('price');
    const mortgage = stepBody('mortgage', { amount: '400 000', type: 'heloc', termMonths: '60', amortizationYears: '25', closingDate: '2026-07-01' });
    expect(mortgage).toEqual({ amount: 400000, type: 'heloc', closingDate: '2026-07-01' });
  });

  it('gives the schema’s refusals by path, as the server’s 400 names them', () => {
    const parsed = applicationStepSchema('applicants', today).safeParse(stepBody('applicants', stepDraft('applicants', {}, portal)));
    expect(parsed.success).toBe(false);
    const messages = issueMessages(parsed.error!.issues);
    expect(messages['applicants.0.dateOfBirth']).toBeTruthy();
    expect(messages['applicants.1.lastName']).toBeUndefined();
    expect(issueMessages([{ path: [], message: 'whole body' }])).toEqual({ _: 'whole body' });
  });
});

describe('where a message shows', () => {
  const draft = stepDraft('addresses', { applicants }, portal);

  it('beside the input its path names, on the group for a group or a hidden input, on the form for the body or a path gone', () => {
    expect(messageSlot('addresses', 'applicants.1.addresses.0.from', draft)).toBe('applicants.1.addresses.0.from');
    expect(messageSlot('addresses', 'applicants.0.addresses', draft)).toBe('applicants.0.addresses');
    expect(messageSlot('addresses', 'applicants.1.applicantId', draft)).toBe('applicants.1');
    expect(messageSlot('addresses', 'applicants.0.addresses.5.street', draft)).toBe('applicants.0.addresses');
    expect(messageSlot('addresses', 'applicants.0.addresses.0.sin', draft)).toBe('applicants.0.addresses.0');
    expect(messageSlot('addresses', '_', draft)).toBe('');
    expect(messageSlot('addresses', 'nothing.here', draft)).toBe('');
    // An applicant picked in a list of incomes is an input the borrower sees.
    expect(messageSlot('other_income', 'incomes.0.applicantId', { incomes: [{ applicantId: '', kind: '', annualAmount: '', description: '' }] })).toBe('incomes.0.applicantId');
    expect(messageSlot('applicants', 'applicants.1.role', stepDraft('applicants', {}, portal))).toBe('applicants.1');
  });

  it('keeps the first message of each place', () => {
    expect(messagesBySlot('addresses', { 'applicants.1.applicantId': 'first', 'applicants.1': 'second', _: 'body' }, draft)).toEqual({ 'applicants.1': 'first', '': 'body' });
  });
});

describe('values by path', () => {
  it('reads and writes a copy, leaving the original as it was', () => {
    const value = { applicants: [{ addresses: [{ street: 'a' }] }] };
    const next = withValueAt(value, 'applicants.0.addresses.0.street', 'b');
    expect(valueAt(next, 'applicants.0.addresses.0.street')).toBe('b');
    expect(value.applicants[0]!.addresses[0]!.street).toBe('a');
    expect(Array.isArray(next.applicants)).toBe(true);
    expect(valueAt(value, 'applicants.3.addresses')).toBeUndefined();
  });
});

describe('the step after', () => {
  it('follows the steps of the saved purpose: the down payment for a purchase only, nothing after the mortgage', () => {
    expect(nextStep('applicants', {})).toBe('addresses');
    expect(nextStep('property', {})).toBe('down_payment');
    const refinance = { property: { purpose: 'refinance' } } as ApplicationStepValues;
    expect(nextStep('property', refinance)).toBe('mortgage');
    expect(nextStep('mortgage', {})).toBeNull();
  });
});
