import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { consents } from './consents.ts';

/**
 * A confirmed rate alert (issue 40 §5, decision 105): tell this address when the best rate of this
 * term in this province drops. It stands on its `rate_alert` consent and goes with it (an erasure
 * deletes the consent; an unsubscribe withdraws it and the job then mails nothing). `last_rate` is
 * the best rate the person was last told of (or saw when confirming): a drop is measured from it.
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    province: text('province').notNull(),
    termMonths: integer('term_months').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    lastRate: numeric('last_rate', { precision: 6, scale: 3, mode: 'number' }),
    // The brokerage day (YYYY-MM-DD) of the last alert mailed: at most one a day.
    lastMailedDay: text('last_mailed_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('rate_alerts_email_province_term_idx').on(t.email, t.province, t.termMonths), index('rate_alerts_province_term_idx').on(t.province, t.termMonths), index('rate_alerts_consent_idx').on(t.consentId)],
);
