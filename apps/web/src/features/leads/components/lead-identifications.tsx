import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Download, Eye, EyeOff, Pencil, Plus, Printer, Ban } from 'lucide-react';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import type { Identification } from '@maple/shared/schemas/identifications';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { appClock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { identificationExportHref, useIdentifications, useRevealIdentification, useUpdateIdentification } from '../api/identification-queries';
import type { LeadAudience } from '../api/lead-queries';
import { IdentificationFormDialog } from './identification-form-dialog';

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
  const records = list.data?.items ?? [];

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">{m.intro}</p>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">{m.loading}</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {m.loadFailed}
        </p>
      ) : records.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={m.section}>
          {records.map((record) => (
            <IdentificationItem key={record.id} record={record} leadId={leadId} audience={audience} onCorrect={() => setEditing({ record })} onVoid={() => setVoiding(record)} />
          ))}
        </ul>
      )}
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
        <span className={cn('text-sm font-semibold', voided && 'line-through')}>
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
      {voided ? <p className="text-xs">{m.voidedBy(record.voidedByName ?? '—', formatDateTime(record.voidedAt!), record.voidReason ?? '')}</p> : null}
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

/** Void with a reason: an alert dialog (focus starts on Cancel); the reason is required. */
function VoidIdentificationDialog({ audience, leadId, record, onClose }: { audience: LeadAudience; leadId: string; record: Identification | null; onClose: () => void }) {
  const id = useId();
  const update = useUpdateIdentification(audience, leadId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!record) return;
    if (!reason.trim()) return setError(m.voidReasonRequired);
    update.mutate(
      { recordId: record.id, input: { void: { reason } } },
      {
        onSuccess: () => {
          toast.success(m.voided);
          close();
        },
        onError: (err) => {
          const message = isApiError(err) ? (err.fields?.['void.reason'] ?? err.fields?.void ?? err.message) : m.saveFailed;
          setError(Array.isArray(message) ? String(message[0]) : String(message));
        },
      },
    );
  };
  return (
    <Dialog open={record !== null} onOpenChange={(open) => (!open ? close() : undefined)}>
      <DialogContent role="alertdialog">
        <DialogTitle>{m.voidTitle}</DialogTitle>
        <DialogDescription>{m.voidDescription}</DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id={`${id}-reason`} label={m.fields.voidReason} error={error}>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {m.cancel}
              </Button>
            </DialogClose>
            <button type="submit" disabled={update.isPending} className={cn(buttonVariants(), 'bg-destructive hover:bg-red-800')}>
              {update.isPending ? m.saving : m.voidConfirm}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
