import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@maple/shared/i18n/languages';
import { sql } from 'drizzle-orm';

// better-auth's CLI does not run on Node 20, so its tables are written here by hand; the JS keys
// are the field names better-auth expects, the columns are snake_case like the rest of the schema.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('other'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Set by the super admin: the user cannot sign in, and their sessions end at once (issue 20). */
    disabled: boolean('disabled').notNull().default(false),
    lastSignInAt: ts('last_sign_in_at'),
    /**
     * The last 30-second TOTP step whose code this user got accepted: a code for it or an earlier
     * step is refused (RFC 6238 §5.2, decision 056). Kept on the user, not the two_factor row, so
     * that turning two-factor off and on again does not forget it.
     */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** The back office's language for this user and their mail ('en' or 'fr'; decision 071). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('user_role_check', sql`${t.role} in ('super_admin', 'admin', 'agent', 'other')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable('two_factor', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  // better-auth 1.7's two-factor plugin: enrolment confirmed by a code, and its own lockout of wrong codes.
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: ts('locked_until'),
});

/** better-auth's database-backed rate-limit counters (shared by every app process). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
