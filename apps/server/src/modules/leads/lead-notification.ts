import type { Language } from '@maple/shared/i18n/languages';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { personLanguageMessages } from '@maple/shared/messages/person-language';
import type { Mail } from '../../lib/mailer.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { chatLeadFallback, type LeadKind } from '@maple/shared/schemas/leads';
import type { LeadRecord } from './lead-record.ts';

const kindLabels: Record<LeadKind, string> = personLanguageMessages.leadMail.kinds;

/** For a kind read back from storage (a job's payload), where the type system cannot vouch for it. */
export const isLeadKind = (value: unknown): value is LeadKind => typeof value === 'string' && Object.hasOwn(kindLabels, value);

/** `language` is the reader's: the agent's user's setting, English for the team's lead inbox (decision 071). */
export type LeadRecipient = { agentName: string | null; to: string[]; language: Language };

/**
 * Whoever handles the lead: the chosen agent's CRM address, else their email, else the team's
 * lead inbox (every address of it). Null when none of those exists.
 */
export function leadRecipient(
  agent: { name: string; email: string; crmEmail: string | null; language?: Language | null } | null,
  leadInboxEmails: readonly string[],
): LeadRecipient | null {
  const own = agent?.crmEmail || agent?.email;
  if (agent && own) return { agentName: agent.name, to: [own], language: agent.language ?? 'en' };
  if (leadInboxEmails.length === 0) return null;
  return { agentName: agent?.name ?? null, to: [...leadInboxEmails], language: 'en' };
}

/**
 * The plain-text notification for a stored lead; it carries the details so the agent can reply from
 * the mail. Written in the recipient's language; the details are the lead's own words and keys.
 */
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
  const m = inLanguage(personLanguageMessages, recipient.language).leadMail;
  const label = m.kinds[kind];
  const lines = [
    options.teamName ? fillMessage(m.arrivedAt, { kind: label, team: options.teamName }) : fillMessage(m.arrived, { kind: label }),
    '',
    fillMessage(m.name, { value: lead.clientName }),
    fillMessage(m.email, { value: lead.clientEmail }),
    fillMessage(m.phone, { value: lead.clientPhone ?? m.notGiven }),
    fillMessage(m.agent, { value: recipient.agentName ?? m.unassigned }),
    fillMessage(m.typeAndSource, { type: lead.type, source: lead.source }),
    '',
    ...detailLines(lead.metadata ?? {}),
    ...messageLines(kind, lead.message ?? null, m),
    '',
    fillMessage(m.openList, { url: `${options.publicUrl}${recipient.agentName ? '/agent-dashboard' : '/super-admin'}` }),
    fillMessage(m.leadId, { id: leadId }),
  ];
  const replyable = lead.clientEmail !== chatLeadFallback.email;
  return {
    id: leadId,
    to: recipient.to,
    fromName: options.fromName || undefined,
    replyTo: replyable ? lead.clientEmail : undefined,
    subject: fillMessage(m.subject, { kind: label, name: lead.clientName }),
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

function messageLines(kind: LeadKind, message: string | null, m: typeof personLanguageMessages.leadMail): string[] {
  if (!message) return [];
  if (kind !== 'chat') return ['', m.message, message];
  const { conversation } = JSON.parse(message) as { conversation: { role: string; content: string }[] };
  return ['', m.conversation, ...conversation.map((turn) => `${turn.role === 'user' ? m.visitor : m.assistant}: ${turn.content}`)];
}
