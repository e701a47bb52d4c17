import type { Actor } from '@maple/shared/permissions';
import type { Me } from '@maple/shared/schemas/me';

/** The actor the server builds for this person, from GET /api/me (null when signed out or loading). */
export function actorFromMe(me: Me | undefined): Actor | null {
  if (!me) return null;
  return { userId: me.user.id, role: me.user.role, agentId: me.agent?.id ?? null };
}
