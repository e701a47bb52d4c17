import type { Applicant } from '../schemas/application/applicants.ts';
import type { EmploymentKind, Job } from '../schemas/application/employment.ts';
import type { OtherIncomeKind } from '../schemas/application/other-income.ts';
import type { DownPaymentSource } from '../schemas/application/down-payment.ts';
import type { PropertyPurpose } from '../schemas/application/property.ts';
import type { ApplicationStepValues } from '../schemas/application-steps.ts';

/**
 * The documents a mortgage file may ask for (issue 39 §5, decision 093). A key is stable: uploads
 * and their review attach to it, so a key is renamed never, only added. Labels and descriptions are
 * in messages/application-steps.ts (`documents.items`).
 */
export const documentKeys = [
  'government_photo_id',
  'pay_stub',
  'employment_letter',
  't4_two_years',
  't1_general_two_years',
  'notice_of_assessment_two_years',
  'pension_statement',
  'income_proof',
  'purchase_agreement',
  'down_payment_history',
  'gift_letter',
  'sale_agreement',
  'mortgage_statement',
  'property_tax_bill',
  'status_certificate',
  'leases',
  'separation_agreement',
] as const;
export type DocumentKey = (typeof documentKeys)[number];

/** A rule about the whole file (the property, the down payment): its documents are the file's. */
export interface FileDocumentRule {
  id: string;
  scope: 'file';
  documents: readonly DocumentKey[];
  applies: (application: ApplicationStepValues) => boolean;
}

/** A rule asked of each applicant in turn (their identity, their income): its documents are that applicant's. */
export interface ApplicantDocumentRule {
  id: string;
  scope: 'applicant';
  documents: readonly DocumentKey[];
  applies: (application: ApplicationStepValues, applicant: Applicant) => boolean;
}

export type DocumentRule = FileDocumentRule | ApplicantDocumentRule;

/**
 * The jobs an applicant holds now. Documents prove the income a borrower qualifies on, today's: a
 * job left two years ago needs no pay stub or letter, and the employment step already tells its story.
 */
function currentJobs(application: ApplicationStepValues, applicant: Applicant): Job[] {
  const entry = application.employment?.applicants.find((e) => e.applicantId.toLowerCase() === applicant.id.toLowerCase());
  return entry?.jobs.filter((job) => job.endDate === undefined) ?? [];
}

const holdsJob =
  (...kinds: EmploymentKind[]) =>
  (application: ApplicationStepValues, applicant: Applicant) =>
    currentJobs(application, applicant).some((job) => kinds.includes(job.kind));

const receivesIncome =
  (...kinds: OtherIncomeKind[]) =>
  (application: ApplicationStepValues, applicant: Applicant) =>
    (application.other_income?.incomes ?? []).some((income) => income.applicantId.toLowerCase() === applicant.id.toLowerCase() && kinds.includes(income.kind));

const purposeIs =
  (...purposes: PropertyPurpose[]) =>
  (application: ApplicationStepValues) =>
    application.property !== undefined && purposes.includes(application.property.purpose);

const downPaymentFrom =
  (kind: DownPaymentSource) =>
  (application: ApplicationStepValues) =>
    (application.down_payment?.sources ?? []).some((source) => source.kind === kind);

/**
 * What lenders ask to see, as data: each rule says when it applies and which documents it asks for.
 * The checklist (document-checklist.ts) asks each rule in this order, so this is also the order the
 * borrower reads the list in. A new requirement is a new entry here, with its reason in
 * `documents.reasons` of the messages.
 */
export const documentRules = [
  // FINTRAC requires a broker to verify the identity of each borrower, from a government-issued photo ID.
  { id: 'identity', scope: 'applicant', documents: ['government_photo_id'], applies: () => true },
  // An employee's income: the pay stub and letter prove today's pay, the T4s that it lasts.
  { id: 'employed_income', scope: 'applicant', documents: ['pay_stub', 'employment_letter', 't4_two_years'], applies: holdsJob('salaried', 'hourly') },
  // Commissions vary: lenders average two years, read from the T4s and the returns the CRA assessed.
  {
    id: 'commission_income',
    scope: 'applicant',
    documents: ['t4_two_years', 't1_general_two_years', 'notice_of_assessment_two_years'],
    applies: holdsJob('commissioned'),
  },
  // A business owner has no T4: the returns and their assessments are the proof, over two years.
  { id: 'self_employed_income', scope: 'applicant', documents: ['t1_general_two_years', 'notice_of_assessment_two_years'], applies: holdsJob('self_employed') },
  { id: 'pension_income', scope: 'applicant', documents: ['pension_statement'], applies: holdsJob('retired') },
  { id: 'other_employment_income', scope: 'applicant', documents: ['income_proof'], applies: holdsJob('other') },
  { id: 'benefit_or_investment_income', scope: 'applicant', documents: ['income_proof'], applies: receivesIncome('disability', 'investment', 'other') },
  // Support received is income only with the order or agreement behind it; support paid is a debt it sets.
  {
    id: 'support',
    scope: 'file',
    documents: ['separation_agreement'],
    applies: (application) =>
      (application.other_income?.incomes ?? []).some((income) => income.kind === 'child_support') ||
      (application.liabilities?.liabilities ?? []).some((liability) => liability.kind === 'support_payment'),
  },
  // A purchase: the agreement sets the price and the closing; 90 days of history show the down
  // payment is the borrower's own, saved or given, not borrowed.
  { id: 'purchase', scope: 'file', documents: ['purchase_agreement', 'down_payment_history'], applies: purposeIs('purchase') },
  // A gift counts only from family, and only if it never has to be repaid: the letter says both.
  { id: 'gift', scope: 'file', documents: ['gift_letter'], applies: downPaymentFrom('gift') },
  { id: 'sale_of_property', scope: 'file', documents: ['sale_agreement'], applies: downPaymentFrom('sale_of_property') },
  // A mortgage already on the property: its statement gives the balance to pay out or carry over,
  // and the tax bill shows no arrears (unpaid property tax ranks ahead of the mortgage).
  { id: 'existing_mortgage', scope: 'file', documents: ['mortgage_statement', 'property_tax_bill'], applies: purposeIs('refinance', 'renewal', 'switch') },
  // The certificate shows the fees and any special assessment or shortfall in the reserve fund.
  { id: 'condominium', scope: 'file', documents: ['status_certificate'], applies: (application) => application.property?.propertyType === 'condo' },
  // Rent counts toward qualifying only with the leases that set it.
  {
    id: 'rental',
    scope: 'file',
    documents: ['leases'],
    applies: (application) =>
      application.property?.occupancy === 'rental' ||
      application.property?.occupancy === 'owner_and_rental' ||
      (application.other_income?.incomes ?? []).some((income) => income.kind === 'rental'),
  },
] as const satisfies readonly DocumentRule[];

export type DocumentRuleId = (typeof documentRules)[number]['id'];
