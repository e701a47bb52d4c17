import { eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { storedFiles } from '@maple/db/schema/stored-files';
import { agentImageBuckets, type AgentImageKind } from '@maple/shared/files';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { Actor } from '@maple/shared/permissions';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { FileDeps } from '../../lib/deps.ts';
import type { Upload } from '../../lib/upload-body.ts';
import { findByPublicUrl, objectsOf, removeObjects, storeImage } from '../files/files.service.ts';

/** The agents column each profile image kind is written to (the share image lives in seo_settings). */
const imageColumn = {
  headshot: 'headshotUrl',
  banner: 'bannerImageUrl',
  logo: 'agentLogoUrl',
  badge1: 'badge1Url',
  badge2: 'badge2Url',
  background: 'customBackgroundImage',
} as const satisfies Record<Exclude<AgentImageKind, 'og'>, keyof typeof agents.$inferSelect>;

/**
 * Replaces one of an agent's profile images (spec: profile images upsert): the new image is
 * stored and the column points at it in one transaction, then the previous file of ours is
 * deleted with its row. An agent may change their own; the super admin anyone's.
 */
export async function uploadAgentImage(deps: FileDeps, actor: Actor | null, input: { agentId: string | null; kind: AgentImageKind; upload: Upload }) {
  assertCan(actor, 'agent:update', { agentId: input.agentId }, agentsMessages.notFound);
  const agentId = input.agentId!;
  const [agent] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new AppError('not_found', agentsMessages.notFound);

  const bucket = agentImageBuckets[input.kind];
  const kind = input.kind;
  const { image, result: replaced } = await storeImage(deps, { bucket, owner: agentId, agentId }, input.upload, async (tx, stored) => {
    // Read under a row lock, so two uploads at once cannot both keep the same "previous" file.
    const [current] = await tx.select({ agent: agents }).from(agents).where(eq(agents.id, agentId)).for('update');
    const set =
      kind === 'og'
        ? { seoSettings: { ...current?.agent.seoSettings, ogImage: stored.url } }
        : { [imageColumn[kind]]: stored.url };
    const previousUrl = kind === 'og' ? current?.agent.seoSettings.ogImage : current?.agent[imageColumn[kind]];
    await tx
      .update(agents)
      .set({ ...set, updatedAt: deps.clock.now() })
      .where(eq(agents.id, agentId));
    const previous = await findByPublicUrl(tx, deps.storage, bucket, previousUrl ?? null);
    if (!previous || previous.agentId !== agentId) return null;
    await tx.delete(storedFiles).where(eq(storedFiles.id, previous.id));
    return previous;
  });
  if (replaced) await removeObjects(deps.storage, deps.logger, objectsOf(replaced));
  return image;
}
