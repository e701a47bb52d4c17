import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const inoreaderConfig = pgTable('inoreader_config', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: text('app_id').notNull(),
  // app_key, access_token and refresh_token hold ciphertext (ARCHITECTURE §8: credentials encrypted at rest).
  appKey: text('app_key').notNull(),
  accessToken: text('access_token').notNull(),
  /** Set when the token came from the OAuth flow: the server renews an expired access token with it. */
  refreshToken: text('refresh_token'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  userId: text('user_id').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per OAuth "Connect" click: the random `state` sent to Inoreader, bound to the super
 * admin's session, so a callback carrying someone else's (or a forged) state is refused.
 */
export const inoreaderOauthStates = pgTable('inoreader_oauth_states', {
  state: text('state').primaryKey(),
  userId: text('user_id').notNull(),
  sessionId: text('session_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
