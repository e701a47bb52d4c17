import { z } from 'zod';
import { chatMessages as m } from '../messages/chat.ts';
import { text } from './text.ts';

export const chatLimits = {
  messages: 40,
  messageLength: 2000,
  sessionId: 100,
  agentSlug: 100,
} as const;

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

export const chatTurn = z.strictObject({
  role: z.enum(chatRoles, { error: m.invalidMessages }),
  content: text({ max: chatLimits.messageLength, multiline: true, invalid: m.invalidMessages, tooLong: m.messageTooLong }).min(1, m.emptyMessage),
});
export type ChatTurn = z.infer<typeof chatTurn>;

/** POST /api/chat: the conversation so far (the browser keeps it), its session id, and the page's agent if any. */
export const chatRequest = z.strictObject({
  // A random id the browser made; it names the one lead this conversation may create.
  sessionId: z
    .string({ error: m.invalidSession })
    .min(8, m.invalidSession)
    .max(chatLimits.sessionId, m.invalidSession)
    .regex(/^[A-Za-z0-9_-]+$/, m.invalidSession),
  messages: z
    .array(chatTurn, { error: m.invalidMessages })
    .min(1, m.emptyMessage)
    .max(chatLimits.messages, m.tooManyMessages)
    .refine((list) => list.at(-1)?.role === 'user', m.lastMustBeVisitor),
  agentSlug: text({ max: chatLimits.agentSlug, invalid: m.invalidAgent, tooLong: m.invalidAgent })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ChatRequest = z.infer<typeof chatRequest>;

/** The JSON answer (Accept: application/json). */
export const chatReply = z.object({
  message: z.object({ role: z.literal('assistant'), content: z.string() }),
  leadSaved: z.boolean(),
  leadError: z.boolean().optional(),
});
export type ChatReply = z.infer<typeof chatReply>;

/** One server-sent event of the streamed answer (Accept: text/event-stream). */
export type ChatStreamEvent = { delta: string } | { done: true; leadSaved: boolean; leadError?: boolean } | { error: string };
