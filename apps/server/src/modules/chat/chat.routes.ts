import { streamSSE } from 'hono/streaming';
import { chatMessages } from '@maple/shared/messages/chat';
import { chatReply, chatRequest, type ChatReply, type ChatStreamEvent } from '@maple/shared/schemas/chat';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { chatTurn, type ChatOptions, type ChatOutcome } from './chat.service.ts';

/** Messages one client address may send per 10 minutes: a long conversation, not a scraping run. */
export const chatRateLimit = { max: 60, windowSeconds: 600 };

const event = (data: ChatStreamEvent) => ({ data: JSON.stringify(data) });

/**
 * The chat assistant on every public page. `Accept: text/event-stream` streams `{delta}` events
 * then `{done, leadSaved}`; otherwise one JSON body with the same answer.
 */
export function chatRoutes(options: ChatOptions & { messagesPerTenMinutes?: number }) {
  return routes(
    route(
      {
        method: 'post',
        path: '/',
        audience: 'public',
        summary: "Ask the assistant: the conversation so far in, the assistant's next message out",
        description:
          'With `Accept: text/event-stream` the answer is streamed as server-sent events instead: `{ delta }` events carrying the text as it is written, then `{ done: true, leadSaved, leadError? }`, or `{ error }` if the answer failed mid-way. Otherwise one JSON body with the same answer. A conversation that gives contact details may save one lead (`leadSaved`).',
        body: chatRequest,
        middleware: [rateLimit('chat', { ...chatRateLimit, max: options.messagesPerTenMinutes ?? chatRateLimit.max })],
        responses: { 200: { description: "The assistant's message, and whether the conversation saved a lead", schema: chatReply } },
        errors: [429],
      },
      async (c, { body }) => {
        const { db, clock, logger, language } = c.var;
        const turn = chatTurn({ db, clock, logger }, options, body, language);

        if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
          return streamSSE(c, async (stream) => {
            let aborted = false;
            stream.onAbort(() => {
              aborted = true;
            });
            try {
              let step = await turn.next();
              while (!step.done) {
                if (!aborted) await stream.writeSSE(event({ delta: step.value }));
                step = await turn.next();
              }
              const outcome: ChatOutcome = step.value;
              await stream.writeSSE(event({ done: true, leadSaved: outcome.leadSaved, ...(outcome.leadError ? { leadError: true } : {}) }));
            } catch (error) {
              logger.error('chat answer failed', { error: (error as Error).message });
              await stream.writeSSE(event({ error: chatMessages.answerError }));
            }
          });
        }

        let content = '';
        let step = await turn.next();
        while (!step.done) {
          content += step.value;
          step = await turn.next();
        }
        const reply: ChatReply = { message: { role: 'assistant', content }, leadSaved: step.value.leadSaved, ...(step.value.leadError ? { leadError: true } : {}) };
        return c.json(reply);
      },
    ),
  );
}
