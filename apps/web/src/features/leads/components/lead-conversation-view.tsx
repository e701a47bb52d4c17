import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import type { Conversation } from '../lead-conversation';

const m = leadManagementMessages.drawer;

/** A chat lead's transcript as speech bubbles: the visitor on the right, the assistant on the left. */
export function LeadConversationView({ conversation }: { conversation: Conversation }) {
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2" aria-label={m.conversation}>
        {conversation.messages.map((message, i) => (
          <li key={i} className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]',
                message.role === 'user' ? 'bg-navy-900 text-white' : 'bg-muted text-foreground',
              )}
            >
              <span className="sr-only">{message.role === 'user' ? m.visitor : m.assistant}: </span>
              {message.content}
            </div>
          </li>
        ))}
      </ol>
      {conversation.lastInteraction ? (
        <p className="text-xs text-muted-foreground">
          {m.lastInteraction}: <time dateTime={conversation.lastInteraction}>{formatDateTime(conversation.lastInteraction)}</time>
        </p>
      ) : null}
    </div>
  );
}
