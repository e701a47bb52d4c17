import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const rateType = pgEnum('rate_type', ['fixed', 'variable']);
export const mortgageType = pgEnum('mortgage_type', ['Conventional', 'High-Ratio', 'Refinance']);

export const mortgageRates = pgTable(
  'mortgage_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    province: text('province').notNull(),
    termMonths: integer('term_months').notNull(),
    rateType: rateType('rate_type').notNull(),
    mortgageType: mortgageType('mortgage_type').notNull().default('Conventional'),
    postedRate: numeric('posted_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    ourRate: numeric('our_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    scrapedAt: timestamp('scraped_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'mortgage_rates_province_check',
      sql`${t.province} in ('AB','BC','MB','NB','NL','NS','NT','NU','ON','PE','QC','SK','YT')`,
    ),
    check('mortgage_rates_term_check', sql`${t.termMonths} between 1 and 360`),
    check('mortgage_rates_rates_check', sql`${t.postedRate} >= 0 and ${t.ourRate} >= 0`),
    index('mortgage_rates_public_idx').on(t.isActive, t.province, t.termMonths, t.rateType, t.mortgageType, t.scrapedAt),
    index('mortgage_rates_best_idx').on(t.isActive, t.ourRate),
  ],
);
