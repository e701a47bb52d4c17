import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agentPreviousSlugs } from '@maple/db/schema/previous-slugs';
import { agents } from '@maple/db/schema/agents';
import { profileSlug } from '@maple/shared/schemas/path-params';
import { findPublicAgent } from './agents.service.ts';

/**
 * An agent's profile slug changed from `before` to `after`: `before` is kept so /agents/<before>
 * answers a 301 to the new address (decision 063), and `after` is no longer anyone's old slug.
 * Run in the transaction that writes the new slug, so the two never disagree.
 */
export async function keepPreviousProfileSlug(tx: Tx, agentId: string, before: string | null, after: string, now: Date): Promise<void> {
  await tx.delete(agentPreviousSlugs).where(eq(agentPreviousSlugs.slug, after));
  if (!before || before === after) return;
  await tx
    .insert(agentPreviousSlugs)
    .values({ slug: before, agentId, replacedAt: now })
    .onConflictDoUpdate({ target: agentPreviousSlugs.slug, set: { agentId, replacedAt: now } });
}

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
