import { useEffect, useRef, type ReactNode } from 'react';
import { chatMessages as m } from '@maple/shared/messages/chat';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { cx } from '@/lib/cx';

/**
 * The conversation, newest at the bottom. A polite live region, so a screen reader announces each
 * new message once it is complete rather than every streamed piece (aria-busy while typing).
 * `intro` comes before the first message and scrolls away with the conversation (the privacy notice).
 */
export function ChatMessageList({ messages, typing, busy, intro }: { messages: ChatTurn[]; typing: boolean; busy: boolean; intro?: ReactNode }) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  return (
    <div role="log" aria-live="polite" aria-busy={busy} aria-label={m.conversation} className="flex-1 space-y-3 overflow-y-auto px-4 py-3" tabIndex={0}>
      {intro}
      {messages.map((message, i) => (
        <div key={i} className={cx('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
          <p
            className={cx(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
              message.role === 'user' ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
            )}
          >
            {message.role === 'user' ? <span className="sr-only">{m.you}: </span> : null}
            {message.content}
          </p>
        </div>
      ))}
      {typing ? (
        <div className="flex justify-start" role="status">
          <span className="sr-only">{m.typing}</span>
          <span className="inline-flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3 py-3" aria-hidden="true">
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
          </span>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}
