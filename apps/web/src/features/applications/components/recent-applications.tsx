import { useEffect } from 'react';
import { toast } from 'sonner';
import { applicationsMessages } from '@maple/shared/messages/applications';
import { leadsMessages } from '@maple/shared/messages/leads';
import type { Lead } from '@maple/shared/schemas/leads';
import { formatDate } from '@/lib/format-date';
import { formatWholeDollars } from '@/lib/format-number';
import { useRecentApplications } from '@/features/leads/api/application-queries';

const m = applicationsMessages;

function amountOf(lead: Lead): string | null {
  const amount = lead.metadata.mortgage_amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? formatWholeDollars(amount) : null;
}

/** The newest applications, for the super admin only: the page mounts this only for that role (ARCHITECTURE §8). */
export function RecentApplications() {
  const applications = useRecentApplications(true);

  useEffect(() => {
    if (applications.error) toast.error(leadsMessages.applicationsLoadFailed);
  }, [applications.error]);

  return (
    <section aria-labelledby="recent-applications" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="recent-applications" className="text-xl font-semibold tracking-tight text-navy-900">
          {m.recentTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.recentNote}</p>
      </div>
      {applications.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.recentLoading}
        </p>
      ) : applications.isError ? (
        <p className="text-sm text-destructive">{leadsMessages.applicationsLoadFailed}</p>
      ) : applications.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{m.recentEmpty}</p>
      ) : (
        <ul aria-label={m.recentTitle} className="flex flex-col gap-3">
          {applications.data.map((lead) => (
            <li key={lead.id} className="rounded-lg border bg-background p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-navy-900">{lead.clientName}</p>
                <p className="text-lg font-semibold text-navy-900">{amountOf(lead) ?? '—'}</p>
              </div>
              <a href={`mailto:${lead.clientEmail}`} className="block truncate text-sm text-primary hover:underline">
                {lead.clientEmail}
              </a>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">{m.agentLabel}</dt>
                  <dd>{lead.agentName ?? m.unassigned}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.dateLabel}</dt>
                  <dd>
                    <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
