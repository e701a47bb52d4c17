import { useId, useState } from 'react';
import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { canOpenConsole, canOpenDashboard } from '@maple/shared/roles';
import type { Me } from '@maple/shared/schemas/me';
import { PagedList } from '@/components/paged-list';
import type { ListPage } from '@/components/use-list-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { auditPageSize, useMyAuditEvents } from '../api/audit-event-queries';
import { AuditEventCards } from './audit-event-list';

/**
 * The Account area's "Your activity": an agent's or admin's own account's events, newest first,
 * paged on the server. The super admin's are the console's Activity, filtered to them: a link
 * there. Another role has no activity to show.
 */
export function MyActivitySection({ user }: { user: Me['user'] }) {
  const titleId = useId();
  if (!canOpenDashboard(user.role) && !canOpenConsole(user.role)) return null;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.myTitle}</CardTitle>
        <CardDescription>{canOpenConsole(user.role) ? m.myInConsole : m.myIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canOpenConsole(user.role) ? (
          <Button asChild variant="outline" className="self-start">
            <Link to={`/super-admin?${new URLSearchParams({ tab: 'activity', user: user.id }).toString()}`}>
              {m.openMyActivity}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <MyEvents userId={user.id} />
        )}
      </CardContent>
    </Card>
  );
}

function MyEvents({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const list = useMyAuditEvents(page);
  // The page stays in the section: the Account page's URL is not a list's.
  const paging: ListPage = { page, q: '', setPage, setSearch: () => undefined };
  return (
    <PagedList
      query={list}
      paging={paging}
      pageSize={auditPageSize}
      search={false}
      messages={{ loading: m.loading, fetchFailed: m.loadFailed, tryAgain: m.tryAgain, empty: m.empty, listLabel: m.listLabel, listPagination: m.pagination }}
      // The cards are the named list.
      frame={(events) => events}
    >
      {(items) => <AuditEventCards events={items} showAccount={false} selfId={userId} busy={list.isFetching} />}
    </PagedList>
  );
}
