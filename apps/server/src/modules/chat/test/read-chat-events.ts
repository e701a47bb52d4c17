import type { ChatStreamEvent } from '@maple/shared/schemas/chat';

/** Every `data:` event of a streamed chat answer, parsed, in order. */
export async function readChatEvents(res: Response): Promise<ChatStreamEvent[]> {
  const text = await res.text();
  return text
    .split(/\n\n/)
    .map((block) => block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n'))
    .filter(Boolean)
    .map((data) => JSON.parse(data) as ChatStreamEvent);
}
