import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import type { Me } from '@maple/shared/schemas/me';
import type { SessionUser } from '../../app-env.ts';

export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, profileSlug: agents.profileSlug })
    .from(agents)
    .where(eq(agents.userId, user.id));
  return { user, agent: agent ?? null };
}
