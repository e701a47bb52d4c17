import { eq } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { agentPreviousSlugs } from '@maple/db/schema/previous-slugs';

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
