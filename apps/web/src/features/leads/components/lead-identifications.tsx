import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Download, Eye, EyeOff, Pencil, Plus, Printer, Ban } from 'lucide-react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { formMessages } from '@maple/shared/messages/forms';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import { updateIdentificationInput, type Identification, type UpdateIdentificationInput, type UpdateIdentificationRequest } from '@maple/shared/schemas/identifications';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useServerForm } from '@/components/form/use-server-form';
import { ListStates, type ListMessages } from '@/components/list-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { appClock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { identificationExportHref, useIdentifications, useRevealIdentification, useUpdateIdentification } from '../api/identification-queries';
import type { LeadAudience } from '../api/lead-queries';
import { IdentificationFormDialog } from './identification-form-dialog';

const listMessages: ListMessages = { loading: m.loading, fetchFailed: m.loadFailed, tryAgain: formMessages.tryAgain, empty: m.empty, listLabel: m.section };

type Editing = { record: Identification | null } | null;

/** A calendar day (`YYYY-MM-DD`, a birth or expiry date) in words: read at noon UTC, the same day in Toronto. */
const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * The lead drawer's Identification section (FINTRAC, decision 045): the records, numbers masked;
 * add and correct in a dialog, void with a reason, the examiner's CSV and printable page, and in
 * the console the reveal of a number.
 */
export function LeadIdentifications({ leadId, clientName, audience }: { leadId: string; clientName: string; audience: LeadAudience }) {
  const list = useIdentifications(audience, leadId);
  const [editing, setEditing] = useState<Editing>(null);
  const [voiding, setVoiding] = useState<Identification | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">{m.intro}</p>
      <ListStates query={list} messages={listMessages}>
        {(records) =>
          records.map((record) => (
            <IdentificationItem key={record.id} record={record} leadId={leadId} audience={audience} onCorrect={() => setEditing({ record })} onVoid={() => setVoiding(record)} />
          ))
        }
      </ListStates>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setEditing({ record: null })}>
          <Plus aria-hidden="true" />
          {m.add}
        </Button>
        <a className={buttonVariants({ size: 'sm', variant: 'outline' })} href={identificationExportHref(audience, leadId, 'csv')} download>
          <Download aria-hidden="true" />
          {m.exportCsv}
        </a>
        <a className={buttonVariants({ size: 'sm', variant: 'outline' })} href={identificationExportHref(audience, leadId, 'html')} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          {m.exportPrintable}
        </a>
      </div>
      {editing ? (
        <IdentificationFormDialog audience={audience} leadId={leadId} record={editing.record} clientName={clientName} today={brokerageDay(appClock.now())} onClose={() => setEditing(null)} />
      ) : null}
      <VoidIdentificationDialog audience={audience} leadId={leadId} record={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}

