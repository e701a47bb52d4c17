import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { QueryStates } from '@/components/query-states';
import { formatDateTime } from '@/lib/format-date';
import { useLeadDetail, type LeadAudience } from '../api/lead-queries';
import { describeActivity } from '../lead-activity';

const a = leadManagementMessages.activity;

/**
 * A lead's trail, oldest first (issue 18): what happened, who did it, and when. Read from
 * GET …/leads/:id each time the drawer opens, so a change made elsewhere shows.
 */
export function LeadActivityList({ leadId, audience }: { leadId: string; audience: LeadAudience }) {
  const detail = useLeadDetail(audience, leadId);
  return (
    <QueryStates query={detail} messages={{ loading: a.loading, loadFailed: a.loadFailed }} className="min-h-24">
      {({ activity }) =>
        activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">{a.empty}</p>
        ) : (
          <ol aria-label={a.label} className="flex flex-col gap-3 border-l pl-4">
            {activity.map((entry) => {
              const { text, by } = describeActivity(entry);
              return (
                <li key={entry.id} className="relative text-sm">
                  <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
                  <p className="font-medium text-navy-900 [overflow-wrap:anywhere]">{text}</p>
                  <p className="text-xs text-muted-foreground">
                    {by} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
        )
      }
    </QueryStates>
  );
}
