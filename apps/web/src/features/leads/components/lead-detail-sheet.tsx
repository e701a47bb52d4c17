import type { ReactNode } from 'react';
import { identificationsMessages } from '@maple/shared/messages/identifications';
import { consentsMessages as c } from '@maple/shared/messages/consents';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { tasksMessages } from '@maple/shared/messages/tasks';
import type { Lead } from '@maple/shared/schemas/leads';
import { FormField } from '@/components/ui/form-field';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { telHref } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import type { LeadAudience } from '../api/lead-queries';
import { parseConversation } from '../lead-conversation';
import { calculationEntries, detailEntries, type DetailEntry } from '../lead-details';
import { statusColour } from '../lead-status';
import { LeadActivityList } from './lead-activity-list';
import { LeadAgentSelect, type AgentChoice } from './lead-agent-select';
import { LeadConversationView } from './lead-conversation-view';
import { LeadIdentifications } from './lead-identifications';
import { LeadMortgageFile } from './lead-mortgage-file';
import { LeadNotesForm } from './lead-notes-form';
import { LeadTasks } from './lead-tasks';

const m = leadManagementMessages;
const d = m.drawer;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t pt-4">
      <h3 className="text-sm font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

function Entries({ entries }: { entries: DetailEntry[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
      {entries.map((entry) => (
        <div key={entry.key} className="contents">
          <dt className="text-muted-foreground">{entry.label}</dt>
          <dd className="break-words">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Everything stored with a lead, in a drawer: contact, message or chat transcript, every metadata
 * field (a quote's calculations, an application's amount and address, consent text and time), the
 * notes (edited in both areas), the mortgage file and the lead's activity trail. The console also
 * picks its agent here (`agents`: the active ones).
 */
export function LeadDetailSheet({ lead, audience, agents, onClose }: { lead: Lead | null; audience: LeadAudience; agents?: readonly AgentChoice[]; onClose: () => void }) {
  return (
    <Sheet open={lead !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <SheetContent side="right" closeLabel={d.close} className="w-full max-w-lg overflow-y-auto sm:w-[32rem]" aria-describedby={undefined}>
        {lead ? <LeadDetails lead={lead} audience={audience} agents={agents} /> : null}
      </SheetContent>
    </Sheet>
  );
}

/** Why the brokerage may write to this person and until when (issue 26): express until withdrawn, or an inquiry's six months. */
function consentEntries({ consent }: Lead): DetailEntry[] {
  const until = consent.withdrawnAt
    ? fillMessage(c.withdrawnOn, { date: formatDate(consent.withdrawnAt) })
    : consent.lapsesAt
      ? fillMessage(c.lapsesOn, { date: formatDate(consent.lapsesAt) })
      : c.untilWithdrawn;
  return [
    { key: 'basis', label: c.basisLabel, value: consent.basis === 'express' ? c.basisExpress : c.basisInquiry },
    { key: 'lapses', label: c.lapsesLabel, value: until },
  ];
}

function LeadDetails({ lead, audience, agents }: { lead: Lead; audience: LeadAudience; agents?: readonly AgentChoice[] }) {
  const agentFieldId = `lead-agent-${lead.id}`;
  const conversation = parseConversation(lead.message);
  const calculations = calculationEntries(lead.metadata);
  const entries = detailEntries(lead.metadata);
  const consentText = typeof lead.metadata.consentText === 'string' ? lead.metadata.consentText : null;
  const consented = lead.metadata.consent === true || consentText !== null;

  return (
    <div className="flex flex-col gap-4 p-6 pt-5">
      <div className="flex flex-col gap-1 pr-10">
        <SheetTitle className="[overflow-wrap:anywhere]">{lead.clientName}</SheetTitle>
        <p className="text-sm text-muted-foreground">{d.title}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', statusColour(lead.status))}>{m.statuses[lead.status] ?? lead.status}</span>
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">{m.types[lead.type] ?? lead.type}</span>
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">{m.sources[lead.source] ?? lead.source}</span>
        </div>
      </div>

      <Section title={d.contact}>
        <Entries
          entries={[
            { key: 'email', label: m.fields.clientEmail, value: lead.clientEmail },
            { key: 'phone', label: m.fields.clientPhone, value: lead.clientPhone ?? '—' },
            ...(audience === 'admin' ? [] : [{ key: 'agent', label: m.columns.agent, value: lead.agentName ?? m.unassigned }]),
            { key: 'received', label: d.received, value: formatDateTime(lead.createdAt) },
          ]}
        />
        <div className="flex flex-wrap gap-3 text-sm">
          <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${lead.clientEmail}`}>
            {lead.clientEmail}
          </a>
          {lead.clientPhone ? (
            <a className="text-primary underline-offset-4 hover:underline" href={telHref(lead.clientPhone)}>
              {lead.clientPhone}
            </a>
          ) : null}
        </div>
        {audience === 'admin' ? (
          <FormField id={agentFieldId} label={m.fields.agent} className="pt-2">
            <LeadAgentSelect id={agentFieldId} lead={lead} agents={agents ?? []} className="h-10" />
          </FormField>
        ) : null}
      </Section>

      {conversation ? (
        <Section title={d.conversation}>
          <LeadConversationView conversation={conversation} />
        </Section>
      ) : lead.message ? (
        <Section title={d.message}>
          <p className="text-sm whitespace-pre-wrap break-words">{lead.message}</p>
        </Section>
      ) : null}

      {entries.length > 0 ? (
        <Section title={d.details}>
          <Entries entries={entries} />
        </Section>
      ) : null}

      {calculations && calculations.length > 0 ? (
        <Section title={d.calculations}>
          <Entries entries={calculations} />
        </Section>
      ) : null}

      <Section title={d.consent}>
        <Entries entries={consentEntries(lead)} />
        {consented ? (
          <p className="text-sm">
            {d.consentGiven}: <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </p>
        ) : null}
        {consentText ? <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{consentText}</blockquote> : null}
      </Section>

      <Section title={d.notes}>
        <LeadNotesForm key={lead.id} lead={lead} audience={audience} />
      </Section>

      <Section title={tasksMessages.drawer.heading}>
        {/* A task on a lead with an agent is that agent's (decision 109): the console picks an agent only for an unassigned lead. */}
        <LeadTasks key={lead.id} leadId={lead.id} audience={audience} agents={lead.agentId ? undefined : agents} />
      </Section>

      <Section title={mortgageFilesMessages.section}>
        <LeadMortgageFile key={lead.id} leadId={lead.id} audience={audience} />
      </Section>

      <Section title={identificationsMessages.section}>
        <LeadIdentifications key={lead.id} leadId={lead.id} clientName={lead.clientName} audience={audience} />
      </Section>

      <Section title={m.activity.title}>
        <LeadActivityList leadId={lead.id} audience={audience} />
      </Section>
    </div>
  );
}
