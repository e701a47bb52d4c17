import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const rateChangeAction = pgEnum('rate_change_action', ['created', 'updated', 'activated', 'deactivated', 'deleted', 'scraped', 'replaced_by_scrape']);

/** What a rate row held, as a change records it (numbers as stored, term in months). */
export type RateSnapshot = {
  province: string;
  termMonths: number;
  rateType: string;
  mortgageType: string;
  postedRate: number;
  ourRate: number;
  isActive: boolean;
  sourceUrl: string | null;
};

/**
 * Every change to a mortgage rate: who, when, and the row before and after. A brokerage must be
 * able to show what it advertised on a given day, so the history outlives the rate: `rate_id` is
 * deliberately not a foreign key (a deleted rate keeps its changes, the last one `deleted`).
 */
export const mortgageRateChanges = pgTable(
  'mortgage_rate_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rateId: uuid('rate_id').notNull(),
    action: rateChangeAction('action').notNull(),
    changedByUserId: text('changed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The person's name at the time, or the scheduled scrape: kept when the user is removed. */
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<RateSnapshot>(),
    after: jsonb('after').$type<RateSnapshot>(),
  },
  (t) => [index('mortgage_rate_changes_rate_idx').on(t.rateId, t.changedAt), index('mortgage_rate_changes_changed_idx').on(t.changedAt)],
);
