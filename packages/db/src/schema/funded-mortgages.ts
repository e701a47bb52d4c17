import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { agents } from './agents.ts';
import { mortgageFiles } from './mortgage-files.ts';

// The shared schema (packages/shared/src/schemas/funded-mortgages.ts) holds the same lists.
export const fundedRateType = pgEnum('funded_rate_type', ['fixed', 'variable']);
export const paymentFrequency = pgEnum('payment_frequency', ['monthly', 'semi_monthly', 'biweekly', 'accelerated_biweekly', 'weekly', 'accelerated_weekly']);
export const renewalRecipient = pgEnum('renewal_recipient', ['client', 'agent']);

/**
 * The book (issue 40 §3, decision 103): one funded mortgage per funded file, or one row of a book
 * imported from another system (no file). The client's name, address and language are the row's own,
 * so an imported mortgage needs no lead; the owning agent is the row's, for the agent's scope.
 * Dates are the lender's calendar days; the maturity is entered (the term runs from the interest
 * adjustment date), never derived.
 */
export const fundedMortgages = pgTable(
  'funded_mortgages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id').references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    // Lower-cased: the consent records and the privacy requests find the person by it.
    clientEmail: text('client_email').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    lender: text('lender').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    rateType: fundedRateType('rate_type').notNull(),
    termMonths: integer('term_months').notNull(),
    amortizationMonths: integer('amortization_months').notNull(),
    paymentFrequency: paymentFrequency('payment_frequency').notNull(),
    fundingDate: date('funding_date', { mode: 'string' }).notNull(),
    interestAdjustmentDate: date('interest_adjustment_date', { mode: 'string' }),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('funded_mortgages_file_idx').on(t.fileId),
    // The renewal job's daily read (mortgages maturing in a window) and the Book's order.
    index('funded_mortgages_maturity_idx').on(t.maturityDate, t.id),
    index('funded_mortgages_agent_maturity_idx').on(t.agentId, t.maturityDate),
    index('funded_mortgages_email_idx').on(t.clientEmail),
    check('funded_mortgages_maturity_check', sql`${t.maturityDate} > ${t.fundingDate}`),
    check('funded_mortgages_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Every renewal reminder the daily job has decided to send (issue 40 §4): one row per mortgage,
 * maturity, milestone and recipient, unique, so a milestone is mailed at most once whatever runs
 * the job (two processes, a restart, a re-run) and however long the job rows are kept. The agent's
 * note is one per mortgage and maturity. `sentAt` is set by the mail job; `skipped` says why a
 * queued mail was not sent after all (the consent withdrawn in between).
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mortgageId: uuid('mortgage_id')
      .notNull()
      .references(() => fundedMortgages.id, { onDelete: 'cascade' }),
    maturityDate: date('maturity_date', { mode: 'string' }).notNull(),
    milestoneDays: integer('milestone_days').notNull(),
    recipient: renewalRecipient('recipient').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    skipped: text('skipped'),
  },
  (t) => [
    uniqueIndex('renewal_reminders_milestone_idx').on(t.mortgageId, t.maturityDate, t.milestoneDays, t.recipient),
    uniqueIndex('renewal_reminders_agent_once_idx').on(t.mortgageId, t.maturityDate).where(sql`${t.recipient} = 'agent'`),
  ],
);
