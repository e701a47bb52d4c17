import { boolean, date, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The shared schemas (packages/shared/src/schemas/privacy.ts) hold the same lists.
export const privacyRequestKind = pgEnum('privacy_request_kind', ['access', 'correction', 'erasure']);
export const privacyRequestStatus = pgEnum('privacy_request_status', ['open', 'in_progress', 'completed', 'refused']);

/** What an erasure did: rows changed per kind, records kept under a legal hold, and who had been sent the data. */
export type StoredErasureResult = {
  erased: Record<string, number>;
  keptUnderHold: { kind: string; id: string }[];
  receivers: { webhookId: string; url: string }[];
};

/**
 * A personal-data request (PIPEDA: an answer within 30 days, issue 26). The person is named by
 * email and/or phone while the request is worked on; once their data is erased only a SHA-256 of
 * each is kept (`emailHash`, `phoneHash`), so the request itself no longer holds the address but a
 * later request from the same person can still be matched to it.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: privacyRequestKind('kind').notNull(),
    status: privacyRequestStatus('status').notNull().default('open'),
    /** Lower-cased; null once erased. */
    email: text('email'),
    /** Digits only; null once erased. */
    phone: text('phone'),
    emailHash: text('email_hash'),
    phoneHash: text('phone_hash'),
    notes: text('notes'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasure: jsonb('erasure').$type<StoredErasureResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('privacy_requests_received_idx').on(t.receivedAt), index('privacy_requests_status_idx').on(t.status, t.dueAt)],
);

/**
 * The breach register (PIPEDA s. 10.3: every breach of security safeguards is recorded and kept
 * 24 months, whether or not it was reported). Dates are calendar days in the brokerage's zone.
 */
export const privacyIncidents = pgTable(
  'privacy_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    dataAffected: text('data_affected').notNull(),
    peopleAffected: text('people_affected').notNull(),
    realRiskOfSignificantHarm: boolean('real_risk_of_significant_harm').notNull(),
    reportedToCommissionerOn: date('reported_to_commissioner_on', { mode: 'string' }),
    reportedToPeopleOn: date('reported_to_people_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('privacy_incidents_occurred_idx').on(t.occurredOn)],
);
