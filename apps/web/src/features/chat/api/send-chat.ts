import { EventSourceParserStream } from 'eventsource-parser/stream';
import { errorsMessages } from '@maple/shared/messages/errors';
import { pageLanguage } from '@maple/shared/messages/locale';
import type { ChatRequest, ChatStreamEvent } from '@maple/shared/schemas/chat';
import { ApiError } from '@/lib/api-client';

export type ChatOutcome = { leadSaved: boolean; leadError: boolean };

/**
 * POST /api/chat as server-sent events: calls `onDelta` with each piece of the answer as it
 * arrives and resolves with the lead outcome. A refusal (400, 429) rejects with the server's
 * message; a broken stream rejects with an ApiError too.
 */
export async function sendChat(request: ChatRequest, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<ChatOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      // The page's language: the assistant answers a visitor who has not written yet ("500k") in it.
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-maple-language': pageLanguage },
      body: JSON.stringify(request),
      credentials: 'include',
      signal,
    });
  } catch {
    throw new ApiError(0, 'network_error', errorsMessages.network);
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(response.status, payload?.error?.code ?? 'internal', payload?.error?.message ?? errorsMessages.internal);
  }

  return readChatStream(response.body, onDelta);
}

/**
 * The answer's events as they arrive: each delta to `onDelta`, the lead outcome at the end. The
 * stream is read by eventsource-parser (any of CRLF, LF or CR ends a line); one that ends before
 * its `done` event rejects as a network failure.
 */
export async function readChatStream(body: NonNullable<Response['body']>, onDelta: (delta: string) => void): Promise<ChatOutcome> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.data) continue;
    const event = JSON.parse(value.data) as ChatStreamEvent;
    if ('delta' in event) onDelta(event.delta);
    else if ('error' in event) throw new ApiError(500, 'internal', event.error);
    else if ('done' in event) return { leadSaved: event.leadSaved, leadError: Boolean(event.leadError) };
  }
  throw new ApiError(0, 'network_error', errorsMessages.network);
}
