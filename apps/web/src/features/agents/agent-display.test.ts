import { describe, expect, it } from 'vitest';
import { agentClassLine, agentDisplayName, agentTagline, safeExternalUrl, socialLinks } from './agent-display';

describe('agent display', () => {
  it('titles an agent by their licence class, never by the spec\u2019s fallback (decision 047)', () => {
    const licence = { licensedName: 'Sarah M. Chen', class: 'mortgage_agent_level_2', number: null } as const;
    expect(agentClassLine({ licence })).toBe('Mortgage Agent Level 2');
    expect(agentClassLine({ licence: { ...licence, number: 'M08001234' } })).toBe('Mortgage Agent Level 2 \u00b7 Licence #M08001234');
    expect(agentClassLine({ licence: { ...licence, number: 'M08001234' } }, 'Agent Lic. #')).toBe('Mortgage Agent Level 2 \u00b7 Agent Lic. #M08001234');
    expect(agentClassLine({ licence: null })).toBeNull();
    expect(agentDisplayName({ name: 'Sarah Chen', licence })).toBe('Sarah M. Chen');
    expect(agentDisplayName({ name: 'Sarah Chen', licence: null })).toBe('Sarah Chen');
    expect(agentTagline({ contactDetails: { title: ' Senior Mortgage Agent ' } })).toBe('Senior Mortgage Agent');
    expect(agentTagline({ contactDetails: { title: '  ' } })).toBeNull();
  });

  it('lets only http(s) links through', () => {
    expect(safeExternalUrl('https://calendly.com/sarah')).toBe('https://calendly.com/sarah');
    expect(safeExternalUrl('sarahchen.example.com')).toBe('https://sarahchen.example.com/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });

  it('lists set social links in a fixed order', () => {
    expect(
      socialLinks({ website: 'https://sarah.example.com', facebook: 'https://facebook.com/sarah', instagram: '', youtube: 'javascript:void(0)' }),
    ).toEqual([
      { network: 'facebook', href: 'https://facebook.com/sarah' },
      { network: 'website', href: 'https://sarah.example.com/' },
    ]);
  });
});
