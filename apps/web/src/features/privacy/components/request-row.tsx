import { privacyMessages as m } from '@maple/shared/messages/privacy';
import type { PrivacyRequest } from '@maple/shared/schemas/privacy';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format-date';

/** Who a request is about: the address and number, or that only their hash is kept. */
export const personLabel = (request: PrivacyRequest) => (request.erased ? m.erasedPerson : [request.email, request.phone].filter(Boolean).join(' · '));

/** One request in the list; an overdue one stands out (red edge and a badge), as PIPEDA's 30 days have passed. */
export function RequestRow({ request, onOpen }: { request: PrivacyRequest; onOpen: () => void }) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4', request.overdue && 'border-l-4 border-destructive bg-destructive/5')}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-all">{personLabel(request)}</p>
        <p className="text-sm text-muted-foreground">
          {m.kinds[request.kind]} · {m.receivedAt} {formatShortDate(request.receivedAt)} · {m.dueAt} {formatShortDate(request.dueAt)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {request.overdue ? <Badge className="bg-destructive text-white">{m.overdue}</Badge> : null}
        <Badge variant="secondary">{m.statuses[request.status]}</Badge>
        <Button variant="outline" size="sm" onClick={onOpen} aria-label={`${m.open}: ${personLabel(request)}`}>
          {m.open}
        </Button>
      </div>
    </li>
  );
}
