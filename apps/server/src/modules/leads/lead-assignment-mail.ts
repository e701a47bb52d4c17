import type { Language } from '@maple/shared/i18n/languages';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { personLanguageMessages } from '@maple/shared/messages/person-language';
import type { Mail } from '../../lib/mailer.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { chatLeadFallback } from '@maple/shared/schemas/leads';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { leads } from '@maple/db/schema/leads';

type LeadRow = Pick<typeof leads.$inferSelect, 'clientName' | 'clientEmail' | 'clientPhone' | 'type' | 'source' | 'status' | 'message'>;

/** Where an agent hears of a lead given to them: their CRM address, else their own email (as for a new lead). */
export function assignmentRecipient(agent: { email: string; crmEmail: string | null }): string | null {
  return agent.crmEmail || agent.email || null;
}

/**
 * The plain-text mail telling an agent a lead is now theirs (issue 18). Like the new-lead mail it
 * carries the contact details, so the agent can reply from it; the lead's other details are one
 * click away in the dashboard. `id` names the outbox file after the assignment, not the lead, so
 * each assignment's mail is found on its own. Written in the agent's language (decision 071).
 */
export function leadAssignmentMail(options: {
  id: string;
  leadId: string;
  lead: LeadRow;
  agentName: string;
  to: string;
  /** The agent's user's setting. */
  language: Language;
  assignedBy: string | null;
  teamName: string;
  fromName?: string;
  publicUrl: string;
}): Mail {
  const { lead, language } = options;
  const m = inLanguage(leadManagementMessages, language);
  const said = inLanguage(personLanguageMessages, language);
  const a = said.assignmentMail;
  const l = said.leadMail;
  const by = options.assignedBy;
  const team = options.teamName;
  const assigned = team ? (by ? fillMessage(a.assignedAtBy, { team, by }) : fillMessage(a.assignedAt, { team })) : by ? fillMessage(a.assignedBy, { by }) : a.assigned;
  const lines = [
    fillMessage(a.greeting, { name: options.agentName }),
    '',
    assigned,
    '',
    fillMessage(l.name, { value: lead.clientName }),
    fillMessage(l.email, { value: lead.clientEmail }),
    fillMessage(l.phone, { value: lead.clientPhone ?? l.notGiven }),
    fillMessage(l.typeAndSource, { type: m.types[lead.type], source: m.sources[lead.source] }),
    fillMessage(a.status, { value: m.statuses[lead.status] }),
    ...(lead.message && lead.source !== 'AI Chatbot' ? ['', l.message, lead.message] : []),
    '',
    fillMessage(a.openLeads, { url: `${options.publicUrl}/agent-dashboard?tab=leads` }),
    fillMessage(l.leadId, { id: options.leadId }),
  ];
  const replyable = lead.clientEmail !== chatLeadFallback.email;
  return {
    id: options.id,
    to: options.to,
    fromName: options.fromName || undefined,
    replyTo: replyable ? lead.clientEmail : undefined,
    subject: fillMessage(a.subject, { name: lead.clientName }),
    text: lines.join('\n'),
    headers: { 'X-Maple-Lead-Id': options.leadId, 'X-Maple-Lead-Assignment': options.id },
  };
}
