import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

const dollars = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * One row (id 1): the representative example every advertised rate's APR is worked on (issue 27,
 * O. Reg. 191/08 s. 3): the amount, the amortization (monthly payments) and the fees the borrower
 * pays. No row means the default ($400,000 over 25 years, no fees), so nothing needs seeding.
 */
export const representativeExample = pgTable(
  'representative_example',
  {
    id: integer('id').primaryKey().default(1),
    amount: dollars('amount').notNull(),
    amortizationYears: integer('amortization_years').notNull(),
    appraisalFee: dollars('appraisal_fee').notNull().default(0),
    lenderFee: dollars('lender_fee').notNull().default(0),
    brokerageFee: dollars('brokerage_fee').notNull().default(0),
    legalFee: dollars('legal_fee').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('representative_example_singleton', sql`${t.id} = 1`),
    check('representative_example_values', sql`${t.amount} > 0 and ${t.amortizationYears} between 1 and 40 and ${t.appraisalFee} >= 0 and ${t.lenderFee} >= 0 and ${t.brokerageFee} >= 0 and ${t.legalFee} >= 0`),
  ],
);
