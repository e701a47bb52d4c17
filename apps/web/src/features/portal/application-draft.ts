import { pageLanguage } from '@maple/shared/messages/locale';
import { applicantName, type Applicant } from '@maple/shared/schemas/application/applicants';
import type { Job } from '@maple/shared/schemas/application/employment';
import type { ShortFormPrefill } from '@maple/shared/schemas/application/short-form';
import { applicationStepsFor, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';

// The application's step forms (issue 39 §3) hold what the borrower types: every input as text,
// shaped like the step's request body (decision 093), so an error's path from the schema or the
// server (`applicants.0.addresses.1.from`) names the input that holds it. `stepBody` turns the text
// into the body the step's schema checks; `stepDraft` starts a form from what was saved.

export type YesNo = '' | 'yes' | 'no';

export interface ApplicantDraft {
  id: string;
  role: 'main' | 'co_applicant';
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  maritalStatus: string;
  dependants: string;
  email: string;
  phone: string;
  residencyStatus: string;
}
export interface AddressDraft {
  street: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
}
export interface ResidenceDraft extends AddressDraft {
  from: string;
  to: string;
  tenure: string;
}
/** A job of any kind: the form keeps every kind's inputs, and the body takes those of the chosen kind. */
export interface JobDraft {
  kind: string;
  employer: string;
  position: string;
  description: string;
  startDate: string;
  endDate: string;
  annualSalary: string;
  hourlyRate: string;
  hoursPerWeek: string;
  lastYearIncome: string;
  previousYearIncome: string;
  annualPension: string;
  annualAmount: string;
}
export interface OtherIncomeDraft {
  applicantId: string;
  kind: string;
  annualAmount: string;
  description: string;
}
export interface AssetDraft {
  kind: string;
  description: string;
  value: string;
}
export interface LiabilityDraft {
  kind: string;
  description: string;
  balance: string;
  monthlyPayment: string;
  paidOutOnClosing: YesNo;
}
export interface PropertyDraft {
  purpose: string;
  address: AddressDraft;
  price: string;
  estimatedValue: string;
  occupancy: string;
  propertyType: string;
  condoFees: string;
  propertyTax: string;
  heating: string;
  newBuild: YesNo;
  firstTimeBuyer: YesNo;
}
export interface SourceDraft {
  kind: string;
  amount: string;
  description: string;
}
export interface MortgageDraft {
  amount: string;
  type: string;
  termMonths: string;
  amortizationYears: string;
  closingDate: string;
}

export interface StepDrafts {
  applicants: { applicants: ApplicantDraft[] };
  addresses: { applicants: { applicantId: string; addresses: ResidenceDraft[] }[] };
  employment: { applicants: { applicantId: string; jobs: JobDraft[] }[] };
  other_income: { incomes: OtherIncomeDraft[] };
  assets: { assets: AssetDraft[] };
  liabilities: { liabilities: LiabilityDraft[] };
  property: PropertyDraft;
  down_payment: { sources: SourceDraft[] };
  mortgage: MortgageDraft;
}

/** Someone the application is about: an applicant of the saved step, or else a person with access to the portal. */
export interface Person {
  id: string;
  name: string;
  role: 'main' | 'co_applicant';
}

// ---- Amounts and whole numbers as people type them -------------------------------------------

/**
 * Dollars as typed, in either language: '450000', '$450,000.50', '450 000,50 $', '1 234,5' → a
 * number; nothing typed → undefined (the schema then asks for the field); anything else → NaN
 * (the schema's message says how to write it). A comma followed by groups of three digits groups
 * thousands; any other comma is the decimal mark, as French writes it.
 */
export function parseAmount(text: string): number | undefined {
  const plain = text.replace(/[\s$\u00a0\u202f]/g, '');
  if (plain === '') return undefined;
  let english = plain;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain)) english = plain.replaceAll(',', '');
  else if (/^\d+,\d+$/.test(plain)) english = plain.replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(english) ? Number(english) : Number.NaN;
}

