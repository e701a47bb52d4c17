import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { applicationSummaryMessages } from '@maple/shared/messages/application-summary';
import { formatMessages } from '@maple/shared/messages/formats';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { applicantName, type Applicant } from '@maple/shared/schemas/application/applicants';
import { downPaymentTotal } from '@maple/shared/schemas/application/down-payment';
import { annualIncome, type Job } from '@maple/shared/schemas/application/employment';
import type { ApplicationStepId, ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import { termLabel } from '@maple/shared/terms';
import { formatDay, formatPlainDollars } from '@/lib/format';
import { formatNumber } from '@/lib/format-number';
import type { DetailEntry } from './lead-details';

// The borrower's saved application as the agent reads it in the lead drawer (issue 39 §4): each
// step as blocks of label and value, in the portal's own labels (messages/application-steps.ts),
// money and days written as the rest of the drawer writes them. Pure, so a test reads the words.

const m = mortgageFilesMessages.application;
const yesNo = (value: boolean) => (value ? leadManagementMessages.yes : leadManagementMessages.no);
const money = (value: number) => formatPlainDollars(value);

/** A part of a step: one applicant, one job, one debt, or the step's fields (no title). */
export interface StepBlock {
  key: string;
  title?: string;
  entries: DetailEntry[];
}

/** '2019-03' → 'March 2019' ('mars 2019'): the month comes before the year in both languages. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${formatMessages.months[(index ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/** 'Since March 2019' for a current address, 'January 2015 to February 2019' for an earlier one. */
const monthPeriod = (from: string, to: string | undefined) => (to ? m.fromTo(formatMonth(from), formatMonth(to)) : m.since(formatMonth(from)));
const dayPeriod = (from: string, to: string | undefined) => (to ? m.fromToDays(formatDay(from), formatDay(to)) : m.sinceDay(formatDay(from)));

/** '1802-250 Main Street, Ottawa ON K1S 1N4': the unit before the street, as Canada Post writes it. */
export function addressLine(address: { street: string; unit?: string; city: string; province: string; postalCode: string }): string {
  return `${address.unit ? `${address.unit}-` : ''}${address.street}, ${address.city} ${address.province} ${address.postalCode}`;
}

/** 60 → '5 years', 6 → '6 months': a term said as a length (termLabel's '5 year' qualifies a rate). */
const termText = (months: number) => (months % 12 === 0 ? applicationSummaryMessages.years(months / 12) : termLabel(months));

const withDescription = (label: string, description: string | undefined) => (description ? `${label} · ${description}` : label);

/** The applicants' names by id (lower case, as the steps compare them); someone not in the Applicants step is said to be so. */
function namesOf(application: ApplicationStepValues): (id: string) => string {
  const names = new Map((application.applicants?.applicants ?? []).map((applicant) => [applicant.id.toLowerCase(), applicantName(applicant)]));
  return (id) => names.get(id.toLowerCase()) ?? m.unknownApplicant;
}

const fullName = (applicant: Applicant) => [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' ');

function jobEntries(job: Job): DetailEntry[] {
  const f = t.employment.fields;
  const entry = (key: string, label: string, value: string): DetailEntry => ({ key, label, value });
  const period = entry('period', m.period, dayPeriod(job.startDate, job.endDate));
  const income = entry('annualIncome', f.annualIncome, money(annualIncome(job)));
  switch (job.kind) {
    case 'salaried':
      return [entry('employer', f.employer, job.employer), entry('position', f.position, job.position), period, entry('annualSalary', f.annualSalary, money(job.annualSalary)), income];
    case 'hourly':
      return [
        entry('employer', f.employer, job.employer),
        entry('position', f.position, job.position),
        period,
        entry('hourlyRate', f.hourlyRate, money(job.hourlyRate)),
        entry('hoursPerWeek', f.hoursPerWeek, formatNumber(job.hoursPerWeek, 2)),
        income,
      ];
    case 'commissioned':
    case 'self_employed':
      return [
        entry('employer', job.kind === 'commissioned' ? f.employer : f.businessName, job.employer),
        entry('position', f.position, job.position),
        period,
        entry('lastYearIncome', f.lastYearIncome, money(job.lastYearIncome)),
        entry('previousYearIncome', f.previousYearIncome, money(job.previousYearIncome)),
        income,
      ];
    case 'retired':
      return [...(job.employer ? [entry('employer', f.pensionPayer, job.employer)] : []), period, income];
    case 'other':
      return [...(job.employer ? [entry('employer', f.payer, job.employer)] : []), entry('description', f.description, job.description), period, income];
  }
}

/**
 * One saved step as blocks to show; an empty list (no debts, no assets) is no block, which the
 * drawer says as "None listed". A step not saved has no blocks either: the drawer does not open it.
 */
export function stepBlocks(step: ApplicationStepId, application: ApplicationStepValues): StepBlock[] {
  const nameOf = namesOf(application);
  switch (step) {
    case 'applicants': {
      const f = t.applicants.fields;
      return (application.applicants?.applicants ?? []).map((applicant) => ({
        key: applicant.id,
        title: `${fullName(applicant)} · ${t.applicants.roles[applicant.role]}`,
        entries: [
          { key: 'dateOfBirth', label: f.dateOfBirth, value: formatDay(applicant.dateOfBirth) },
          { key: 'maritalStatus', label: f.maritalStatus, value: t.applicants.maritalStatuses[applicant.maritalStatus] },
          { key: 'dependants', label: f.dependants, value: String(applicant.dependants) },
          { key: 'email', label: f.email, value: applicant.email },
          { key: 'phone', label: f.phone, value: applicant.phone },
          { key: 'residencyStatus', label: f.residencyStatus, value: t.applicants.residencyStatuses[applicant.residencyStatus] },
        ],
      }));
    }
    case 'addresses':
      return (application.addresses?.applicants ?? []).map((entry) => ({
        key: entry.applicantId,
        title: nameOf(entry.applicantId),
        entries: entry.addresses.map((address, index) => ({
          key: String(index),
          label: monthPeriod(address.from, address.to),
          value: `${addressLine(address)} · ${t.addresses.tenures[address.tenure]}`,
        })),
      }));
    case 'employment':
      return (application.employment?.applicants ?? []).flatMap((entry) =>
        entry.jobs.map((job, index) => ({ key: `${entry.applicantId}:${index}`, title: `${nameOf(entry.applicantId)} · ${t.employment.kinds[job.kind]}`, entries: jobEntries(job) })),
      );
    case 'other_income': {
      const f = t.otherIncome.fields;
      return (application.other_income?.incomes ?? []).map((income, index) => ({
        key: String(index),
        title: withDescription(t.otherIncome.kinds[income.kind], income.description),
        entries: [
          { key: 'applicant', label: f.applicant, value: nameOf(income.applicantId) },
          { key: 'annualAmount', label: f.annualAmount, value: money(income.annualAmount) },
        ],
      }));
    }
    case 'assets': {
      const assets = application.assets?.assets ?? [];
      if (assets.length === 0) return [];
      return [
        {
          key: 'assets',
          entries: assets.map((asset, index) => ({ key: String(index), label: withDescription(t.assets.kinds[asset.kind], asset.description), value: money(asset.value) })),
        },
      ];
    }
    case 'liabilities': {
      const f = t.liabilities.fields;
      return (application.liabilities?.liabilities ?? []).map((debt, index) => ({
        key: String(index),
        title: withDescription(t.liabilities.kinds[debt.kind], debt.description),
        entries: [
          { key: 'balance', label: f.balance, value: money(debt.balance) },
          { key: 'monthlyPayment', label: f.monthlyPayment, value: money(debt.monthlyPayment) },
          { key: 'paidOutOnClosing', label: f.paidOutOnClosing, value: yesNo(debt.paidOutOnClosing) },
        ],
      }));
    }
    case 'property': {
      const property = application.property;
      if (!property) return [];
      const f = t.property.fields;
      const p = t.property;
      return [
        {
          key: 'property',
          entries: [
            { key: 'purpose', label: f.purpose, value: p.purposes[property.purpose] },
            { key: 'address', label: f.address, value: addressLine(property.address) },
            ...(property.price !== undefined ? [{ key: 'price', label: f.price, value: money(property.price) }] : []),
            ...(property.estimatedValue !== undefined ? [{ key: 'estimatedValue', label: f.estimatedValue, value: money(property.estimatedValue) }] : []),
            { key: 'occupancy', label: f.occupancy, value: p.occupancies[property.occupancy] },
            { key: 'propertyType', label: f.propertyType, value: p.propertyTypes[property.propertyType] },
            ...(property.condoFees !== undefined ? [{ key: 'condoFees', label: f.condoFees, value: money(property.condoFees) }] : []),
            { key: 'propertyTax', label: f.propertyTax, value: money(property.propertyTax) },
            { key: 'heating', label: f.heating, value: money(property.heating) },
            { key: 'newBuild', label: f.newBuild, value: yesNo(property.newBuild) },
            { key: 'firstTimeBuyer', label: f.firstTimeBuyer, value: yesNo(property.firstTimeBuyer) },
          ],
        },
      ];
    }
    case 'down_payment': {
      const downPayment = application.down_payment;
      if (!downPayment) return [];
      return [
        {
          key: 'sources',
          entries: [
            ...downPayment.sources.map((source, index) => ({ key: String(index), label: withDescription(t.downPayment.sources[source.kind], source.description), value: money(source.amount) })),
            { key: 'total', label: t.downPayment.total, value: money(downPaymentTotal(downPayment)) },
          ],
        },
      ];
    }
    case 'mortgage': {
      const mortgage = application.mortgage;
      if (!mortgage) return [];
      const f = t.mortgage.fields;
      return [
        {
          key: 'mortgage',
          entries: [
            { key: 'amount', label: f.amount, value: money(mortgage.amount) },
            { key: 'type', label: f.type, value: t.mortgage.types[mortgage.type] },
            ...(mortgage.termMonths !== undefined ? [{ key: 'termMonths', label: f.termMonths, value: termText(mortgage.termMonths) }] : []),
            ...(mortgage.amortizationYears !== undefined ? [{ key: 'amortizationYears', label: applicationSummaryMessages.figures.amortization, value: applicationSummaryMessages.years(mortgage.amortizationYears) }] : []),
            { key: 'closingDate', label: f.closingDate, value: formatDay(mortgage.closingDate) },
          ],
        },
      ];
    }
  }
}
