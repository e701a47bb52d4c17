import { and, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { agentsMessages } from '@maple/shared/messages/agents';
import { AppError } from '../../lib/app-error.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';

export const pageViewEvent = 'page_view';

/** Counts one view of an active agent's public profile; unknown or inactive agents answer 404. */
export async function recordPageView(db: Db, agentId: string): Promise<void> {
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), publiclyListed));
  if (!agent) throw new AppError('not_found', agentsMessages.notFound);
  await db.insert(analyticsEvents).values({ agentId: agent.id, eventType: pageViewEvent });
}
