import type { Mail } from '../../lib/mailer.ts';
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
 * each assignment's mail is found on its own.
 */
export function leadAssignmentMail(options: {
  id: string;
  leadId: string;
  lead: LeadRow;
  agentName: string;
  to: string;
  assignedBy: string | null;
  teamName: string;
  fromName?: string;
  publicUrl: string;
}): Mail {
  const { lead } = options;
  const m = leadManagementMessages;
  const team = options.teamName ? ` at ${options.teamName}` : '';
  const lines = [
    `Hello ${options.agentName},`,
    '',
    `A lead has been assigned to you${team}${options.assignedBy ? ` by ${options.assignedBy}` : ''}.`,
    '',
    `Name: ${lead.clientName}`,
    `Email: ${lead.clientEmail}`,
    `Phone: ${lead.clientPhone ?? 'not given'}`,
    `Type: ${m.types[lead.type]}, source: ${m.sources[lead.source]}`,
    `Status: ${m.statuses[lead.status]}`,
    ...(lead.message && lead.source !== 'AI Chatbot' ? ['', 'Message:', lead.message] : []),
    '',
    `Open your leads: ${options.publicUrl}/agent-dashboard?tab=leads`,
    `Lead id: ${options.leadId}`,
  ];
  const replyable = lead.clientEmail !== chatLeadFallback.email;
  return {
    id: options.id,
    to: options.to,
    fromName: options.fromName || undefined,
    replyTo: replyable ? lead.clientEmail : undefined,
    subject: `Lead assigned to you: ${lead.clientName}`,
    text: lines.join('\n'),
    headers: { 'X-Maple-Lead-Id': options.leadId, 'X-Maple-Lead-Assignment': options.id },
  };
}
