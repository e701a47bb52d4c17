import { browserName } from '@maple/shared/browser-name';
import { auditMessages as m } from '@maple/shared/messages/audit';
import type { AuditEvent } from '@maple/shared/schemas/audit';
import { formatDateTime } from '@/lib/format-date';
import { auditActorText, auditDetailText } from '../audit-event-text';

type ListProps = {
  events: AuditEvent[];
  /** The console's list shows whose account each event is about; the Account area's are all the reader's. */
  showAccount: boolean;
  /** The Account area: "By …" only for what someone else did to the reader's account. */
  selfId?: string;
  busy?: boolean;
};

/** One card per event: what, when, who, from where, and the event's own facts. Used on phones, and in the Account area. */
export function AuditEventCards({ events, showAccount, selfId, busy }: ListProps) {
  return (
    <ul aria-label={m.listLabel} aria-busy={busy} className="flex flex-col gap-2">
      {events.map((event) => {
        const detail = auditDetailText(event);
        const byOther = selfId === undefined || event.actorUserId !== selfId;
        return (
          <li key={event.id} className="flex flex-col gap-1 rounded-lg border bg-background p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="font-medium text-navy-900">{m.kinds[event.kind]}</p>
              <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(event.createdAt)}
              </time>
            </div>
            {detail ? <p className="[overflow-wrap:anywhere]">{detail}</p> : null}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
              {byOther ? (
                <>
                  <dt>{m.by}</dt>
                  <dd className="[overflow-wrap:anywhere]">{auditActorText(event)}</dd>
                </>
              ) : null}
              {showAccount && event.targetLabel ? (
                <>
                  <dt>{m.account}</dt>
                  <dd className="[overflow-wrap:anywhere]">{event.targetLabel}</dd>
                </>
              ) : null}
              {event.ipAddress || event.userAgent ? (
                <>
                  <dt>{m.address}</dt>
                  <dd className="[overflow-wrap:anywhere]">{[event.ipAddress, event.userAgent ? browserName(event.userAgent) : null].filter(Boolean).join(' · ')}</dd>
                </>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The console's wide-screen table of events (the cards stand in below the lg breakpoint). */
export function AuditEventTable({ events, busy }: Pick<ListProps, 'events' | 'busy'>) {
  return (
    <div className="overflow-x-auto rounded-lg border" aria-busy={busy}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.listLabel}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.when}</th>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.event}</th>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.by}</th>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.account}</th>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.address}</th>
            <th scope="col" className="px-3 py-2 font-medium">{m.columns.details}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </td>
              <td className="min-w-36 px-3 py-2 font-medium text-navy-900">{m.kinds[event.kind]}</td>
              <td className="max-w-56 px-3 py-2 [overflow-wrap:anywhere]">{auditActorText(event)}</td>
              <td className="max-w-56 px-3 py-2 [overflow-wrap:anywhere]">{event.targetLabel ?? ''}</td>
              <td className="px-3 py-2">
                <span className="block whitespace-nowrap">{event.ipAddress ?? ''}</span>
                {event.userAgent ? <span className="block text-xs text-muted-foreground">{browserName(event.userAgent)}</span> : null}
              </td>
              <td className="max-w-72 px-3 py-2 [overflow-wrap:anywhere]">{auditDetailText(event) ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
