import { describe, expect, it } from 'vitest';
import { initials } from './agent-path';
import { agentContactPath, agentProfilePath } from '@maple/shared/agent-links';

describe('agent paths', () => {
  it('prefers the profile slug and falls back to the id', () => {
    expect(agentProfilePath({ id: 'a1', profileSlug: 'sarahchen' })).toBe('/agents/sarahchen');
    expect(agentProfilePath({ id: 'a1', profileSlug: null })).toBe('/agents/a1');
    expect(agentProfilePath({ id: 'a1', profileSlug: '' })).toBe('/agents/a1');
  });

  it('addresses the contact page to the agent id', () => {
    expect(agentContactPath('2e6ffa21-0829-414c-98d2-057329da00a8')).toBe('/contact?agent=2e6ffa21-0829-414c-98d2-057329da00a8');
  });

  it('makes initials for an avatar', () => {
    expect(initials('Sarah Chen')).toBe('SC');
    expect(initials('Marc-André  de la Gagnon')).toBe('MG');
    expect(initials('cher')).toBe('C');
    expect(initials('  ')).toBe('');
  });
});
