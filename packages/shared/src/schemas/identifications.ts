import { z } from 'zod';
import { identificationsMessages as m } from '../messages/identifications.ts';
import { calendarDay } from './leads.ts';
import { listOf, pageQuery } from './paging.ts';
import { optionalText, requiredText } from './text.ts';

// Client identification records (FINTRAC; issue 27 §5, decision 045). The database enums
// (packages/db/src/schema/lead-identifications.ts) hold the same lists.
export const identificationMethods = ['government_photo_id', 'credit_file', 'dual_process', 'reliance'] as const;
export type IdentificationMethod = (typeof identificationMethods)[number];
export const pepDeterminations = ['not_pep', 'domestic_pep', 'foreign_pep', 'head_of_international_organization', 'family_or_close_associate'] as const;
export type PepDetermination = (typeof pepDeterminations)[number];
export const thirdPartyDeterminations = ['no_third_party', 'third_party'] as const;
export type ThirdPartyDetermination = (typeof thirdPartyDeterminations)[number];

/** FINTRAC keeps a record at least this many years after the later of its verification and the lead's closing. */
export const identificationRetentionYears = 5;

const day = (required: string) => z.string({ error: required }).min(1, required).pipe(calendarDay);

const fields = {
  clientName: requiredText({ max: 200, required: m.clientNameRequired }),
  address: requiredText({ max: 500, multiline: true, required: m.addressRequired }),
  dateOfBirth: day(m.dateOfBirthRequired),
  method: z.enum(identificationMethods, { error: m.methodRequired }),
  documentType: requiredText({ max: 120, required: m.documentTypeRequired }),
  documentNumber: requiredText({ max: 100, required: m.documentNumberRequired }),
  issuingJurisdiction: optionalText({ max: 120 }),
  expiresOn: z.preprocess((v) => (v === '' ? undefined : v), calendarDay.optional()),
  verifiedOn: day(m.verifiedOnRequired),
  pepDetermination: z.enum(pepDeterminations, { error: m.pepRequired }),
  pepDetails: optionalText({ max: 1000, multiline: true }),
  thirdPartyDetermination: z.enum(thirdPartyDeterminations, { error: m.thirdPartyRequired }),
  thirdPartyDetails: optionalText({ max: 1000, multiline: true }),
  purpose: requiredText({ max: 1000, multiline: true, required: m.purposeRequired }),
};

type RuleFields = { dateOfBirth: string; verifiedOn: string; pepDetermination: PepDetermination; pepDetails?: string | null; thirdPartyDetermination: ThirdPartyDetermination; thirdPartyDetails?: string | null };

/**
 * The rules between fields, as `{ field: message }`: a PEP, HIO or their family needs details, so
 * does a third party, and a client is born before being verified. The create schema applies them,
 * and the service applies them again to a record with its corrections merged in.
 */
export function identificationProblems(record: RuleFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (record.dateOfBirth > record.verifiedOn) problems.dateOfBirth = m.dateOfBirthFuture;
  if (record.pepDetermination !== 'not_pep' && !record.pepDetails) problems.pepDetails = m.pepDetailsRequired;
  if (record.thirdPartyDetermination === 'third_party' && !record.thirdPartyDetails) problems.thirdPartyDetails = m.thirdPartyDetailsRequired;
  return problems;
}

function applyRules(record: RuleFields, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(identificationProblems(record))) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** POST …/leads/:id/identifications: one verification of the client's identity. Who verified is the caller. */
export const createIdentificationInput = z.strictObject(fields).superRefine(applyRules);
export type CreateIdentificationInput = z.infer<typeof createIdentificationInput>;
export type CreateIdentificationRequest = z.input<typeof createIdentificationInput>;

const correctable = z.strictObject({
  ...fields,
  // Optional details can be cleared by a correction.
  issuingJurisdiction: fields.issuingJurisdiction.nullable(),
  expiresOn: fields.expiresOn.nullable(),
  pepDetails: fields.pepDetails.nullable(),
  thirdPartyDetails: fields.thirdPartyDetails.nullable(),
});

/**
 * PATCH …/identifications/:recordId: corrections (any of the fields), or `void: { reason }` alone.
 * There is no delete: a record that should not stand is voided, and stays on file.
 */
export const updateIdentificationInput = correctable
  .partial()
  .extend({ void: z.strictObject({ reason: requiredText({ max: 500, multiline: true, required: m.voidReasonRequired }) }, { error: m.voidReasonRequired }).optional() })
  .superRefine((input, ctx) => {
    const { void: voiding, ...corrections } = input;
    const corrected = Object.values(corrections).some((v) => v !== undefined);
    if (!voiding && !corrected) ctx.addIssue({ code: 'custom', path: [], message: m.nothingToUpdate });
    if (voiding && corrected) ctx.addIssue({ code: 'custom', path: ['void'], message: m.voidWithCorrections });
  });
export type UpdateIdentificationInput = z.infer<typeof updateIdentificationInput>;
export type UpdateIdentificationRequest = z.input<typeof updateIdentificationInput>;

/** GET …/identifications: paging only (a lead has a handful of records). */
export const listIdentificationsQuery = pageQuery.omit({ q: true });
export type ListIdentificationsQuery = z.infer<typeof listIdentificationsQuery>;

/** GET …/identifications/export.csv: the CSV, or with `?format=html` the printable page. */
export const identificationExportQuery = z.object({ format: z.enum(['csv', 'html']).default('csv') });

/** The path of one record: the lead and the record. */
export const identificationParams = z.object({ id: z.guid(), recordId: z.guid() });

/** One record as every answer shows it: the document number masked (`maskDocumentNumber`). */
export const identification = z.object({
  id: z.string(),
  leadId: z.string(),
  clientName: z.string(),
  address: z.string(),
  dateOfBirth: z.string(),
  method: z.enum(identificationMethods),
  documentType: z.string(),
  documentNumberMasked: z.string(),
  issuingJurisdiction: z.string().nullable(),
  expiresOn: z.string().nullable(),
  verifiedOn: z.string(),
  verifiedByUserId: z.string().nullable(),
  verifiedByName: z.string(),
  pepDetermination: z.enum(pepDeterminations),
  pepDetails: z.string().nullable(),
  thirdPartyDetermination: z.enum(thirdPartyDeterminations),
  thirdPartyDetails: z.string().nullable(),
  purpose: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The last day the record must be kept; null while the lead is open (five years after it closes). */
  retainUntil: z.string().nullable(),
});
export type Identification = z.infer<typeof identification>;
export const identificationList = listOf(identification);
export type IdentificationList = z.infer<typeof identificationList>;

/** The super admin's reveal: the document number in clear (the reveal is audited). */
export const revealedIdentification = z.object({ id: z.string(), documentNumber: z.string() });

/**
 * "•••• 1234": the last four letters or digits of a number long enough that they do not give it
 * away; a short number is masked whole. Spaces and dashes do not count.
 */
export function maskDocumentNumber(number: string): string {
  const plain = number.replace(/[\s-]/g, '');
  return plain.length >= 8 ? `\u2022\u2022\u2022\u2022 ${plain.slice(-4)}` : '\u2022\u2022\u2022\u2022';
}

/** `day` plus whole years; 29 February goes to 1 March, so the period is never short. */
export function addYears(day: string, years: number): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, mo - 1, d)).toISOString().slice(0, 10);
}
