import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { LogOut } from 'lucide-react';
import { browserName } from '@maple/shared/browser-name';
import { sessionsMessages as m } from '@maple/shared/messages/sessions';
import type { AuthSession } from '@maple/shared/schemas/sessions';
import { QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/session-queries';

/**
 * The Account area's Sessions: where the user is signed in (browser, address, signed in, last
 * active; this browser marked "This device"), ending any other session or all of them at once.
 * This browser's own session ends with Logout, not here.
 */
export function SessionsSection() {
  const titleId = useId();
  const list = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  // After a row goes, focus stays in the section (on the list) rather than falling to the page.
  const listRef = useRef<HTMLUListElement>(null);
  const failed = (error: unknown) => toast.error(isApiError(error) && error.status !== 500 ? error.message : m.endFailed);

  const end = (session: AuthSession) =>
    endOne.mutate(session.id, {
      onSuccess: () => {
        toast.success(m.ended);
        listRef.current?.focus();
      },
      onError: failed,
    });
  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => {
        toast.success(m.othersEnded);
        listRef.current?.focus();
      },
      onError: failed,
    });

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.title}</CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* One answer (the sessions and which is this browser's), never empty: this browser's own is in it. */}
        <QueryStates query={list} messages={{ loading: m.loading, loadFailed: m.loadFailed, tryAgain: m.tryAgain }} className="min-h-24">
          {({ sessions, currentId }) => (
            <>
              <ul ref={listRef} tabIndex={-1} aria-label={m.listLabel} className="divide-y rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {sessions.map((session) => (
                  <SessionRow key={session.id} session={session} current={session.id === currentId} ending={endOne.isPending && endOne.variables === session.id} onEnd={() => end(session)} />
                ))}
              </ul>
              {sessions.some((s) => s.id !== currentId) ? (
                <Button variant="outline" className="self-start" disabled={endOthers.isPending} onClick={endAllOthers}>
                  <LogOut aria-hidden="true" />
                  {endOthers.isPending ? m.endingOthers : m.endOthers}
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">{m.onlyThisDevice}</p>
              )}
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

function SessionRow({ session, current, ending, onEnd }: { session: AuthSession; current: boolean; ending: boolean; onEnd: () => void }) {
  const browser = browserName(session.userAgent);
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-navy-900">
          {browser}
          {current ? <Badge variant="success">{m.thisDevice}</Badge> : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{m.address}</dt>
          <dd className="[overflow-wrap:anywhere]">{session.ipAddress || m.unknownAddress}</dd>
          <dt className="text-muted-foreground">{m.signedIn}</dt>
          <dd>
            <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
          </dd>
          <dt className="text-muted-foreground">{m.lastActive}</dt>
          <dd>
            <time dateTime={session.updatedAt}>{formatDateTime(session.updatedAt)}</time>
          </dd>
        </dl>
      </div>
      {current ? null : (
        <Button variant="outline" size="sm" className="self-start" aria-label={m.endLabel(browser)} disabled={ending} onClick={onEnd}>
          {ending ? m.ending : m.end}
        </Button>
      )}
    </li>
  );
}
