export type ConversationMessage = { role: 'user' | 'assistant' | 'other'; content: string };
export type Conversation = { messages: ConversationMessage[]; lastInteraction: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toMessage(item: unknown): ConversationMessage | null {
  if (typeof item === 'string') return { role: 'other', content: item };
  if (!isRecord(item)) return null;
  const content = [item.content, item.text, item.message].find((v) => typeof v === 'string');
  if (typeof content !== 'string') return null;
  const role = item.role === 'user' || item.role === 'assistant' ? item.role : item.role === 'bot' ? 'assistant' : 'other';
  return { role, content };
}

/**
 * The chat transcript a lead carries, read defensively: the chat assistant stores
 * `{ conversation: [{ role, content }], last_interaction }` as JSON text in `message` (a bare
 * array or a `messages` key is read too). Anything that does not look like one gives null, and the
 * text is then shown as it is.
 */
export function parseConversation(text: string | null | undefined): Conversation | null {
  if (!text || !/^\s*[[{]/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(value) ? value : isRecord(value) ? (value.conversation ?? value.messages) : undefined;
  if (!Array.isArray(list)) return null;
  const messages = list.map(toMessage).filter((m): m is ConversationMessage => m !== null);
  if (messages.length === 0) return null;
  const last = isRecord(value) ? (value.last_interaction ?? value.lastInteraction) : null;
  return { messages, lastInteraction: typeof last === 'string' && !Number.isNaN(Date.parse(last)) ? last : null };
}
