import type { Mail } from '../../lib/mailer.ts';
import { chatLeadFallback, type LeadKind } from '@maple/shared/schemas/leads';
import type { LeadRecord } from './lead-record.ts';

const kindLabels: Record<LeadKind, string> = {
  quote: 'quote request',
  contact: 'contact message',
  agent_application: 'agent application',
  newsletter: 'newsletter subscription',
  application: 'mortgage application',
  chat: 'chat assistant lead',
  prepayment: 'prepayment question',
  comparison: 'mortgage comparison question',
  stress_test: 'stress test calculator request',
  penalty: 'penalty calculator request',
  land_transfer_tax: 'land transfer tax question',
  closing_costs: 'closing costs question',
};

/** For a kind read back from storage (a job's payload), where the type system cannot vouch for it. */
export const isLeadKind = (value: unknown): value is LeadKind => typeof value === 'string' && Object.hasOwn(kindLabels, value);

export type LeadRecipient = { agentName: string | null; to: string[] };

/**
 * Whoever handles the lead: the chosen agent's CRM address, else their email, else the team's
 * lead inbox (every address of it). Null when none of those exists.
 */
export function leadRecipient(agent: { name: string; email: string; crmEmail: string | null } | null, leadInboxEmails: readonly string[]): LeadRecipient | null {
  const own = agent?.crmEmail || agent?.email;
  if (agent && own) return { agentName: agent.name, to: [own] };
  if (leadInboxEmails.length === 0) return null;
  return { agentName: agent?.name ?? null, to: [...leadInboxEmails] };
}

/** The plain-text notification for a stored lead; it carries the details so the agent can reply from the mail. */
export function leadNotification(options: {
  leadId: string;
  kind: LeadKind;
  lead: LeadRecord;
  recipient: LeadRecipient;
  teamName: string;
  fromName?: string;
  publicUrl: string;
}): Mail {
  const { leadId, kind, lead, recipient } = options;
  const label = kindLabels[kind];
  const lines = [
    options.teamName ? `A new ${label} arrived through the ${options.teamName} website.` : `A new ${label} arrived through the website.`,
    '',
    `Name: ${lead.clientName}`,
    `Email: ${lead.clientEmail}`,
    `Phone: ${lead.clientPhone ?? 'not given'}`,
    `Agent: ${recipient.agentName ?? 'unassigned'}`,
    `Type: ${lead.type}, source: ${lead.source}`,
    '',
    ...detailLines(lead.metadata ?? {}),
    ...messageLines(kind, lead.message ?? null),
    '',
    `Open the leads list: ${options.publicUrl}${recipient.agentName ? '/agent-dashboard' : '/super-admin'}`,
    `Lead id: ${leadId}`,
  ];
  const replyable = lead.clientEmail !== chatLeadFallback.email;
  return {
    id: leadId,
    to: recipient.to,
    fromName: options.fromName || undefined,
    replyTo: replyable ? lead.clientEmail : undefined,
    subject: `New ${label}: ${lead.clientName}`,
    text: lines.join('\n'),
    headers: { 'X-Maple-Lead-Id': leadId, 'X-Maple-Lead-Kind': kind },
  };
}

function detailLines(metadata: Record<string, unknown>, prefix = ''): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(metadata)) {
    if (key === 'consentText' || value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) lines.push(...detailLines(value as Record<string, unknown>, `${prefix}${key}.`));
    else lines.push(`${prefix}${key}: ${String(value)}`);
  }
  return lines;
}

function messageLines(kind: LeadKind, message: string | null): string[] {
  if (!message) return [];
  if (kind !== 'chat') return ['', 'Message:', message];
  const { conversation } = JSON.parse(message) as { conversation: { role: string; content: string }[] };
  return ['', 'Conversation:', ...conversation.map((m) => `${m.role === 'user' ? 'Visitor' : 'Assistant'}: ${m.content}`)];
}
