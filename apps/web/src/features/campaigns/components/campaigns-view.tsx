import { useId, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import type { Language } from '@maple/shared/i18n/languages';
import type { Campaign } from '@maple/shared/schemas/campaigns';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { fillMessage } from '@/lib/message-template';
import { campaignPageSize, useCampaigns, useCancelCampaignSchedule, useDeleteCampaign, useSendCampaign, useSendCampaignTest } from '../api/campaign-queries';
import { CampaignEditorDialog, type CampaignViewParts } from './campaign-editor-dialog';

const failed = (error: unknown) => toast.error(m.actionFailed, isApiError(error) ? { description: error.message } : undefined);

/**
 * Console › Leads › Campaigns (issue 40 §6, decision 105): the newsletters and campaigns, beside
 * the leads and the subscribers they go to (the spec fixes the console's ten tabs). Drafts are
 * composed, tested, sent now or scheduled; a campaign sent shows its sent, failed and
 * unsubscribed counts, asked again every few seconds while it sends.
 */
export function CampaignsView({ viewSwitch, parts }: { viewSwitch: ReactNode; parts: CampaignViewParts }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const query = useCampaigns(page);
  const paging: ListPage = { page, q: '', setPage, setSearch: () => setPage(1) };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      {viewSwitch}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-navy-900">
            {m.title}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{m.intro}</p>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {m.newCampaign}
        </Button>
      </div>
      <PagedList query={query} paging={paging} pageSize={campaignPageSize} search={false} messages={{ ...m, loading: m.counting, fetchFailed: m.actionFailed, tryAgain: m.open, empty: m.empty, listLabel: m.listLabel, listPagination: m.listLabel }}>
        {(items) => items.map((campaign) => <CampaignRow key={campaign.id} campaign={campaign} onEdit={() => setEditing(campaign)} />)}
      </PagedList>
      {editing ? <CampaignEditorDialog campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} parts={parts} /> : null}
    </section>
  );
}

function CampaignRow({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const id = useId();
  const test = useSendCampaignTest();
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const unschedule = useCancelCampaignSchedule();
  const [asking, setAsking] = useState<'send' | 'delete' | 'unschedule' | null>(null);
  const [at, setAt] = useState('');
  const draft = campaign.status === 'draft';
  const { counts } = campaign;
  const sendTest = (language: Language) => test.mutate({ id: campaign.id, language }, { onSuccess: ({ to }) => toast.success(fillMessage(m.testSent, { to })), onError: failed });
  const sendNow = () =>
    send.mutate(
      { id: campaign.id, request: at ? { at: new Date(at).toISOString() } : {} },
      { onSuccess: (sent) => (toast.success(sent.status === 'scheduled' ? m.scheduled : m.queued), setAsking(null), setAt('')), onError: failed },
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-background p-4 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{campaign.subject}</p>
        <p className="text-xs text-muted-foreground">
          <span className="mr-2 rounded-full border px-2 py-0.5 font-semibold">{m.statuses[campaign.status]}</span>
          {m.kinds[campaign.audience.kind]}
          {campaign.scheduledAt && campaign.status === 'scheduled' ? ` · ${fillMessage(m.scheduledFor, { time: formatDateTime(campaign.scheduledAt) })}` : ''}
          {campaign.finishedAt ? ` · ${fillMessage(m.sentAt, { time: formatDateTime(campaign.finishedAt) })}` : ''}
        </p>
        {draft ? null : (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {(['recipients', 'sent', 'failed', 'unsubscribed', 'skipped', 'pending'] as const).map((key) => (
              <div key={key} className="flex gap-1">
                <dt className="text-muted-foreground">{m.counts[key]}</dt>
                <dd className="font-semibold tabular-nums">{formatNumber(counts[key], 0)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {draft ? (
        <div role="group" aria-label={fillMessage(m.actionsFor, { subject: campaign.subject })} className="flex flex-wrap gap-2 sm:justify-end">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            {m.edit}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={test.isPending} onClick={() => sendTest('en')}>
            {m.sendTest}
          </Button>
          {campaign.subjectFr && campaign.bodyFr ? (
            <Button type="button" variant="outline" size="sm" disabled={test.isPending} onClick={() => sendTest('fr')}>
              {m.sendTestFr}
            </Button>
          ) : null}
          <Button type="button" size="sm" onClick={() => setAsking('send')}>
            {m.send}
          </Button>
          <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => setAsking('delete')}>
            {m.deleteDraft}
          </Button>
        </div>
      ) : null}
      {campaign.status === 'scheduled' ? (
        <div role="group" aria-label={fillMessage(m.actionsFor, { subject: campaign.subject })} className="flex flex-wrap gap-2 sm:justify-end">
          <Button type="button" variant="outline" size="sm" onClick={() => setAsking('unschedule')}>
            {m.cancelSchedule}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking === 'unschedule'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.confirmCancelTitle}
        description={fillMessage(m.confirmCancel, { subject: campaign.subject, time: campaign.scheduledAt ? formatDateTime(campaign.scheduledAt) : '' })}
        confirmLabel={m.cancelSchedule}
        cancelLabel={m.keepScheduled}
        busy={unschedule.isPending}
        onConfirm={() => unschedule.mutate(campaign.id, { onSuccess: () => (toast.success(m.scheduleCancelled), setAsking(null)), onError: failed })}
      />
      <ConfirmDialog
        open={asking === 'send'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.confirmSendTitle}
        description={m.kinds[campaign.audience.kind]}
        confirmLabel={at ? m.schedule : m.sendNow}
        cancelLabel={m.cancel}
        tone="default"
        busy={send.isPending}
        onConfirm={sendNow}
      >
        <FormField id={`${id}-at`} label={`${m.scheduleAt} (${m.whenLater.toLowerCase()})`} hint={m.whenNow}>
          <Input id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.confirmDeleteTitle}
        description={fillMessage(m.confirmDelete, { subject: campaign.subject })}
        confirmLabel={m.deleteDraft}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(campaign.id, { onSuccess: () => (toast.success(m.deleted), setAsking(null)), onError: failed })}
      />
    </li>
  );
}
