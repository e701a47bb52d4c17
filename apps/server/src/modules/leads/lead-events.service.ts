import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import type { WebhookEventType } from '@maple/shared/schemas/webhooks';
import type { Lead } from '@maple/shared/schemas/leads';
import { recordWebhookEvents, webhookTargets } from '../webhooks/webhook-events.service.ts';
import { leadColumns, toLead } from './lead-row.ts';

/**
 * What webhooks receive about a lead (`lead.created`, `lead.assigned`, `lead.updated`): the lead as
 * the console reads it, built in the transaction that changed it. A new lead that has an agent by
 * now (chosen on the form, or routed) is announced as assigned too.
 */
export async function emitLeadEvents(tx: Db | Tx, now: Date, leadId: string, events: LeadEvents): Promise<void> {
  await emitLeadsEvents(tx, now, [leadId], events);
}

export type LeadEvents = { created?: boolean; assigned?: boolean; updated?: boolean };

/**
 * `emitLeadEvents` for a batch of leads: each event type's webhooks are read once, and the leads
 * themselves only when some webhook wants them.
 */
export async function emitLeadsEvents(tx: Db | Tx, now: Date, leadIds: readonly string[], events: LeadEvents): Promise<void> {
  if (leadIds.length === 0) return;
  let read: Lead[] | undefined;
  const readLeads = async () => {
    if (!read) {
      const rows = await tx.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(inArray(leads.id, [...leadIds]));
      const order = new Map(leadIds.map((id, i) => [id, i]));
      read = rows.map(toLead).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }
    return read;
  };
  const emit = async (type: WebhookEventType, which: (lead: Lead) => boolean) => {
    const targets = await webhookTargets(tx, type);
    if (targets.length > 0) await recordWebhookEvents(tx, now, type, targets, (await readLeads()).filter(which));
  };
  if (events.created) await emit('lead.created', () => true);
  if (events.assigned || events.created) await emit('lead.assigned', (lead) => events.assigned === true || lead.agentId !== null);
  if (events.updated) await emit('lead.updated', () => true);
}
