import { z } from 'zod';
import { campaignsMessages as m } from '../messages/campaigns.ts';
import { languages } from '../i18n/languages.ts';
import { provinceCodes } from '../provinces.ts';
import { leadStatuses, leadSourceFilters } from './leads.ts';
import { pageQuery } from './paging.ts';
import { isRecordId } from './path-params.ts';
import { requiredText, text } from './text.ts';

export const campaignLimits = { subject: 200, body: 50_000 } as const;

/**
 * Who a campaign goes to (issue 40 §6, decision 105): one audience kind and its filters. Each kind
 * is a function building a SQL selection on the server (modules/campaigns/campaign-audiences.ts);
 * a new kind (the book's clients) adds a member here and a builder there.
 */
export const audienceKinds = ['subscribers', 'leads', 'book'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

const emptyAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const agentId = z.preprocess(emptyAsAbsent, z.string().refine(isRecordId, m.invalidAgent).optional());
/** The book's filter "maturing within N months" (from the brokerage's today): 1 to 60 months, or absent for the whole book. */
export const bookMaturityMonths = [3, 6, 12, 24] as const;
const maturingWithinMonths = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : emptyAsAbsent(v)),
  z.number({ error: m.invalidFilter }).int({ error: m.invalidFilter }).min(1, { error: m.invalidFilter }).max(60, { error: m.invalidFilter }).optional(),
);

export const campaignAudience = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('subscribers') }),
    z.strictObject({
      kind: z.literal('leads'),
      status: z.preprocess(emptyAsAbsent, z.enum(leadStatuses, { error: m.invalidFilter }).optional()),
      source: z.preprocess(emptyAsAbsent, z.enum(leadSourceFilters, { error: m.invalidFilter }).optional()),
      province: z.preprocess(emptyAsAbsent, z.enum(provinceCodes, { error: m.invalidFilter }).optional()),
      agentId,
    }),
    // The book's clients (the funded mortgages' addresses): mailed only with an express client_mail consent (decision 104).
    z.strictObject({ kind: z.literal('book'), agentId, maturingWithinMonths }),
  ],
  { error: m.invalidAudience },
);
export type CampaignAudience = z.infer<typeof campaignAudience>;

/**
 * POST /api/admin/campaigns and PATCH /:id: the draft as the compose form holds it. The French
 * subject and message are optional, but both or neither (decision 111): one written without the
 * other is refused on the missing one. Empty is absent (stored as null).
 */
export const campaignDraft = z
  .strictObject({
    subject: requiredText({ max: campaignLimits.subject, required: m.subjectRequired, tooLong: m.subjectTooLong }),
    body: requiredText({ max: campaignLimits.body, multiline: true, required: m.bodyRequired, tooLong: m.bodyTooLong }),
    subjectFr: text({ max: campaignLimits.subject, tooLong: m.subjectTooLong }).nullish(),
    bodyFr: text({ max: campaignLimits.body, multiline: true, tooLong: m.bodyTooLong }).nullish(),
    audience: campaignAudience,
  })
  .superRefine((draft, ctx) => {
    if (draft.subjectFr && !draft.bodyFr) ctx.addIssue({ code: 'custom', path: ['bodyFr'], message: m.bodyFrRequired });
    if (draft.bodyFr && !draft.subjectFr) ctx.addIssue({ code: 'custom', path: ['subjectFr'], message: m.subjectFrRequired });
  });
export type CampaignDraft = z.output<typeof campaignDraft>;
export type CampaignDraftInput = z.input<typeof campaignDraft>;

/** True when the campaign can go to a French reader: its French subject and message are written. */
export const hasFrenchText = (c: { subjectFr?: string | null; bodyFr?: string | null }) => !!c.subjectFr && !!c.bodyFr;

/** POST /api/admin/campaigns/:id/send: now (no `at`), or at an instant in the future. */
export const sendCampaignRequest = z.strictObject({
  at: z.preprocess(emptyAsAbsent, z.iso.datetime({ offset: true, error: m.invalidTime }).optional()),
});
export type SendCampaignRequest = z.infer<typeof sendCampaignRequest>;

/** POST /api/admin/campaigns/audience-count: the audience to count. */
export const audienceCountRequest = z.strictObject({ audience: campaignAudience });
export type AudienceCountRequest = z.infer<typeof audienceCountRequest>;

/** How many an audience reaches now (of them, how many read French), and how many it leaves out and why. */
export const audienceCount = z.object({
  recipients: z.number().int(),
  french: z.number().int(),
  leftOut: z.object({ noConsent: z.number().int(), unsubscribed: z.number().int(), erased: z.number().int() }),
});
export type AudienceCount = z.infer<typeof audienceCount>;

export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaign = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  subjectFr: z.string().nullable(),
  bodyFr: z.string().nullable(),
  audience: campaignAudience,
  status: z.enum(campaignStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  scheduledAt: z.string().nullable(),
  queuedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  leftOut: audienceCount.shape.leftOut.nullable(),
  counts: z.object({ recipients: z.number().int(), pending: z.number().int(), sent: z.number().int(), failed: z.number().int(), skipped: z.number().int(), unsubscribed: z.number().int() }),
});
export type Campaign = z.infer<typeof campaign>;
export const campaignList = z.object({ items: z.array(campaign), total: z.number().int() });
export type CampaignList = z.infer<typeof campaignList>;

export const listCampaignsQuery = pageQuery;
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuery>;

/** POST /api/admin/campaigns/:id/test: the language of the test (absent: the author's own). */
export const campaignTestRequest = z.strictObject({ language: z.enum(languages, { error: m.invalidLanguage }).optional() });
export type CampaignTestRequest = z.infer<typeof campaignTestRequest>;
export const campaignTestSent = z.object({ to: z.string(), language: z.enum(languages) });
