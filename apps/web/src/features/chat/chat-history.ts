import { chatLimits, type ChatTurn } from '@maple/shared/schemas/chat';

// The conversation lives in the visitor's browser (public-site §4): the current session id under
// one key, each session's messages under a key named after it. Only called from effects and
// handlers, never while rendering.

const sessionKey = 'maple-chat-session';
const historyKey = (sessionId: string) => `maple-chat:${sessionId}`;

export function newSessionId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function isTurn(value: unknown): value is ChatTurn {
  const v = value as ChatTurn;
  return typeof v === 'object' && v !== null && (v.role === 'user' || v.role === 'assistant') && typeof v.content === 'string';
}

/** The stored session and its messages; a new session when none is stored or it cannot be read. */
export function loadChat(): { sessionId: string; messages: ChatTurn[] } {
  try {
    const stored = localStorage.getItem(sessionKey);
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) {
      const parsed: unknown = JSON.parse(localStorage.getItem(historyKey(stored)) ?? '[]');
      return { sessionId: stored, messages: Array.isArray(parsed) ? parsed.filter(isTurn) : [] };
    }
  } catch {
    // Storage blocked or corrupt: start afresh.
  }
  return { sessionId: newSessionId(), messages: [] };
}

export function saveChat(sessionId: string, messages: ChatTurn[]): void {
  try {
    localStorage.setItem(sessionKey, sessionId);
    localStorage.setItem(historyKey(sessionId), JSON.stringify(messages));
  } catch {
    // Private mode or a full quota: the conversation still works, it just is not kept.
  }
}

export function forgetChat(sessionId: string): void {
  try {
    localStorage.removeItem(historyKey(sessionId));
  } catch {
    // nothing kept, nothing to remove
  }
}

/**
 * What the server accepts: the newest messages only, starting with one of the visitor's, each with
 * just its role and content (a turn kept by an older version may carry more, which the API refuses).
 */
export function messagesToSend(messages: ChatTurn[]): ChatTurn[] {
  const recent = messages
    .filter((m) => m.content.trim())
    .slice(-chatLimits.messages)
    .map(({ role, content }) => ({ role, content }));
  while (recent.length && recent[0]!.role !== 'user') recent.shift();
  return recent;
}
