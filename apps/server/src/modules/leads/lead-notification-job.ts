import { eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { leads } from '@maple/db/schema/leads';
import type { LeadKind } from '@maple/shared/schemas/leads';
import { JobHeldError, type JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { isLeadKind, leadNotification, leadRecipient } from './lead-notification.ts';

export const leadNotificationJob = 'lead-notification';

/**
 * The job's payload holds ids only: the jobs table outlives the lead (a deleted lead must not
 * leave its details behind), and the mail is built from the row as it is when sent.
 */
export type LeadNotificationPayload = { leadId: string; kind: LeadKind };

/** Sends the notification for a stored lead; a lead deleted before its mail went out is skipped. */
export function leadNotificationHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, logger }) => {
    const { leadId, kind } = payload as LeadNotificationPayload;
    if (!isLeadKind(kind)) throw new TypeError('lead-notification payload has no known kind');
    // The lead and its agent in one query: under a backlog every round trip a mail saves is one
    // the requests do not wait behind (decision 054).
    const [row] = await db
      // The agent's user's language is the mail's (decision 071).
      .select({ lead: leads, agent: { name: agents.name, email: agents.email, crmEmail: agents.crmEmail }, agentLanguage: user.language })
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .leftJoin(user, eq(user.id, agents.userId))
      .where(eq(leads.id, leadId));
    if (!row) {
      logger.info('lead gone before its notification was sent', { leadId });
      return;
    }
    const { lead, agent, agentLanguage } = row;
    const site = await getBrokerageSettings(db);
    const recipient = leadRecipient(agent && { ...agent, language: agentLanguage }, site.leadInboxEmails);
    if (!recipient) {
      logger.error('lead notification held: no lead inbox email in the brokerage settings (console, Settings)', { leadId });
      throw new JobHeldError('no lead inbox');
    }
    await deps.mailer.send(leadNotification({ leadId, kind, lead, recipient, teamName: site.teamName, fromName: site.mailFromName, publicUrl: deps.publicUrl }));
  };
}
