import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { testimonials } from '@maple/db/schema/testimonials';
import type { PublicTestimonial } from '@maple/shared/schemas/testimonials';

const t = testimonials;
const publicColumns = { id: t.id, clientName: t.clientName, content: t.content, rating: t.rating, createdAt: t.createdAt };

/** The home page shows at most 6 (public-area §9). */
export const homeTestimonialLimit = 6;

/**
 * Approved testimonials a super admin wrote (admin_id set), newest first. Agent-submitted ones
 * appear only on that agent's profile.
 */
export async function listHomeTestimonials(db: Db): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumns)
    .from(t)
    .where(and(eq(t.isApproved, true), isNotNull(t.adminId)))
    .orderBy(desc(t.createdAt))
    .limit(homeTestimonialLimit);
  return rows.map(toPublic);
}

/** One agent's approved testimonials for their profile page, newest first (testimonials_agent_idx). */
export async function listAgentTestimonials(db: Db, agentId: string): Promise<PublicTestimonial[]> {
  const rows = await db
    .select(publicColumns)
    .from(t)
    .where(and(eq(t.agentId, agentId), eq(t.isApproved, true)))
    .orderBy(desc(t.createdAt));
  return rows.map(toPublic);
}

function toPublic(row: { id: string; clientName: string; content: string; rating: number; createdAt: Date }): PublicTestimonial {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
