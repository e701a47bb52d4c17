import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatMessages } from '@maple/shared/messages/chat';
import { chatRequest, type ChatReply, type ChatStreamEvent } from '@maple/shared/schemas/chat';
import type { AppEnv } from '../../lib/app-env.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validationError } from '../../lib/validation-error.ts';
import { chatTurn, type ChatOptions, type ChatOutcome } from './chat.service.ts';

/** Messages one client address may send per 10 minutes: a long conversation, not a scraping run. */
export const chatRateLimit = { max: 60, windowSeconds: 600 };

const event = (data: ChatStreamEvent) => ({ data: JSON.stringify(data) });

/**
 * Who may call: anyone (the assistant on every public page). `Accept: text/event-stream` streams
 * `{delta}` events then `{done, leadSaved}`; otherwise one JSON body with the same answer.
 */
export function chatRoutes(options: ChatOptions & { messagesPerTenMinutes?: number }) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit('chat', { ...chatRateLimit, max: options.messagesPerTenMinutes ?? chatRateLimit.max }),
    zValidator('json', chatRequest, validationError),
    async (c) => {
      const { db, clock, logger, requestId } = c.var;
      const input = c.req.valid('json');
      const turn = chatTurn({ db, clock, logger, requestId }, options, input);

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
            logger.error('chat answer failed', { requestId, error: (error as Error).message });
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
  );
}
