import { eq } from 'drizzle-orm';
import type { Actor } from '@maple/shared/permissions';
import type { Me } from '@maple/shared/schemas/me';
import { agents } from '@maple/db/schema/agents';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { SessionUser } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';

/** The signed-in user and their agent record (found once, with the session, as the actor's agent id). */
export async function getMe({ db }: Deps, actor: Actor | null, user: SessionUser | null): Promise<Me> {
  if (!actor || !user) throw new AppError('unauthorized', errorsMessages.unauthorized);
  if (!actor.agentId) return { user, agent: null };
  const [agent] = await db.select({ id: agents.id, name: agents.name, profileSlug: agents.profileSlug }).from(agents).where(eq(agents.id, actor.agentId));
  return { user, agent: agent ?? null };
}
