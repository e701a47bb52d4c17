import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    content: text('content'),
    // French text (decision 069): null until written; without its French name the product is not on the French site.
    nameFr: text('name_fr'),
    descriptionFr: text('description_fr'),
    contentFr: text('content_fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_created_idx').on(t.createdAt), check('products_price_check', sql`${t.price} is null or ${t.price} >= 0`)],
);

export const mortgageServices = pgTable(
  'mortgage_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }),
    content: text('content'),
    imageUrl: text('image_url'),
    features: jsonb('features').$type<unknown[]>().notNull().default([]),
    // French text (decision 069): null until written; without its French name the service is not on the French site.
    nameFr: varchar('name_fr', { length: 255 }),
    descriptionFr: varchar('description_fr', { length: 255 }),
    contentFr: text('content_fr'),
    featuresFr: jsonb('features_fr').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mortgage_services_created_idx').on(t.createdAt)],
);

export const lenderType = pgEnum('lender_type', ['a_lender', 'alternate_lender']);

export const lenders = pgTable(
  'lenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    type: lenderType('type').notNull().default('a_lender'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lenders_public_idx').on(t.isActive, t.displayOrder)],
);
