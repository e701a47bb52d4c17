import { jsPDF } from 'jspdf';
import { brokerageDay } from '@maple/shared/brokerage-day';
import type { Language } from '@maple/shared/i18n/languages';
import { formatDayWith } from '@maple/shared/i18n/date-format';
import { formatMoneyWith, formatNumberWith } from '@maple/shared/i18n/number-format';
import { applicationStepsMessages } from '@maple/shared/messages/application-steps';
import { dealPackageMessages } from '@maple/shared/messages/deal-package';
import { fileStagesMessages } from '@maple/shared/messages/file-stages';
import { formatMessages } from '@maple/shared/messages/formats';
import { applicationSteps, type ApplicationStepId } from '@maple/shared/schemas/application-steps';
import type { DealPackage } from '@maple/shared/schemas/deal-package';
import { inLanguage } from '../../lib/in-language.ts';

// US Letter in points, half-inch margins, as the calculators' PDF (decision 087).
const page = { width: 612, height: 792, margin: 36 };

/** The messages' key of each step (the API's step ids are snake_case). */
const stepMessages: Record<ApplicationStepId, keyof typeof applicationStepsMessages> = {
  applicants: 'applicants',
  addresses: 'addresses',
  employment: 'employment',
  other_income: 'otherIncome',
  assets: 'assets',
  liabilities: 'liabilities',
  property: 'property',
  down_payment: 'downPayment',
  mortgage: 'mortgage',
};

// A number under one of these names is a count, a duration or a rate, not money.
const notMoney = /years|months|dependants|hours|count|rate$/i;

/**
 * The application as a readable PDF in `language` (the agent's): the file, each step with the
 * portal's own labels and the choices' names, the timeline, who has portal access and every consent
 * record with its words. Built with jsPDF, the one PDF library of the project (decision 087).
 */
export function dealPackagePdf(pkg: DealPackage, language: Language): Uint8Array<ArrayBuffer> {
  const m = inLanguage(dealPackageMessages, language);
  const steps = inLanguage(applicationStepsMessages, language);
  const stages = inLanguage(fileStagesMessages, language);
  const f = inLanguage(formatMessages, language);
  const day = (iso: string) => formatDayWith(f, brokerageDay(new Date(iso)));
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  let y = page.margin + 8;
  const room = (needed: number) => {
    if (y + needed > page.height - page.margin) {
      doc.addPage();
      y = page.margin + 8;
    }
  };
  const write = (text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) => {
    const size = options.size ?? 9;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(size);
    for (const part of doc.splitTextToSize(text, page.width - 2 * page.margin - (options.indent ?? 0)) as string[]) {
      room(size + 3);
      doc.text(part, page.margin + (options.indent ?? 0), y);
      y += size + 3;
    }
  };
  const heading = (text: string) => {
    y += 6;
    room(30);
    write(text, { bold: true, size: 12 });
  };

  write(m.title, { bold: true, size: 16 });
  write(m.client(pkg.file.clientName));
  write(m.fileStage(stages[pkg.file.stage]));
  write(pkg.application.version ? m.submittedVersion(pkg.application.version, day(pkg.application.submittedAt!)) : m.notSubmitted);
  if (pkg.application.sha256) write(m.sha256(pkg.application.sha256), { size: 8 });
  write(m.madeOn(day(pkg.madeAt)), { size: 8 });

  const fieldLabels = new Map<string, string>();
  for (const key of Object.values(stepMessages)) {
    for (const [field, text] of Object.entries((steps[key] as unknown as { fields?: Record<string, string> }).fields ?? {})) if (!fieldLabels.has(field)) fieldLabels.set(field, text);
  }
  // People are named, not numbered: the applicants step's names by their ids.
  const people = new Map<string, string>();
  const listed = (pkg.application.steps.applicants as { applicants?: { id: string; firstName: string; lastName: string }[] } | undefined)?.applicants ?? [];
  for (const person of listed) people.set(person.id.toLowerCase(), `${person.firstName} ${person.lastName}`);

  for (const step of applicationSteps) {
    const texts = steps[stepMessages[step]] as unknown as Record<string, unknown> & { title: string; fields: Record<string, string> };
    heading(texts.title);
    const value = pkg.application.steps[step];
    if (value === undefined) {
      write(m.notSaved);
      continue;
    }
    writeValue(value, 0);

    // A field named in this step, else in another (an address's street is the addresses step's).
    function label(key: string): string {
      return texts.fields[key] ?? fieldLabels.get(key) ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
    }
    // A choice's name: the first of the step's lists (kinds, purposes, statuses...) that names it.
    function choice(v: string): string {
      for (const [key, list] of Object.entries(texts)) {
        if (key === 'fields' || key === 'errors' || typeof list !== 'object' || list === null) continue;
        const named = (list as Record<string, unknown>)[v];
        if (typeof named === 'string') return named;
      }
      return v;
    }
    function shown(key: string, v: unknown): string {
      if (typeof v === 'boolean') return v ? m.yes : m.no;
      if (typeof v === 'number') return notMoney.test(key) ? formatNumberWith(f, v, 3) : formatMoneyWith(f, v);
      if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDayWith(f, v) : choice(v);
      return String(v);
    }
    function writeValue(v: unknown, indent: number): void {
      if (Array.isArray(v)) {
        v.forEach((item, i) => {
          write(`${i + 1}.`, { bold: true, indent });
          writeValue(item, indent + 12);
        });
        return;
      }
      if (v && typeof v === 'object') {
        for (const [key, inner] of Object.entries(v as Record<string, unknown>)) {
          if (inner === undefined || inner === null || inner === '' || key === 'id') continue;
          if (key === 'applicantId' && typeof inner === 'string') {
            write(people.get(inner.toLowerCase()) ?? inner, { bold: true, indent });
            continue;
          }
          // A step's own list (its applicants, jobs, incomes...) is its items, without a heading of its own.
          if (Array.isArray(inner) && !(key in texts.fields)) {
            writeValue(inner, indent);
            continue;
          }
          if (typeof inner === 'object') {
            write(label(key), { bold: true, indent });
            writeValue(inner, indent + 12);
          } else {
            write(`${label(key)}: ${shown(key, inner)}`, { indent });
          }
        }
      }
    }
  }

  heading(m.timeline);
  for (const change of pkg.file.history) write(`${day(change.at)} · ${stages[change.to]}${change.changedByName ? ` · ${change.changedByName}` : ''}${change.note ? ` · ${change.note}` : ''}`);

  heading(m.applicants);
  for (const applicant of pkg.applicants) write(`${applicant.name} <${applicant.email}>${applicant.revokedAt ? ` · ${m.revoked(day(applicant.revokedAt))}` : ''}`);

  heading(m.consents);
  if (pkg.consents.length === 0) write(m.noConsents);
  for (const consent of pkg.consents) {
    y += 3;
    write(m.consentLine(m.purposes[consent.purpose] ?? consent.purpose, consent.signedName ?? '', day(consent.givenAt)), { bold: true });
    write(consent.wording, { indent: 12 });
    write(m.consentFrom(consent.clientAddress ?? '—', consent.userAgent ?? '—'), { indent: 12, size: 8 });
    if (consent.applicationSha256) write(m.sha256(consent.applicationSha256), { indent: 12, size: 8 });
    if (consent.withdrawnAt) write(m.consentWithdrawn(day(consent.withdrawnAt)), { indent: 12, size: 8 });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
