import { describe, expect, it } from 'vitest';
import { can, may, ruleRoles, scopeOf, type Actor, type Rule } from './permissions.ts';

const agentA: Actor = { userId: 'u1', role: 'agent', agentId: 'a1' };
const noRecord: Actor = { userId: 'u2', role: 'admin', agentId: null };
const superAdmin: Actor = { userId: 'u3', role: 'super_admin', agentId: null };
const other: Actor = { userId: 'u4', role: 'other', agentId: null };

describe('permissions', () => {
  it('gives agents and admins their own rows and the super admin every row', () => {
    expect(scopeOf('agent', 'lead:read')).toBe('own');
    expect(scopeOf('admin', 'lead:update')).toBe('own');
    expect(scopeOf('super_admin', 'lead:delete')).toBe('any');
    expect(scopeOf('agent', 'lead:delete')).toBeNull();
    expect(scopeOf('other', 'lead:read')).toBeNull();
    expect(scopeOf('agent', 'rate:update')).toBeNull();
  });

  it('covers a row only when it is tied to the actor\'s agent id', () => {
    expect(can(agentA, 'lead:update', { agentId: 'a1' })).toBe(true);
    expect(can(agentA, 'lead:update', { agentId: 'a2' })).toBe(false);
    expect(can(agentA, 'lead:update', { agentId: null })).toBe(false);
    expect(can(noRecord, 'lead:read', { agentId: null })).toBe(false);
    expect(can(superAdmin, 'lead:update', { agentId: 'a2' })).toBe(true);
    expect(can(other, 'lead:read')).toBe(false);
    expect(can(null, 'lead:read')).toBe(false);
  });

  it('gives the rules beyond the four verbs (publish, reassign an author, deactivate, route) to the console alone', () => {
    for (const rule of Object.keys(ruleRoles) as Rule[]) {
      expect([rule, may(superAdmin, rule)]).toEqual([rule, true]);
      for (const actor of [agentA, noRecord, other, null]) expect([rule, actor?.role, may(actor, rule)]).toEqual([rule, actor?.role, false]);
    }
  });
});