/** A whole number as typed ('2'); nothing typed → undefined, anything else (2.5, 'two') → NaN. */
export function parseWhole(text: string): number | undefined {
  const plain = text.trim();
  if (plain === '') return undefined;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A saved amount back in its input: 450000 → '450000', 1234.5 → '1234.50' ('1234,50' in French). */
export function amountText(value: number | undefined, language = pageLanguage): string {
  if (value === undefined) return '';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

const yesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes');

// ---- New entries --------------------------------------------------------------------------------

/**
 * A new applicant's id: a random UUID (version 4), as the schema asks. `crypto.randomUUID` exists
 * only on secure pages (https, localhost); the portal is served over https, but a UUID from random
 * bytes costs three lines wherever it runs.
 */
export function newApplicantId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A person of the portal as a new applicant: their portal id (so the application and the access name
 * them the same way), the role they have there, and their name split at the first space as a
 * starting point the borrower corrects ('Jean de la Fontaine' → 'Jean', 'de la Fontaine').
 */
export function blankApplicant(person?: Person, role: Person['role'] = person?.role ?? 'co_applicant'): ApplicantDraft {
  const name = person?.name.trim() ?? '';
  const space = name.indexOf(' ');
  return {
    id: person?.id ?? newApplicantId(),
    role,
    firstName: space < 0 ? name : name.slice(0, space),
    middleName: '',
    lastName: space < 0 ? '' : name.slice(space + 1).trim(),
    dateOfBirth: '',
    maritalStatus: '',
    dependants: '0',
    email: '',
    phone: '',
    residencyStatus: '',
  };
}
const blankAddress = (): AddressDraft => ({ street: '', unit: '', city: '', province: '', postalCode: '' });
export const blankResidence = (): ResidenceDraft => ({ ...blankAddress(), from: '', to: '', tenure: '' });
export const blankJob = (): JobDraft => ({
  kind: '',
  employer: '',
  position: '',
  description: '',
  startDate: '',
  endDate: '',
  annualSalary: '',
  hourlyRate: '',
  hoursPerWeek: '',
  lastYearIncome: '',
  previousYearIncome: '',
  annualPension: '',
  annualAmount: '',
});
export const blankIncome = (people: readonly Person[]): OtherIncomeDraft => ({ applicantId: people.length === 1 ? people[0]!.id : '', kind: '', annualAmount: '', description: '' });
export const blankAsset = (): AssetDraft => ({ kind: '', description: '', value: '' });
export const blankLiability = (): LiabilityDraft => ({ kind: '', description: '', balance: '', monthlyPayment: '', paidOutOnClosing: '' });
export const blankSource = (): SourceDraft => ({ kind: '', amount: '', description: '' });

// ---- Who the application is about ----------------------------------------------------------------

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The people the per-applicant steps list: the saved applicants step's, or until it is saved, the
 * people with access to the portal (whose ids the applicants step starts from), main applicant first.
 */
export function applicationPeople(application: ApplicationStepValues, portalApplicants: readonly Person[]): Person[] {
  const saved = application.applicants?.applicants;
  if (saved) return saved.map((applicant) => ({ id: applicant.id, name: applicantName(applicant), role: applicant.role }));
  return [...portalApplicants].sort((a, b) => Number(b.role === 'main') - Number(a.role === 'main'));
}

// ---- From what was saved to the form --------------------------------------------------------------

function applicantDraft(applicant: Applicant): ApplicantDraft {
  return {
    id: applicant.id,
    role: applicant.role,
    firstName: applicant.firstName,
    middleName: applicant.middleName ?? '',
    lastName: applicant.lastName,
    dateOfBirth: applicant.dateOfBirth,
    maritalStatus: applicant.maritalStatus,
    dependants: String(applicant.dependants),
    email: applicant.email,
    phone: applicant.phone,
    residencyStatus: applicant.residencyStatus,
  };
}

function jobDraft(job: Job): JobDraft {
  const draft: JobDraft = { ...blankJob(), kind: job.kind, employer: job.employer ?? '', startDate: job.startDate, endDate: job.endDate ?? '' };
  switch (job.kind) {
    case 'salaried':
      return { ...draft, position: job.position, annualSalary: amountText(job.annualSalary) };
    case 'hourly':
      return { ...draft, position: job.position, hourlyRate: amountText(job.hourlyRate), hoursPerWeek: amountText(job.hoursPerWeek) };
    case 'commissioned':
    case 'self_employed':
      return { ...draft, position: job.position, lastYearIncome: amountText(job.lastYearIncome), previousYearIncome: amountText(job.previousYearIncome) };
    case 'retired':
      return { ...draft, annualPension: amountText(job.annualPension) };
    case 'other':
      return { ...draft, description: job.description, annualAmount: amountText(job.annualAmount) };
  }
}

/**
 * Per-applicant entries in the order of `people`: each person's saved entry, or a blank one for
 * someone added since. An entry of someone no longer in the applicants step is left out: saved, it
 * would keep the application from being submitted (`applicationProblems`).
 */
function perPerson<E extends { applicantId: string }, D>(people: readonly Person[], saved: readonly E[] | undefined, toDraft: (entry: E) => D, blank: () => D): (D & { applicantId: string })[] {
  return people.map((person) => {
    const entry = saved?.find((e) => sameId(e.applicantId, person.id));
    return { ...(entry ? toDraft(entry) : blank()), applicantId: person.id };
  });
}

/**
 * The form of `step` as it opens: what was saved, or a start made from what the file knows: the
 * people of the portal, and what the visitor typed on /applications (`prefill`, issue 39 §1: the
 * main applicant's email and phone, the amount, the property's address as its street). A prefilled
 * step is not saved until the borrower saves it.
 */
export function stepDraft<S extends ApplicationStepId>(step: S, application: ApplicationStepValues, portalApplicants: readonly Person[], prefill?: ShortFormPrefill): StepDrafts[S] {
  const people = applicationPeople(application, portalApplicants);
  const known = (id: string) => (people.some((p) => sameId(p.id, id)) ? id : '');
  const contact = (draft: ApplicantDraft): ApplicantDraft =>
    draft.role === 'main' ? { ...draft, email: prefill?.applicant?.email ?? draft.email, phone: prefill?.applicant?.phone ?? draft.phone } : draft;
  const drafts: { [K in ApplicationStepId]: () => StepDrafts[K] } = {
    applicants: () => ({
      applicants: application.applicants
        ? application.applicants.applicants.map(applicantDraft)
        : people.length > 0
          ? people.map((person) => contact(blankApplicant(person)))
          : [contact(blankApplicant(undefined, 'main'))],
    }),
    addresses: () => ({
      applicants: perPerson(
        people,
        application.addresses?.applicants,
        (entry) => ({ addresses: entry.addresses.map((a) => ({ street: a.street, unit: a.unit ?? '', city: a.city, province: a.province, postalCode: a.postalCode, from: a.from, to: a.to ?? '', tenure: a.tenure })) }),
        () => ({ addresses: [blankResidence()] }),
      ),
    }),
    employment: () => ({
      applicants: perPerson(people, application.employment?.applicants, (entry) => ({ jobs: entry.jobs.map(jobDraft) }), () => ({ jobs: [blankJob()] })),
    }),
    other_income: () => ({
      incomes: (application.other_income?.incomes ?? []).map((i) => ({ applicantId: known(i.applicantId), kind: i.kind, annualAmount: amountText(i.annualAmount), description: i.description ?? '' })),
    }),
    assets: () => ({ assets: (application.assets?.assets ?? []).map((a) => ({ kind: a.kind, description: a.description ?? '', value: amountText(a.value) })) }),
    liabilities: () => ({
      liabilities: (application.liabilities?.liabilities ?? []).map((l) => ({
        kind: l.kind,
        description: l.description ?? '',
        balance: amountText(l.balance),
        monthlyPayment: amountText(l.monthlyPayment),
        paidOutOnClosing: yesNo(l.paidOutOnClosing),
      })),
    }),
    property: () => {
      const p = application.property;
      if (!p)
        return {
          purpose: '',
          address: { ...blankAddress(), street: prefill?.property?.address.street ?? '' },
          price: '',
          estimatedValue: '', occupancy: '', propertyType: '', condoFees: '', propertyTax: '', heating: '', newBuild: '', firstTimeBuyer: '' };
      return {
        purpose: p.purpose,
        address: { street: p.address.street, unit: p.address.unit ?? '', city: p.address.city, province: p.address.province, postalCode: p.address.postalCode },
        price: amountText(p.price),
        estimatedValue: amountText(p.estimatedValue),
        occupancy: p.occupancy,
        propertyType: p.propertyType,
        condoFees: amountText(p.condoFees),
        propertyTax: amountText(p.propertyTax),
        heating: amountText(p.heating),
        newBuild: yesNo(p.newBuild),
        firstTimeBuyer: yesNo(p.firstTimeBuyer),
      };
    },
    down_payment: () => ({
      sources: application.down_payment ? application.down_payment.sources.map((s) => ({ kind: s.kind, amount: amountText(s.amount), description: s.description ?? '' })) : [blankSource()],
    }),
    mortgage: () => {
      const m = application.mortgage;
      return {
        amount: amountText(m ? m.amount : prefill?.mortgage?.amount),
        type: m?.type ?? '',
        termMonths: m?.termMonths === undefined ? '' : String(m.termMonths),
        amortizationYears: m?.amortizationYears === undefined ? '' : String(m.amortizationYears),
        closingDate: m?.closingDate ?? '',
      };
    },
  };
  return drafts[step]();
}

// ---- From the form to the request body ------------------------------------------------------------

/** The inputs a job of `kind` sends; any other kind's are left out (each kind is a strict object). */
export function jobBody(job: JobDraft): Record<string, unknown> {
  const period = { startDate: job.startDate, endDate: job.endDate };
  const employed = { employer: job.employer, position: job.position, ...period };
  const twoYears = { lastYearIncome: parseAmount(job.lastYearIncome), previousYearIncome: parseAmount(job.previousYearIncome) };
  switch (job.kind) {
    case 'salaried':
      return { kind: job.kind, ...employed, annualSalary: parseAmount(job.annualSalary) };
    case 'hourly':
      return { kind: job.kind, ...employed, hourlyRate: parseAmount(job.hourlyRate), hoursPerWeek: parseAmount(job.hoursPerWeek) };
    case 'commissioned':
    case 'self_employed':
      return { kind: job.kind, ...employed, ...twoYears };
    case 'retired':
      return { kind: job.kind, employer: job.employer, ...period, annualPension: parseAmount(job.annualPension) };
    case 'other':
      return { kind: job.kind, employer: job.employer, description: job.description, ...period, annualAmount: parseAmount(job.annualAmount) };
    default:
      // No kind chosen: the schema asks for it, and only for it.
      return { kind: job.kind };
  }
}

/** Monthly condo fees: required for a condo, optional for a townhouse, not asked of other homes. */
export const asksCondoFees = (propertyType: string) => propertyType === 'condo' || propertyType === 'townhouse';

/**
 * The request body of a step's form: amounts and whole numbers as numbers, yes or no as booleans,
 * and only the inputs the choices made ask for (a purchase's price, a HELOC without a term). What
 * is not a number stays NaN, so the step's schema refuses it with the field's own message.
 */
export function stepBody<S extends ApplicationStepId>(step: S, draft: StepDrafts[S]): unknown {
  const d = draft as StepDrafts[ApplicationStepId];
  switch (step) {
    case 'applicants':
      return { applicants: (d as StepDrafts['applicants']).applicants.map((a) => ({ ...a, dependants: parseWhole(a.dependants) })) };
    case 'addresses':
      return d;
    case 'employment':
      return { applicants: (d as StepDrafts['employment']).applicants.map((entry) => ({ applicantId: entry.applicantId, jobs: entry.jobs.map(jobBody) })) };
    case 'other_income':
      return { incomes: (d as StepDrafts['other_income']).incomes.map((i) => ({ ...i, annualAmount: parseAmount(i.annualAmount) })) };
    case 'assets':
      return { assets: (d as StepDrafts['assets']).assets.map((a) => ({ ...a, value: parseAmount(a.value) })) };
    case 'liabilities':
      return {
        liabilities: (d as StepDrafts['liabilities']).liabilities.map((l) => ({
          ...l,
          balance: parseAmount(l.balance),
          monthlyPayment: parseAmount(l.monthlyPayment),
          paidOutOnClosing: fromYesNo(l.paidOutOnClosing),
        })),
      };
    case 'property': {
      const p = d as PropertyDraft;
      const purchase = p.purpose === 'purchase';
      return {
        purpose: p.purpose,
        address: p.address,
        // The field of the other purpose is left out: the schema refuses a price on a refinance.
        ...(purchase ? { price: parseAmount(p.price) } : p.purpose ? { estimatedValue: parseAmount(p.estimatedValue) } : {}),
        occupancy: p.occupancy,
        propertyType: p.propertyType,
        ...(p.propertyType === 'condo' || (asksCondoFees(p.propertyType) && p.condoFees.trim() !== '') ? { condoFees: parseAmount(p.condoFees) } : {}),
        propertyTax: parseAmount(p.propertyTax),
        heating: parseAmount(p.heating),
        newBuild: fromYesNo(p.newBuild),
        firstTimeBuyer: fromYesNo(p.firstTimeBuyer),
      };
    }
    case 'down_payment':
      return { sources: (d as StepDrafts['down_payment']).sources.map((s) => ({ ...s, amount: parseAmount(s.amount) })) };
    case 'mortgage': {
      const m = d as MortgageDraft;
      return {
        amount: parseAmount(m.amount),
        type: m.type,
        ...(m.type === 'heloc' ? {} : { termMonths: parseWhole(m.termMonths), amortizationYears: parseWhole(m.amortizationYears) }),
        closingDate: m.closingDate,
      };
    }
  }
  throw new Error(`stepBody: unknown step ${String(step)}`);
}

// ---- Errors and where they show -------------------------------------------------------------------

/** Messages by path, as the API's 400 names them: `applicants.0.lastName`, `_` for the body itself. */
export type FieldMessages = Record<string, string>;

export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';

/** The first message per path of a schema's issues, as the server's 400 gives them (validation-error.ts). */
export function issueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) messages[pathKey(issue.path)] ??= issue.message;
  return messages;
}

