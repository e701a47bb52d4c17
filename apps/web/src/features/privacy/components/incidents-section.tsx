import { useState } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import type { PrivacyIncident } from '@maple/shared/schemas/privacy';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format-date';
import { privacyLinks, privacyPageSize, useDeletePrivacyIncident, usePrivacyIncidents } from '../api/privacy-queries';
import { IncidentDialog } from './incident-dialog';

/** A day (YYYY-MM-DD) shown as the tables show dates, read at noon so no time zone moves it. */
const day = (value: string) => formatShortDate(`${value}T12:00:00Z`);

/**
 * The incident register. Its page and search stay in the component (the requests list above owns
 * the URL's `?page=` and `?q=`).
 */
export function IncidentsSection() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const paging: ListPage = { page, q, setPage, setSearch: (next) => (setQ(next), setPage(1)) };
  const query = usePrivacyIncidents(page, q);
  const remove = useDeletePrivacyIncident();
  const [editing, setEditing] = useState<PrivacyIncident | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PrivacyIncident | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => (setDeleting(null), toast.success(m.incidentDeleted)),
      // The register keeps an incident 24 months: the server's message says until when.
      onError: (error) => (setDeleting(null), toast.error(m.incidentDeleteFailed, { description: isApiError(error) ? error.message : undefined })),
    });

  return (
    <section aria-labelledby="privacy-incidents" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="privacy-incidents" className="text-xl font-semibold text-navy-900">
          {m.sections.incidents}
        </h2>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <a href={privacyLinks.incidentsCsv} download>
              {m.downloadCsv}
            </a>
          </Button>
          <Button onClick={() => setEditing('new')}>{m.addIncident}</Button>
        </div>
      </div>
      <PagedList
        query={query}
        paging={paging}
        pageSize={privacyPageSize}
        messages={{
          loading: m.loadingIncidents,
          fetchFailed: m.loadIncidentsFailed,
          tryAgain: m.tryAgain,
          empty: m.noIncidents,
          listLabel: m.incidentsLabel,
          listSearch: m.incidentsSearch,
          listSearchPlaceholder: m.incidentsSearchPlaceholder,
          listPagination: m.incidentsPagination,
        }}
      >
        {(items) =>
          items.map((incident) => (
            <li key={incident.id} className="flex flex-col gap-2 rounded-lg border p-4 [overflow-wrap:anywhere]">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium">
                  {day(incident.occurredOn)} · {incident.description}
                </p>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(incident)} aria-label={`${m.edit}: ${day(incident.occurredOn)}`}>
                    {m.edit}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setDeleting(incident)} aria-label={`${m.delete}: ${day(incident.occurredOn)}`}>
                    {m.delete}
                  </Button>
                </div>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-muted-foreground">{m.dataAffected}</dt>
                <dd>{incident.dataAffected}</dd>
                <dt className="text-muted-foreground">{m.peopleAffected}</dt>
                <dd>{incident.peopleAffected}</dd>
                <dt className="text-muted-foreground">{m.realRisk}</dt>
                <dd>{incident.realRiskOfSignificantHarm ? m.yes : m.no}</dd>
                <dt className="text-muted-foreground">{m.reportedToCommissionerOn}</dt>
                <dd>{incident.reportedToCommissionerOn ? day(incident.reportedToCommissionerOn) : m.notReported}</dd>
                <dt className="text-muted-foreground">{m.reportedToPeopleOn}</dt>
                <dd>{incident.reportedToPeopleOn ? day(incident.reportedToPeopleOn) : m.notReported}</dd>
              </dl>
            </li>
          ))
        }
      </PagedList>
      {editing ? <IncidentDialog incident={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmDeleteIncidentTitle}
        description={m.confirmDeleteIncidentText}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
