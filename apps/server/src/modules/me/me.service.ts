import { eq } from 'drizzle-orm';
import type { Actor } from '@maple/shared/permissions';
import type { Me, UpdateMeInput } from '@maple/shared/schemas/me';
import { user as users } from '@maple/db/schema/auth';
import { agents } from '@maple/db/schema/agents';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { SessionUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { twoFactorEnrolmentDue } from '../../lib/two-factor-gate.ts';

/** The signed-in user and their agent record (found once, with the session, as the actor's agent id). */
export async function getMe({ db }: Deps, actor: Actor | null, user: SessionUser | null): Promise<Me> {
  if (!actor || !user) throw new AppError('unauthorized', errorsMessages.unauthorized);
  // The session id stays on the server: it only binds one-time values to this session.
  const { sessionId: _sessionId, ...visible } = user;
  return { user: visible, agent: await findOwnAgent(db, actor.agentId), mustEnrolTwoFactor: await twoFactorEnrolmentDue(db, user) };
}

async function findOwnAgent(db: Deps['db'], agentId: string | null) {
  if (!agentId) return null;
  const [agent] = await db.select({ id: agents.id, name: agents.name, profileSlug: agents.profileSlug }).from(agents).where(eq(agents.id, agentId));
  return agent ?? null;
}

/**
 * The signed-in user's own settings (the Account area): their language, which the back office is
 * shown in (the web app's French build) and their mail is written in (decision 071). There is no
 * id to name: a user changes only their own.
 */
export async function updateMe(deps: Deps, actor: Actor | null, user: SessionUser | null, input: UpdateMeInput): Promise<Me> {
  if (!actor || !user) throw new AppError('unauthorized', errorsMessages.unauthorized);
  await deps.db.update(users).set({ language: input.language, updatedAt: deps.clock.now() }).where(eq(users.id, user.id));
  return getMe(deps, actor, { ...user, language: input.language });
}
