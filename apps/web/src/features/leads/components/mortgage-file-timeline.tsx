import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { formatDate, formatDateTime } from '@/lib/format-date';

// A mover whose account is gone, as the lead's trail calls them.
const unknownUser = leadManagementMessages.activity.actors.unknownUser;

/**
 * A file's timeline, oldest first as the lead's trail is: each stage it entered, who moved it and
 * when, and the note left with the move (the brokerage's own: it never goes to webhooks).
 */
export function MortgageFileTimeline({ file }: { file: MortgageFile }) {
  return (
    <ol aria-label={m.timelineOf(formatDate(file.createdAt))} className="flex flex-col gap-3 border-l pl-4">
      {file.history.map((change, index) => (
        <li key={`${change.at}-${index}`} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
          <p className="font-medium text-navy-900">{m.stages[change.to]}</p>
          <p className="text-xs text-muted-foreground">{m.changedBy(change.changedByName ?? unknownUser, formatDateTime(change.at))}</p>
          {change.note ? <p className="mt-1 border-l-2 pl-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
