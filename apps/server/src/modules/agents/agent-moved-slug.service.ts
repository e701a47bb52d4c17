import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { agentPreviousSlugs } from '@maple/db/schema/previous-slugs';
import { profileSlug } from '@maple/shared/schemas/path-params';
import { findPublicAgent } from './agents.service.ts';

/**
 * The current profile slug of the public agent who used to answer at `slug`, or null (never an
 * old slug, or the agent is no longer public). Asked only after no agent has `slug` today.
 */
export async function movedAgentSlug(db: Db, slug: string): Promise<string | null> {
  if (!profileSlug.safeParse(slug).success) return null;
  const [row] = await db
    .select({ slug: agents.profileSlug })
    .from(agentPreviousSlugs)
    .innerJoin(agents, eq(agents.id, agentPreviousSlugs.agentId))
    .where(eq(agentPreviousSlugs.slug, slug.toLowerCase()));
  if (!row?.slug) return null;
  return (await findPublicAgent(db, row.slug)) ? row.slug : null;
}
