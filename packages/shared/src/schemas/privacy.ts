import { z } from 'zod';
import { privacyMessages as m } from '../messages/privacy.ts';
import { retentionPeriods, settingsLimits } from './site.ts';
import { listOf, pageQuery } from './paging.ts';
import { day, instant } from './dates.ts';
import { text } from './text.ts';

export const privacyRequestKinds = ['access', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestStatuses = ['open', 'in_progress', 'completed', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** Days a brokerage has to answer a request (PIPEDA s. 8(3)). */
export const privacyRequestDueDays = 30;

/** Fewer digits than this cannot name one person's phone (a street number, an amount). */
export const minPhoneDigits = 7;

/**
 * A phone number as the digits it is made of, without a leading North American "1" country code,
 * so "+1 (416) 555-0100" and "416.555.0100" are the same person; null when too short to be one.
 */
export function phoneDigits(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= minPhoneDigits && digits.length <= 15 ? digits : null;
}

/** Who a search or a request names: an email address (lower-cased) and/or a phone number's digits. */
export type PersonKey = { email: string | null; phone: string | null };

const emailField = text({ max: 254, invalid: m.invalidEmail }).pipe(z.email(m.invalidEmail)).transform((v) => v.toLowerCase());
const phoneField = text({ max: 30, invalid: m.invalidPhone }).refine((v) => phoneDigits(v) !== null, m.invalidPhone).transform((v) => phoneDigits(v)!);
/** An instant (ISO 8601 with its offset) or a calendar day, which the service reads as noon UTC that day. */
const instantField = instant({ invalid: m.invalidReceivedAt, orDay: true });

/** GET /api/admin/privacy/search?q=: an email address, or a phone number in any writing. */
export const privacySearchQuery = z.strictObject({
  q: text({ max: 254, invalid: m.invalidQuery }).transform((v, ctx): PersonKey => {
    if (v.includes('@')) {
      if (z.email().safeParse(v).success) return { email: v.toLowerCase(), phone: null };
    } else {
      const phone = phoneDigits(v);
      if (phone) return { email: null, phone };
    }
    ctx.addIssue({ code: 'custom', message: m.invalidQuery });
    return z.NEVER;
  }),
});

export const privacyMatchKinds = ['lead', 'mortgage_file', 'mortgage_file_note', 'portal_applicant', 'application', 'file_document', 'lead_mention', 'lead_activity', 'audit_event', 'webhook_delivery', 'outbox_file', 'consent', 'pending_subscription', 'lead_identification', 'user', 'agent'] as const;

/** One place that holds the person's data: its kind (a string, so a later kind needs no change here) and id, and a line to recognise it by. */
export const privacyMatch = z.object({ kind: z.string(), id: z.string(), summary: z.string() });
export type PrivacyMatch = z.infer<typeof privacyMatch>;
export const privacySearchResult = z.object({ email: z.string().nullable(), phone: z.string().nullable(), matches: z.array(privacyMatch), total: z.number().int() });
export type PrivacySearchResult = z.infer<typeof privacySearchResult>;

/** POST /api/admin/privacy/requests. */
export const createPrivacyRequestInput = z
  .strictObject({
    kind: z.enum(privacyRequestKinds, { error: m.invalidKind }),
    email: emailField.optional(),
    phone: phoneField.optional(),
    receivedAt: instantField.optional(),
    notes: text({ max: 5000, multiline: true }).optional(),
  })
  .refine((r) => r.email !== undefined || r.phone !== undefined, { path: ['email'], message: m.emailOrPhoneRequired });
export type CreatePrivacyRequestInput = z.input<typeof createPrivacyRequestInput>;

/** Corrected details, written on every lead the person is the client of. */
export const privacyCorrections = z
  .strictObject({
    name: text({ max: 100 }).min(1, m.requiredField).optional(),
    email: text({ max: 254, invalid: m.invalidEmail }).pipe(z.email(m.invalidEmail)).optional(),
    phone: text({ max: 30, invalid: m.invalidPhone }).refine((v) => phoneDigits(v) !== null, m.invalidPhone).optional(),
  })
  .refine((c) => Object.keys(c).length > 0, m.nothingToCorrect);
export type PrivacyCorrections = z.infer<typeof privacyCorrections>;

/** PATCH /api/admin/privacy/requests/:id: its status and notes, and for a correction the corrected details. */
export const updatePrivacyRequestInput = z
  .strictObject({
    status: z.enum(privacyRequestStatuses, { error: m.invalidStatus }).optional(),
    notes: text({ max: 5000, multiline: true }).optional(),
    corrections: privacyCorrections.optional(),
  })
  .refine((r) => Object.keys(r).length > 0, m.nothingToUpdate);
export type UpdatePrivacyRequestInput = z.input<typeof updatePrivacyRequestInput>;

export const privacyRequestListQuery = pageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(privacyRequestStatuses).optional()),
});
export type PrivacyRequestListQuery = z.infer<typeof privacyRequestListQuery>;

