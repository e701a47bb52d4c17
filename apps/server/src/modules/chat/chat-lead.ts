import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { Language } from '@maple/shared/i18n/languages';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { chatLeadFallback } from '@maple/shared/schemas/leads';
import { isRecordId } from '@maple/shared/schemas/path-params';
import type { Logger } from '../../lib/logger.ts';
import { emitLeadEvents } from '../leads/lead-events.service.ts';
import { enqueueLeadNotification } from '../leads/lead-intake.service.ts';
import type { ExtractedContact } from './contact-extraction.ts';
import { countLeadCreated } from '../../lib/metrics/process-metrics.ts';
import { publiclyListed } from '../agents/agent-visibility.service.ts';

export type ChatAgent = { id: string; name: string };

/** The active agent whose page the chat was opened on (slug or id); anything else means the team inbox. */
export async function findChatAgent(db: Db, slugOrId: string | undefined): Promise<ChatAgent | null> {
  if (!slugOrId) return null;
  const match = isRecordId(slugOrId) ? or(eq(agents.id, slugOrId), eq(agents.profileSlug, slugOrId)) : eq(agents.profileSlug, slugOrId);
  const [agent] = await db.select({ id: agents.id, name: agents.name }).from(agents).where(and(match, publiclyListed)).limit(1);
  return agent ?? null;
}

export type ChatLeadInput = {
  sessionId: string;
  conversation: readonly ChatTurn[];
  contact: ExtractedContact;
  agent: ChatAgent | null;
  sourceDetails: string;
  /** The conversation's page's language, kept with the lead for the mail to the person (decision 071). */
  language?: Language;
};

/**
 * Stores the session's one lead (public-site §3, chat lead), or brings it up to date: the unique
 * chat_session_id makes a second insert of the same conversation an update, even when two
 * messages race. Only the insert enqueues the notification, in the same transaction, so the agent
 * hears once. The owner is set once and never changed by later messages.
 */
export async function saveChatLead(deps: { db: Db; clock: Clock; logger: Logger }, input: ChatLeadInput): Promise<{ id: string; created: boolean }> {
  const now = deps.clock.now();
  const { contact } = input;
  const values = {
    clientName: contact.name ?? chatLeadFallback.name,
    clientEmail: contact.email ?? chatLeadFallback.email,
    clientPhone: contact.phone ?? null,
    type: 'contact' as const,
    source: 'AI Chatbot' as const,
    status: 'new' as const,
    message: JSON.stringify({ conversation: input.conversation, last_interaction: now.toISOString() }),
    metadata: {
      property_value: contact.propertyValue ?? null,
      property_type: contact.propertyType ?? null,
      down_payment: contact.downPayment ?? null,
      mortgage_type: contact.mortgageType ?? null,
      source_details: input.sourceDetails,
      chat_session_id: input.sessionId,
    },
    chatSessionId: input.sessionId,
    agentId: input.agent?.id ?? null,
    language: input.language ?? 'en',
    createdAt: now,
  };
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(values)
      .onConflictDoUpdate({
        target: leads.chatSessionId,
        set: {
          // A detail found earlier stays when a later (shorter) history no longer holds it.
          clientName: sql`case when excluded.client_name = ${chatLeadFallback.name} then ${leads.clientName} else excluded.client_name end`,
          clientEmail: sql`case when excluded.client_email = ${chatLeadFallback.email} then ${leads.clientEmail} else excluded.client_email end`,
          clientPhone: sql`coalesce(excluded.client_phone, ${leads.clientPhone})`,
          message: sql`excluded.message`,
          metadata: sql`${leads.metadata} || jsonb_strip_nulls(excluded.metadata)`,
        },
      })
      // xmax is 0 on a freshly inserted row and set on one the conflict clause updated.
      .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
    if (row!.created) {
      await enqueueLeadNotification(tx, { leadId: row!.id, kind: 'chat' }, now);
    }
    await emitLeadEvents(tx, now, row!.id, row!.created ? { created: true, assigned: !!values.agentId } : { updated: true });
    return row!;
  });
  deps.logger.info(result.created ? 'chat lead created' : 'chat lead updated', { leadId: result.id, agentId: input.agent?.id ?? null });
  if (result.created) countLeadCreated(values.source);
  return result;
}
