import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { auditMessages as m } from '@maple/shared/messages/audit';
import { canOpenConsole, canOpenDashboard } from '@maple/shared/roles';
import type { Me } from '@maple/shared/schemas/me';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { auditPageSize, useMyAuditEvents } from '../api/audit-event-queries';
import { AuditEventCards } from './audit-event-list';
import { AuditPager } from './audit-pager';

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
  return (
    <>
      {list.isPending ? (
        <LoadingState label={m.loading} className="min-h-24" />
      ) : list.isError ? (
        <ListError message={m.loadFailed} retryLabel={m.tryAgain} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <AuditEventCards events={list.data.items} showAccount={false} selfId={userId} busy={list.isFetching} />
      )}
      <AuditPager page={page} pageSize={auditPageSize} total={list.data?.total ?? 0} onPage={setPage} />
    </>
  );
}
