import type { Language } from '@maple/shared/i18n/languages';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mortgageFiles } from './mortgage-files.ts';

export const portalApplicantRole = pgEnum('portal_applicant_role', ['main', 'co_applicant']);

/**
 * A person who may open a mortgage file in the borrower's portal (issue 39 §2, decision 094): the
 * main applicant (the lead's client, added when the file starts) and the co-applicants the main
 * applicant invites. Each has their own links, sessions and consents. Revoking access (the agent)
 * ends the person's sessions and links; the row stays, so the file shows who had access.
 */
export const portalApplicants = pgTable(
  'portal_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    role: portalApplicantRole('role').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Every mail to the person and every page its links open are in this language (decision 071).
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One live access per address and file: inviting the same person twice is a conflict, not a second row.
    uniqueIndex('portal_applicants_one_per_address').on(t.fileId, sql`lower(${t.email})`).where(sql`${t.revokedAt} is null`),
    index('portal_applicants_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A mailed sign-in link: single use, seven days. Only the SHA-256 of its 256-bit token is kept, so
 * a copy of the database opens no portal.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => portalApplicants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('portal_links_applicant_idx').on(t.applicantId)],
);

/** A borrower's signed-in session, scoped to one applicant of one file; the cookie holds the token, the row its SHA-256. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => portalApplicants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_sessions_applicant_idx').on(t.applicantId)],
);

/**
 * The borrower's application, one row per step (issue 39 §3, decision 093): the step's value as its
 * shared schema parsed it, saved on every step so it resumes on another device. Who saved it last is
 * kept by applicant (null once that applicant is erased).
 */
export const applicationSteps = pgTable(
  'application_steps',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    value: jsonb('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedByApplicantId: uuid('saved_by_applicant_id').references(() => portalApplicants.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.step] })],
);

/**
 * A submitted application, frozen (issue 39 §7, decision 098): the steps as they stood, their
 * SHA-256 (the one each applicant's consent records), who submitted it and when. The agent's later
 * request for changes reopens the file, and the next submission is the next version.
 */
export const applicationSubmissions = pgTable(
  'application_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    steps: jsonb('steps').notNull(),
    sha256: text('sha256').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedByApplicantId: uuid('submitted_by_applicant_id').references(() => portalApplicants.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('application_submissions_file_version_idx').on(t.fileId, t.version)],
);