function IdentificationItem({ record, leadId, audience, onCorrect, onVoid }: { record: Identification; leadId: string; audience: LeadAudience; onCorrect: () => void; onVoid: () => void }) {
  const reveal = useRevealIdentification(leadId);
  const [revealed, setRevealed] = useState<string | null>(null);
  const voided = record.voidedAt !== null;
  const entries: [string, string][] = [
    [m.fields.documentType, record.documentType],
    [m.fields.documentNumber, revealed ?? record.documentNumberMasked],
    [m.fields.issuingJurisdiction, record.issuingJurisdiction ?? '—'],
    [m.fields.expiresOn, record.expiresOn ? formatDay(record.expiresOn) : '—'],
    [m.fields.dateOfBirth, formatDay(record.dateOfBirth)],
    [m.fields.address, record.address],
    [m.fields.pepDetermination, m.pep[record.pepDetermination] + (record.pepDetails ? ` — ${record.pepDetails}` : '')],
    [m.fields.thirdPartyDetermination, m.thirdParty[record.thirdPartyDetermination] + (record.thirdPartyDetails ? ` — ${record.thirdPartyDetails}` : '')],
    [m.fields.purpose, record.purpose],
  ];
  return (
    <li className={cn('flex flex-col gap-2 rounded-md border p-3', voided && 'bg-muted/50 text-muted-foreground')}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('min-w-0 text-sm font-semibold [overflow-wrap:anywhere]', voided && 'line-through')}>
          {m.methods[record.method]} · {record.clientName}
        </span>
        {voided ? <span className="rounded-full border px-2 py-0.5 text-xs font-semibold">{m.voidedBadge}</span> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {m.verifiedBy(record.verifiedByName, formatDay(record.verifiedOn))} · {record.retainUntil ? m.retainUntil(formatDay(record.retainUntil)) : m.retainOpen}
      </p>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1 text-sm">
        {entries.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      {voided ? <p className="text-xs [overflow-wrap:anywhere]">{m.voidedBy(record.voidedByName ?? '—', formatDateTime(record.voidedAt!), record.voidReason ?? '')}</p> : null}
      {!voided || audience === 'admin' ? (
        <div className="flex flex-wrap gap-2">
          {!voided ? (
            <>
              <Button size="sm" variant="outline" onClick={onCorrect} aria-label={`${m.correct}: ${m.methods[record.method]}, ${record.verifiedOn}`}>
                <Pencil aria-hidden="true" />
                {m.correct}
              </Button>
              <Button size="sm" variant="outline" onClick={onVoid} aria-label={`${m.void}: ${m.methods[record.method]}, ${record.verifiedOn}`}>
                <Ban aria-hidden="true" />
                {m.void}
              </Button>
            </>
          ) : null}
          {audience === 'admin' ? (
            revealed ? (
              <Button size="sm" variant="ghost" onClick={() => setRevealed(null)}>
                <EyeOff aria-hidden="true" />
                {m.hide}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={reveal.isPending}
                onClick={() => reveal.mutate(record.id, { onSuccess: (answer) => setRevealed(answer.documentNumber), onError: () => toast.error(m.revealFailed) })}
              >
                <Eye aria-hidden="true" />
                {m.reveal}
              </Button>
            )
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type VoidValues = { void: { reason: string } };
const voidResolver = zodResolver(updateIdentificationInput);

/**
 * Void with a reason: the one confirm question (focus starts on Cancel), holding the required
 * reason, checked with the route's schema (`{ void: { reason } }`).
 */
function VoidIdentificationDialog({ audience, leadId, record, onClose }: { audience: LeadAudience; leadId: string; record: Identification | null; onClose: () => void }) {
  return record ? <VoidForm key={record.id} audience={audience} leadId={leadId} record={record} onClose={onClose} /> : null;
}

function VoidForm({ audience, leadId, record, onClose }: { audience: LeadAudience; leadId: string; record: Identification; onClose: () => void }) {
  const id = useId();
  const fieldId = `${id}-reason`;
  const update = useUpdateIdentification(audience, leadId);
  const form = useServerForm<VoidValues, UpdateIdentificationInput, unknown>({
    resolver: voidResolver as unknown as Resolver<VoidValues, unknown, UpdateIdentificationInput>,
    defaultValues: { void: { reason: '' } },
    submit: (body) => update.mutateAsync({ recordId: record.id, input: body as UpdateIdentificationRequest }),
    messages: { saved: m.voided, failed: m.saveFailed },
    onSaved: onClose,
  });
  // The schema names the reason (`void.reason`); the server's answer may name the whole `void`.
  const error = form.fieldError('void.reason') ?? form.fieldError('void');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.voidTitle}
      description={m.voidDescription}
      confirmLabel={m.voidConfirm}
      cancelLabel={m.cancel}
      busy={form.busy}
      onConfirm={() => void form.onSubmit()}
    >
      <FormField id={fieldId} label={m.fields.voidReason} error={error}>
        <Textarea id={fieldId} rows={3} aria-required="true" {...fieldAria(fieldId, { error: !!error })} {...form.register('void.reason')} />
      </FormField>
    </ConfirmDialog>
  );
}
