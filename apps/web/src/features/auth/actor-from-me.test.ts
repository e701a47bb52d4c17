import { describe, expect, it } from 'vitest';
import { can } from '@maple/shared/permissions';
import { actorFromMe } from './actor-from-me';

const agentMe = { user: { id: 'u1', email: 'a@example.com', name: 'A', role: 'agent' as const, twoFactorEnabled: false, language: 'en' as const }, agent: { id: 'a1', name: 'A', profileSlug: 'a' }, mustEnrolTwoFactor: false };

describe('actorFromMe', () => {
  it('gives the web the actor the server checks, so hidden controls match refused routes', () => {
    const actor = actorFromMe(agentMe);
    expect(actor).toEqual({ userId: 'u1', role: 'agent', agentId: 'a1' });
    expect(can(actor, 'lead:update', { agentId: 'a1' })).toBe(true);
    expect(can(actor, 'lead:update', { agentId: 'a2' })).toBe(false);
    expect(can(actor, 'rate:update')).toBe(false);
  });

  it('is null while loading or signed out', () => {
    expect(actorFromMe(undefined)).toBeNull();
    expect(can(actorFromMe(undefined), 'lead:read')).toBe(false);
  });
});
