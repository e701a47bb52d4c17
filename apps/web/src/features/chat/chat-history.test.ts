import { describe, expect, it } from 'vitest';
import { chatRequest } from '@maple/shared/schemas/chat';
import { agentSlugFromPath } from './agent-slug';
import { messagesToSend } from './chat-history';

describe('messagesToSend', () => {
  it('drops the greeting and anything before the first visitor message, and keeps the newest 40', () => {
    const greeting = { role: 'assistant' as const, content: 'Hi!' };
    expect(messagesToSend([greeting, { role: 'user', content: 'rates?' }])).toEqual([{ role: 'user', content: 'rates?' }]);
    const long = Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `m${i}` }));
    const sent = messagesToSend([...long, { role: 'user', content: 'last' }]);
    expect(sent.length).toBeLessThanOrEqual(40);
    expect(sent[0]!.role).toBe('user');
    expect(sent.at(-1)!.content).toBe('last');
  });

  it('sends each turn with only its role and content, whatever else the stored history carries', () => {
    const stored = [{ role: 'user' as const, content: 'rates?', id: 7, pending: false }];
    expect(messagesToSend(stored)).toEqual([{ role: 'user', content: 'rates?' }]);
    expect(chatRequest.safeParse({ sessionId: 'session-123', messages: messagesToSend(stored) }).success).toBe(true);
  });
});

describe('agentSlugFromPath', () => {
  it.each([
    ['/agents/sarahchen', 'sarahchen'],
    ['/agent/sarahchen/', 'sarahchen'],
    ['/agents/%E0%A4%A', undefined],
    ['/agents', undefined],
    ['/rates', undefined],
    ['/agents/sarahchen/extra', undefined],
  ])('%s → %s', (path, slug) => expect(agentSlugFromPath(path)).toBe(slug));
});
