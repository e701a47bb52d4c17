import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { agents } from './agents.ts';
import { consentPurpose } from './consents.ts';

/**
 * A subscription asked for and not yet confirmed by the address's owner (decision 058): nothing but
 * the confirmation mail goes to the address until its link is used; then the lead, the consent and
 * the welcome are made and this row goes. One row per address and purpose (a second sign-up updates
 * it); a row not confirmed within 30 days of its last request is forgotten by a daily job.
 */
export const pendingSubscriptions = pgTable(
  'pending_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Lower-cased, like the consents, so a sign-up in another case finds the same row.
    email: text('email').notNull(),
    purpose: consentPurpose('purpose').notNull(),
    // What the sign-up named: the agent whose page it came from, and the page.
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    page: text('page'),
    clientAddress: text('client_address'),
    // The sign-up page's language: the confirmation mail and page, then the lead, are in it (decision 071).
    language: text('language').$type<Language>().notNull().default('en'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    // When the last confirmation mail was queued: at most one a day.
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
    // What a rate alert asks about (decision 105): the province and the term; null for the newsletter.
    details: jsonb('details').$type<{ province: string; termMonths: number } | null>(),
  },
  (t) => [uniqueIndex('pending_subscriptions_email_purpose_idx').on(t.email, t.purpose), index('pending_subscriptions_requested_idx').on(t.requestedAt)],
);
