import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { user } from './auth.ts';

export const campaignStatus = pgEnum('campaign_status', ['draft', 'scheduled', 'sending', 'sent']);
export const campaignRecipientStatus = pgEnum('campaign_recipient_status', ['pending', 'sending', 'sent', 'failed', 'skipped']);

/**
 * A mail the console composes and sends to an audience (issue 40 §6, decision 105): Markdown body
 * (English, and optionally French: decision 111), the audience as its kind and filters, when it is
 * to go, and what was left out when it was queued.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    // The French version (decision 111, since then): both or neither; a French reader gets it, and a
    // campaign without it is not sent to an audience that has French readers.
    subjectFr: text('subject_fr'),
    bodyFr: text('body_fr'),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    status: campaignStatus('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    // When its recipients were written (the audience read at that instant) and the job chain began.
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Counted when queued: { noConsent, unsubscribed, erased }.
    leftOut: jsonb('left_out').$type<{ noConsent: number; unsubscribed: number; erased: number } | null>(),
  },
  (t) => [
    index('campaigns_created_idx').on(t.createdAt),
    check('campaigns_subject_check', sql`length(${t.subject}) between 1 and 200`),
    check('campaigns_french_check', sql`(${t.subjectFr} is null) = (${t.bodyFr} is null) and (${t.subjectFr} is null or length(${t.subjectFr}) between 1 and 200)`),
  ],
);

/**
 * One address a campaign goes to, written once when the campaign is queued: the unique key makes
 * "at most once per campaign" hold across restarts and processes; a batch is claimed by moving
 * `pending` rows to `sending` (skip locked); a row found still `sending` after a crash is failed,
 * never sent again.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // The standing consent that allowed the mail (its id signs the unsubscribe link); null once erased.
    consentId: uuid('consent_id'),
    language: text('language').$type<Language>().notNull().default('en'),
    status: campaignRecipientStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('campaign_recipients_campaign_email_idx').on(t.campaignId, t.email), index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status)],
);