/** The value at a dotted path ('applicants.0.lastName'), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with `path` set to `next`, every object and list on the way copied. */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const inner = (copy as Record<string, unknown>)[key!];
  (copy as Record<string, unknown>)[key!] = rest.length === 0 ? next : withValueAt(inner, rest.join('.'), next);
  return copy as T;
}

/** Inputs a step's form does not show (they are set for the borrower): a message about one shows on the entry that holds it. */
const hiddenInputs: Partial<Record<ApplicationStepId, readonly string[]>> = {
  applicants: ['id', 'role'],
  addresses: ['applicantId'],
  employment: ['applicantId'],
};

/**
 * Where a message about `path` shows in the form: the input that holds it, or the group (a list, an
 * entry) when it is about the group or an input the form does not show, or '' for the form as a
 * whole (the body itself, or a path the form no longer has). Every group of a step's form shows its
 * own messages, so each message the schema or the server gives is seen beside what it is about.
 */
export function messageSlot(step: ApplicationStepId, path: string, draft: unknown): string {
  if (path === '_' || path === '') return '';
  let keys = path.split('.');
  const hidden = hiddenInputs[step] ?? [];
  if (keys.length > 1 && hidden.includes(keys.at(-1)!) && typeof valueAt(draft, keys.join('.')) === 'string') keys = keys.slice(0, -1);
  while (keys.length > 0 && valueAt(draft, keys.join('.')) === undefined) keys = keys.slice(0, -1);
  return keys.join('.');
}

/** The messages by the slot that shows them; the first message of a slot is kept. */
export function messagesBySlot(step: ApplicationStepId, messages: FieldMessages, draft: unknown): FieldMessages {
  const slots: FieldMessages = {};
  for (const [path, message] of Object.entries(messages)) slots[messageSlot(step, path, draft)] ??= message;
  return slots;
}

// ---- Moving through the steps -----------------------------------------------------------------------

/** The step after `step` for the application as now saved (its property's purpose decides whether there is a down payment), or null after the last. */
export function nextStep(step: ApplicationStepId, application: ApplicationStepValues): ApplicationStepId | null {
  const steps = applicationStepsFor(application.property?.purpose);
  const at = steps.indexOf(step);
  return at >= 0 && at + 1 < steps.length ? steps[at + 1]! : null;
}
