import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const inoreaderConfig = pgTable('inoreader_config', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: text('app_id').notNull(),
  // app_key and access_token hold ciphertext (DESIGN.md §8: credentials encrypted at rest).
  appKey: text('app_key').notNull(),
  accessToken: text('access_token').notNull(),
  userId: text('user_id').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
