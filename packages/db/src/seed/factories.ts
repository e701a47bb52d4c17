import type { Db } from '../client.ts';
import { agents } from '../schema/agents.ts';
import { blogPosts } from '../schema/blog-posts.ts';
import { lenders, mortgageServices, products } from '../schema/catalogue.ts';
import { leads } from '../schema/leads.ts';
import { mortgageRates } from '../schema/mortgage-rates.ts';
import { testimonials } from '../schema/testimonials.ts';
import { analyticsEvents } from '../schema/analytics-events.ts';

// Each factory fills every required column with plausible data; tests and the demo seed override
// only what they care about, so a schema change is fixed in one place.
let sequence = 0;
const next = () => ++sequence;

export function agentValues(over: Partial<typeof agents.$inferInsert> = {}): typeof agents.$inferInsert {
  const n = next();
  return {
    name: `Agent ${n}`,
    email: `agent${n}@example.test`,
    phone: '416-555-0100',
    profileSlug: `agent${n}`,
    isActive: true,
    ...over,
  };
}

export function rateValues(over: Partial<typeof mortgageRates.$inferInsert> = {}): typeof mortgageRates.$inferInsert {
  return {
    province: 'ON',
    termMonths: 60,
    rateType: 'fixed',
    mortgageType: 'Conventional',
    postedRate: 5.49,
    ourRate: 4.19,
    isActive: true,
    sourceUrl: 'Manual Entry',
    ...over,
  };
}

export function lenderValues(over: Partial<typeof lenders.$inferInsert> = {}): typeof lenders.$inferInsert {
  return { name: `Lender ${next()}`, type: 'a_lender', displayOrder: 0, isActive: true, ...over };
}

export function serviceValues(over: Partial<typeof mortgageServices.$inferInsert> = {}): typeof mortgageServices.$inferInsert {
  return { name: `Service ${next()}`, description: 'A mortgage service.', content: 'Details.', features: [], ...over };
}

export function productValues(over: Partial<typeof products.$inferInsert> = {}): typeof products.$inferInsert {
  return { name: `Product ${next()}`, description: 'A mortgage product.', content: 'Details.', ...over };
}

export function blogPostValues(over: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert {
  const n = next();
  return { title: `Post ${n}`, slug: `post-${n}`, content: 'Post content.', isPublished: false, ...over };
}

export function testimonialValues(over: Partial<typeof testimonials.$inferInsert> = {}): typeof testimonials.$inferInsert {
  return { clientName: `Client ${next()}`, content: 'Great service.', rating: 5, isApproved: false, ...over };
}

export function leadValues(over: Partial<typeof leads.$inferInsert> = {}): typeof leads.$inferInsert {
  const n = next();
  return {
    clientName: `Client ${n}`,
    clientEmail: `client${n}@example.test`,
    type: 'contact',
    source: 'website',
    status: 'new',
    metadata: {},
    ...over,
  };
}

export async function insertAgent(db: Db, over: Partial<typeof agents.$inferInsert> = {}) {
  const [row] = await db.insert(agents).values(agentValues(over)).returning();
  return row!;
}
export async function insertRate(db: Db, over: Partial<typeof mortgageRates.$inferInsert> = {}) {
  const [row] = await db.insert(mortgageRates).values(rateValues(over)).returning();
  return row!;
}
export async function insertLender(db: Db, over: Partial<typeof lenders.$inferInsert> = {}) {
  const [row] = await db.insert(lenders).values(lenderValues(over)).returning();
  return row!;
}
export async function insertService(db: Db, over: Partial<typeof mortgageServices.$inferInsert> = {}) {
  const [row] = await db.insert(mortgageServices).values(serviceValues(over)).returning();
  return row!;
}
export async function insertProduct(db: Db, over: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db.insert(products).values(productValues(over)).returning();
  return row!;
}
export async function insertBlogPost(db: Db, over: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await db.insert(blogPosts).values(blogPostValues(over)).returning();
  return row!;
}
export async function insertTestimonial(db: Db, over: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await db.insert(testimonials).values(testimonialValues(over)).returning();
  return row!;
}
export async function insertLead(db: Db, over: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db.insert(leads).values(leadValues(over)).returning();
  return row!;
}
export async function insertPageView(db: Db, agentId: string, createdAt: Date) {
  const [row] = await db.insert(analyticsEvents).values({ agentId, eventType: 'page_view', createdAt }).returning();
  return row!;
}
