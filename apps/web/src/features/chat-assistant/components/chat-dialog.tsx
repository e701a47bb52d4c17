import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Send, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { chatMessages as m } from '@maple/shared/messages/chat';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { DialogOverlay } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useSite } from '@/features/site/api/site-queries';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import { sendChat } from '@/features/chat/api/send-chat';
import { forgetChat, loadChat, messagesToSend, newSessionId, saveChat } from '@/features/chat/chat-history';
import { ChatMessageList } from '@/features/chat/components/chat-message-list';
import { ChatPrivacyNotice } from '@/features/privacy/components/chat-privacy-notice';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void; agentSlug?: string };

const greetingFor = (name: string): ChatTurn => ({ role: 'assistant', content: fillMessage(m.greeting, { name }) });

/** The assistant's dialog (public-site §2, §4): history kept in the browser, answers streamed in. */
export function ChatDialog({ open, onOpenChange, onCloseAutoFocus, agentSlug }: Props) {
  const { data: site } = useSite();
  const name = site?.assistantName || m.assistantFallbackName;
  // This component mounts only after the visitor opens the chat, so it never renders on a server;
  // the guard keeps it SSR-safe should that change (the history then loads as an empty chat).
  const [stored] = useState(() => (typeof window === 'undefined' ? null : loadChat()));
  const [sessionId, setSessionId] = useState<string | null>(stored?.sessionId ?? null);
  const [messages, setMessages] = useState<ChatTurn[]>(() => (stored?.messages.length ? stored.messages : [greetingFor(name)]));
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const cancelClearRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sessionId) saveChat(sessionId, messages);
  }, [sessionId, messages]);

  useEffect(() => {
    if (confirmingClear) cancelClearRef.current?.focus();
  }, [confirmingClear]);

  async function send(text: string) {
    const content = text.trim();
    if (!content || busy || !sessionId) return;
    const history = [...messages, { role: 'user' as const, content }];
    setMessages([...history, { role: 'assistant', content: '' }]);
    setDraft('');
    setBusy(true);
    let answered = false;
    const appendToAnswer = (delta: string) => {
      answered = true;
      setMessages((current) => {
        const next = current.slice();
        const last = next.at(-1)!;
        next[next.length - 1] = { ...last, content: last.content + delta };
        return next;
      });
    };
    try {
      const outcome = await sendChat({ sessionId, messages: messagesToSend(history), agentSlug }, appendToAnswer);
      if (outcome.leadError) toast.error(m.leadSaveError, { id: 'chat-lead-error' });
    } catch (error) {
      if (isApiError(error) && error.code === 'network_error' && !answered) {
        // The message never left (offline, the connection dropped): it is not part of the
        // conversation, and its text goes back into the box to send again.
        setMessages(messages);
        setDraft(content);
        toast.error(m.answerErrorTitle, { id: 'chat-answer-error', description: m.generalError });
        return;
      }
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      toast.error(m.answerErrorTitle, { id: 'chat-answer-error', description: refused ? error.message : m.answerError });
      setMessages((current) => {
        const next = current.slice();
        const last = next.at(-1)!;
        next[next.length - 1] = { role: 'assistant', content: last.content ? `${last.content}\n\n${m.noAnswer}` : m.noAnswer };
        return next;
      });
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  function clearChat() {
    if (sessionId) forgetChat(sessionId);
    // A new session: a new conversation never rewrites the lead of the old one.
    setSessionId(newSessionId());
    setMessages([greetingFor(name)]);
    setConfirmingClear(false);
    inputRef.current?.focus();
  }

  const waiting = busy && messages.at(-1)?.role === 'assistant' && !messages.at(-1)?.content;
  const shown = waiting ? messages.slice(0, -1) : messages;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogPrimitive.Portal>
        <DialogOverlay className="bg-navy-950/20 sm:bg-transparent" />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(100dvh,40rem)] flex-col border bg-background shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[24rem] sm:rounded-xl"
        >
          <header className="flex items-center gap-2 border-b px-4 py-3">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-base leading-tight font-semibold">{name}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">{fillMessage(m.dialogDescription, { name })}</DialogPrimitive.Description>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingClear(true)} disabled={busy || confirmingClear}>
              <Trash2 aria-hidden="true" />
              {m.clearChat}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" disabled={busy} aria-label={m.close}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </header>

          {confirmingClear ? (
            <div role="group" aria-labelledby="chat-clear-title" className="flex flex-col gap-2 border-b bg-muted px-4 py-3 text-sm">
              <p id="chat-clear-title" className="font-semibold">
                {m.clearConfirmTitle}
              </p>
              <p className="text-muted-foreground">{m.clearConfirmBody}</p>
              <div className="flex gap-2">
                <Button size="sm" onClick={clearChat}>
                  {m.clearConfirm}
                </Button>
                <Button ref={cancelClearRef} size="sm" variant="outline" onClick={() => setConfirmingClear(false)}>
                  {m.cancel}
                </Button>
              </div>
            </div>
          ) : null}

          <ChatMessageList messages={shown} typing={waiting} busy={busy} intro={<ChatPrivacyNotice outsideService={site?.chatUsesOutsideService ?? false} />} />

          {messages.length <= 1 ? (
            <section aria-labelledby="chat-suggestions-title" className="border-t px-4 py-2">
              <h3 id="chat-suggestions-title" className="mb-1.5 text-xs font-semibold text-muted-foreground">
                {m.suggestedHeading}
              </h3>
              <ul className="flex flex-wrap gap-1.5">
                {m.suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => void send(question)}
                      disabled={busy}
                      className="rounded-full border bg-background px-3 py-1 text-left text-xs hover:bg-accent disabled:opacity-60"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <form
            className="border-t px-4 pt-3 pb-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send(draft);
            }}
          >
            <div className="flex items-end gap-2">
              <label htmlFor="chat-input" className="sr-only">
                {m.inputLabel}
              </label>
              <textarea
                id="chat-input"
                ref={inputRef}
                rows={2}
                value={draft}
                maxLength={2000}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                readOnly={busy}
                aria-describedby="chat-hints"
                placeholder={busy ? m.busyPlaceholder : m.placeholder}
                className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground md:text-sm"
              />
              <Button type="submit" size="icon" disabled={busy || !draft.trim()} aria-label={m.send}>
                <Send aria-hidden="true" />
              </Button>
            </div>
            <p id="chat-hints" className="mt-1.5 flex justify-between text-xs text-muted-foreground">
              <span>{m.hintEnter}</span>
              <span>{m.hintShiftEnter}</span>
            </p>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
