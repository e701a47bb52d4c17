import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { messages } from '@maple/shared/messages';
import { leadHoneypotField, type CreateLeadInput } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getSiteSettings } from '../site/site.service.ts';
import { leadNotification, leadRecipient } from './lead-notification.ts';
import { leadRecord } from './lead-record.ts';

export type LeadDeps = { db: Db; mailer: Mailer; logger: Logger; publicUrl: string; requestId?: string };

/**
 * Stores a lead from one of the public forms, then tells whoever handles it by email. Anyone may
 * call it. The lead is stored first: a mail failure is logged and never loses or fails the lead.
 */
export async function createLead(deps: LeadDeps, input: CreateLeadInput): Promise<{ id: string; stored: boolean }> {
  const { db, logger, requestId } = deps;
  if (input[leadHoneypotField]?.trim()) {
    // Bots get the answer a person gets, so they have no reason to try again differently.
    logger.info('lead honeypot filled; nothing stored', { requestId, kind: input.kind });
    return { id: randomUUID(), stored: false };
  }

  const agentId = 'agentId' in input ? input.agentId : undefined;
  const agent = agentId ? await findActiveAgent(db, agentId) : null;
  if (agentId && !agent) {
    throw new AppError('bad_request', messages.leads.agentUnavailable, { agentId: messages.leads.agentUnavailable });
  }

  const record = leadRecord(input);
  const [row] = await db
    .insert(leads)
    .values({ ...record, agentId: agent?.id ?? null })
    .returning({ id: leads.id });
  const id = row!.id;
  logger.info('lead created', { requestId, leadId: id, kind: input.kind, agentId: agent?.id ?? null });

  try {
    const site = await getSiteSettings(db);
    const recipient = leadRecipient(agent, site.leadInboxEmail);
    await deps.mailer.send(leadNotification({ leadId: id, kind: input.kind, lead: record, recipient, teamName: site.teamName, publicUrl: deps.publicUrl }));
  } catch (error) {
    logger.error('lead notification failed', { requestId, leadId: id, ...describeError(error as Error) });
  }
  return { id, stored: true };
}

/** Leads go only to agents the public can see; the CRM address is read here and never returned. */
async function findActiveAgent(db: Db, id: string) {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, email: agents.email, crmEmail: agents.crmEmail })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.isActive, true)));
  return agent ?? null;
}
