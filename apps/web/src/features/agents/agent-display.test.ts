import { describe, expect, it } from 'vitest';
import { agentTitle, safeExternalUrl, socialLinks } from './agent-display';

describe('agent display', () => {
  it('uses the agent title or the default', () => {
    expect(agentTitle({ contactDetails: { title: 'Senior Mortgage Agent' } })).toBe('Senior Mortgage Agent');
    expect(agentTitle({ contactDetails: {} })).toBe('Your Trusted Mortgage Broker');
    expect(agentTitle({ contactDetails: { title: '  ' } })).toBe('Your Trusted Mortgage Broker');
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
