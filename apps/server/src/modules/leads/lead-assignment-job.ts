import { eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { assignmentRecipient, leadAssignmentMail } from './lead-assignment-mail.ts';

export const leadAssignmentJob = 'lead-assignment-notification';

/**
 * Ids only, like the new-lead mail's payload: the mail is built from the lead as it is when sent.
 * `activityId` is the assignment's entry in the lead's trail (who assigned it, and the outbox name).
 */
export type LeadAssignmentPayload = { leadId: string; agentId: string; activityId: string };

/**
 * Tells an agent a lead was assigned to them. Sent only while the lead is still theirs: a lead
 * deleted, or given to someone else before the mail went out, is skipped (the newer assignment
 * has its own mail).
 */
export function leadAssignmentHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, logger }) => {
    const { leadId, agentId, activityId } = payload as LeadAssignmentPayload;
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    if (!lead || lead.agentId !== agentId) {
      logger.info('lead assignment mail skipped: the lead is gone or no longer with this agent', { leadId });
      return;
    }
    // The agent's user's language is the mail's (decision 071).
    const [agent] = await db
      .select({ name: agents.name, email: agents.email, crmEmail: agents.crmEmail, language: user.language })
      .from(agents)
      .leftJoin(user, eq(user.id, agents.userId))
      .where(eq(agents.id, agentId));
    const to = agent ? assignmentRecipient(agent) : null;
    if (!agent || !to) {
      logger.info('lead assignment mail skipped: the agent has no address', { leadId });
      return;
    }
    const [entry] = await db.select({ actorName: leadActivity.actorName }).from(leadActivity).where(eq(leadActivity.id, activityId));
    const site = await getBrokerageSettings(db);
    await deps.mailer.send(
      leadAssignmentMail({
        id: activityId,
        leadId,
        lead,
        agentName: agent.name,
        to,
        language: agent.language ?? 'en',
        assignedBy: entry?.actorName ?? null,
        teamName: site.teamName,
        fromName: site.mailFromName,
        publicUrl: deps.publicUrl,
      }),
    );
  };
}
