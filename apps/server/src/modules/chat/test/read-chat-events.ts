import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ChatStreamEvent } from '@maple/shared/schemas/chat';

/** Every event of a streamed chat answer, its data parsed, in order (read by eventsource-parser, as the web client reads it). */
export async function readChatEvents(res: Response): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream())) {
    if (event.data) events.push(JSON.parse(event.data) as ChatStreamEvent);
  }
  return events;
}
