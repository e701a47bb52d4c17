import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { BrokerageSettings } from '@maple/shared/schemas/site';

/** One row (id 1): the brokerage's own details, validated by the shared brokerageSettings schema. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<BrokerageSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_singleton', sql`${t.id} = 1`)],
);
