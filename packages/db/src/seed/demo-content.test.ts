import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@maple/shared/clock';
import { provinceCodes } from '@maple/shared/provinces';
import { testInstant } from '@maple/shared/test-instant';
import type { Database } from '../client.ts';
import { createTestDatabase } from '../test-database.ts';
import { user } from '../schema/auth.ts';
import { agents } from '../schema/agents.ts';
import { mortgageRates } from '../schema/mortgage-rates.ts';
import { blogPosts } from '../schema/blog-posts.ts';
import { testimonials } from '../schema/testimonials.ts';
import { lenders, mortgageServices, products } from '../schema/catalogue.ts';
import { leads } from '../schema/leads.ts';
import { insertAgent, insertBlogPost, insertTestimonial } from './factories.ts';
import { seedDemoContent } from './demo-content.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoContent(database.db, manualClock(testInstant()));
});
afterAll(() => database.close());

describe('demo content', () => {
  it('has the three demo accounts with their roles and agent slugs', async () => {
    const rows = await database.db.select({ email: user.email, role: user.role, slug: agents.profileSlug }).from(user).leftJoin(agents, eq(agents.userId, user.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'admin@demo.maple.test', role: 'super_admin', slug: null },
        { email: 'agent@demo.maple.test', role: 'agent', slug: 'sarahchen' },
        { email: 'agent2@demo.maple.test', role: 'agent', slug: 'marcgagnon' },
      ]),
    );
  });

  it('has an active conventional rate for every province, term 1/3/5/7 and both rate types', async () => {
    const rows = await database.db
      .select({ province: mortgageRates.province, term: mortgageRates.termMonths, type: mortgageRates.rateType })
      .from(mortgageRates)
      .where(and(eq(mortgageRates.isActive, true), eq(mortgageRates.mortgageType, 'Conventional')));
    for (const province of provinceCodes) {
      for (const term of [12, 36, 60, 84]) {
        for (const type of ['fixed', 'variable']) {
          expect(rows.some((r) => r.province === province && r.term === term && r.type === type), `${province} ${term} ${type}`).toBe(true);
        }
      }
    }
  });

  it('has enough of everything for every screen', async () => {
    const n = async (table: PgTable, where?: SQL) =>
      (await database.db.select({ n: count() }).from(table).where(where))[0]!.n;
    expect(await n(lenders)).toBeGreaterThanOrEqual(10);
    expect(await n(mortgageServices)).toBeGreaterThanOrEqual(6);
    expect(await n(products)).toBeGreaterThanOrEqual(4);
    expect(await n(blogPosts, eq(blogPosts.isPublished, true))).toBeGreaterThanOrEqual(6);
    expect(await n(blogPosts, eq(blogPosts.isPublished, false))).toBeGreaterThanOrEqual(1);
    expect(await n(testimonials)).toBeGreaterThanOrEqual(10);
    expect(await n(testimonials, and(eq(testimonials.isApproved, true), isNotNull(testimonials.adminId)))).toBeGreaterThanOrEqual(6);
    const kinds = await database.db.selectDistinct({ type: leads.type, source: leads.source }).from(leads);
    expect(new Set(kinds.map((k) => k.type))).toEqual(new Set(['rate_quote', 'refinance', 'application', 'contact']));
    expect(new Set(kinds.map((k) => k.source))).toEqual(new Set(['mortgage_calculator', 'AI Chatbot', 'website', 'Manual', 'contact_form', 'newsletter']));
  });
});

describe('database rules', () => {
  it('refuses a rating outside 1 to 5', async () => {
    await expect(insertTestimonial(database.db, { rating: 6 })).rejects.toThrow();
    await expect(insertTestimonial(database.db, { rating: 0 })).rejects.toThrow();
  });

  it('refuses a duplicate profile slug and a duplicate blog slug', async () => {
    await expect(insertAgent(database.db, { profileSlug: 'sarahchen' })).rejects.toThrow();
    await expect(insertBlogPost(database.db, { slug: 'closing-costs-explained' })).rejects.toThrow();
  });

  it('refuses a province that is not one of the 13 codes', async () => {
    await expect(database.db.insert(mortgageRates).values({ province: 'XX', termMonths: 60, rateType: 'fixed', postedRate: 5, ourRate: 4 })).rejects.toThrow();
  });
});