export const erasureResult = z.object({
  erased: z.record(z.string(), z.number().int()),
  keptUnderHold: z.array(z.object({ kind: z.string(), id: z.string() })),
  receivers: z.array(z.object({ webhookId: z.string(), url: z.string() })),
});
export type ErasureResult = z.infer<typeof erasureResult>;

export const privacyRequest = z.object({
  id: z.string(),
  kind: z.enum(privacyRequestKinds),
  status: z.enum(privacyRequestStatuses),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** True once the person's data was erased (the address is then a hash only). */
  erased: z.boolean(),
  notes: z.string().nullable(),
  receivedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  erasure: erasureResult.nullable(),
  createdAt: z.string(),
});
export type PrivacyRequest = z.infer<typeof privacyRequest>;
export const privacyRequestList = listOf(privacyRequest);
export const createdPrivacyRequest = z.object({ id: z.string(), dueAt: z.string() });
export const correctionResult = z.object({ request: privacyRequest, corrected: z.number().int() });

export const privacyExportQuery = z.strictObject({ format: z.enum(['json', 'html']).default('json') });

/** Everything found for the person, as the export answers it. */
export const personalDataExport = z.object({
  request: z.object({ id: z.string(), kind: z.enum(privacyRequestKinds), receivedAt: z.string() }),
  person: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  generatedAt: z.string(),
  records: z.array(z.object({ kind: z.string(), id: z.string(), summary: z.string(), data: z.unknown() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

/** GET /api/admin/privacy/retention/preview: the periods being considered (unsaved). */
export const retentionPreviewQuery = z.strictObject({
  leadMonths: z.coerce.number().int().min(settingsLimits.retentionLeadMonths.min).max(settingsLimits.retentionLeadMonths.max),
  transcriptMonths: z.coerce.number().int().min(settingsLimits.retentionTranscriptMonths.min).max(settingsLimits.retentionTranscriptMonths.max),
  outboxDays: z.coerce.number().int().min(settingsLimits.retentionOutboxDays.min).max(settingsLimits.retentionOutboxDays.max),
});
export const retentionCounts = z.object({ leads: z.number().int(), transcripts: z.number().int(), outboxFiles: z.number().int() });
export type RetentionCounts = z.infer<typeof retentionCounts>;
export { retentionPeriods };

// Incidents

const requiredLong = (max: number) => text({ max, multiline: true, invalid: m.requiredField, tooLong: m.tooLong }).min(1, m.requiredField);
const dayField = day({ invalid: m.invalidDate });

export const privacyIncidentFields = {
  occurredOn: dayField,
  description: requiredLong(5000),
  dataAffected: requiredLong(2000),
  peopleAffected: requiredLong(2000),
  realRiskOfSignificantHarm: z.boolean({ error: m.requiredField }),
  reportedToCommissionerOn: dayField.nullable(),
  reportedToPeopleOn: dayField.nullable(),
};
export const createPrivacyIncidentInput = z.strictObject(privacyIncidentFields);
export type CreatePrivacyIncidentInput = z.input<typeof createPrivacyIncidentInput>;
export const updatePrivacyIncidentInput = z.strictObject(privacyIncidentFields).partial().refine((r) => Object.keys(r).length > 0, m.nothingToUpdate);
export type UpdatePrivacyIncidentInput = z.input<typeof updatePrivacyIncidentInput>;

export const privacyIncident = z.object({
  id: z.string(),
  occurredOn: z.string(),
  description: z.string(),
  dataAffected: z.string(),
  peopleAffected: z.string(),
  realRiskOfSignificantHarm: z.boolean(),
  reportedToCommissionerOn: z.string().nullable(),
  reportedToPeopleOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivacyIncident = z.infer<typeof privacyIncident>;
export const privacyIncidentList = listOf(privacyIncident);
export const privacyIncidentListQuery = pageQuery;

/** Months an incident record is kept before it may be deleted (PIPEDA breach record regulations, s. 6). */
export const incidentKeptMonths = 24;

/** What an anonymized lead shows instead of its client (an erasure, or the retention job). */
export const anonymizedLead = {
  name: 'Anonymized',
  // .invalid is reserved (RFC 2606): nothing is ever delivered there by mistake.
  email: 'anonymized@maple.invalid',
} as const;
