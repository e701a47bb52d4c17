import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { leads } from './leads.ts';
import { portalApplicants } from './portal.ts';

// The shared schemas (packages/shared/src/schemas/consents.ts) hold the same lists.
// The portal's purposes (issue 39 §7, decision 098): the brokerage's disclosures acknowledged, the
// credit check and information sharing, the privacy policy, and express consent to future mail.
// `rate_alert` (issue 40 §5, decision 105): told when a term's best rate in a province drops.
export const consentPurpose = pgEnum('consent_purpose', ['newsletter', 'contact', 'mortgage_disclosures', 'credit_check', 'privacy_policy', 'client_mail', 'rate_alert']);
// `written`, `oral`, `email`: express consent the client gave the agent later, recorded on the Book
// (issue 40 §4, decision 103's "Since then").
export const consentMethod = pgEnum('consent_method', ['form', 'chat', 'import', 'portal', 'written', 'oral', 'email']);
export const consentWithdrawalMethod = pgEnum('consent_withdrawal_method', ['unsubscribe_link', 'one_click', 'admin']);

/**
 * The exact words a consent was given to, one row per version (CASL s. 13: the sender proves what
 * was shown). A changed text is a new version, found again by its hash, never an edit of an old one.
 */
export const consentWordings = pgTable(
  'consent_wordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: consentPurpose('purpose').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    // sha-256 of the text: the unique key that makes find-or-create race-free.
    textHash: text('text_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('consent_wordings_purpose_hash_idx').on(t.purpose, t.textHash), uniqueIndex('consent_wordings_purpose_version_idx').on(t.purpose, t.version)],
);

/**
 * One consent given (a newsletter sign-up, a ticked contact box): who, to what words, when, from
 * which address and page, and how; and its withdrawal. The row outlives its lead (the proof is
 * kept) until the person's data is erased by email.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    // Lower-cased, so one person's consents are found whatever case they typed.
    email: text('email').notNull(),
    purpose: consentPurpose('purpose').notNull(),
    wordingId: uuid('wording_id')
      .notNull()
      .references(() => consentWordings.id),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address'),
    page: text('page'),
    method: consentMethod('method').notNull(),
    // The language the wording was shown in (its text is kept in that language), and the one the
    // person's mail is written in (decision 071).
    language: text('language').$type<Language>().notNull().default('en'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalMethod: consentWithdrawalMethod('withdrawal_method'),
    // Given in the borrower's portal (decision 098): the applicant, the full name they typed, their
    // browser, and the SHA-256 of the application as it stood when they signed.
    applicantId: uuid('applicant_id').references(() => portalApplicants.id, { onDelete: 'set null' }),
    signedName: text('signed_name'),
    userAgent: text('user_agent'),
    applicationSha256: text('application_sha256'),
    // Recorded by an agent (written, oral, email): what the agent noted of how it was given.
    note: text('note'),
  },
  (t) => [index('consents_email_idx').on(t.email), index('consents_purpose_given_idx').on(t.purpose, t.givenAt), index('consents_lead_idx').on(t.leadId), index('consents_applicant_idx').on(t.applicantId)],
);
