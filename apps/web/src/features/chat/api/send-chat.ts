import { errorsMessages } from '@maple/shared/messages/errors';
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
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
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

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      const event = JSON.parse(data) as ChatStreamEvent;
      if ('delta' in event) onDelta(event.delta);
      else if ('error' in event) throw new ApiError(500, 'internal', event.error);
      else if ('done' in event) return { leadSaved: event.leadSaved, leadError: Boolean(event.leadError) };
    }
  }
  throw new ApiError(0, 'network_error', errorsMessages.network);
}
