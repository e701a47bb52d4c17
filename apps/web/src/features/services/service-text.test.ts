import { describe, expect, it } from 'vitest';
import { contactHref, serviceFeatures, servicePreview, withAgentParam } from './service-text';

describe('servicePreview', () => {
  it('uses the description, whole when it is short', () => {
    expect(servicePreview({ description: 'Step-by-step guidance.', content: 'Long content' })).toBe('Step-by-step guidance.');
  });

  it('falls back to the content when there is no description', () => {
    expect(servicePreview({ description: null, content: 'Line one.\n\nLine two.' })).toBe('Line one. Line two.');
    expect(servicePreview({ description: '   ', content: 'From content' })).toBe('From content');
  });

  it("clips to 180 characters with '...'", () => {
    const long = 'word '.repeat(60).trim(); // 299 characters
    const preview = servicePreview({ description: long, content: null });
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(183);
    expect(preview.length).toBeGreaterThan(150);
    const exact = 'x'.repeat(180);
    expect(servicePreview({ description: exact, content: null })).toBe(exact);
    expect(servicePreview({ description: `${exact}y`, content: null })).toBe(`${exact}...`);
  });

  it('is empty when there is no text at all', () => {
    expect(servicePreview({ description: null, content: null })).toBe('');
  });
});

describe('serviceFeatures', () => {
  it('keeps text and numbers, skips the rest', () => {
    expect(serviceFeatures(['Pre-approval in 1 to 3 days', ' ', 5, { a: 1 }, null, ' Rate holds '])).toEqual([
      'Pre-approval in 1 to 3 days',
      '5',
      'Rate holds',
    ]);
  });
});

describe('contactHref and withAgentParam', () => {
  it('keep the agent parameter, encoded', () => {
    expect(contactHref(null)).toBe('/contact');
    expect(contactHref('sarahchen')).toBe('/contact?agent=sarahchen');
    expect(contactHref('a b&c')).toBe('/contact?agent=a%20b%26c');
    expect(withAgentParam('/services/1', 'sarahchen')).toBe('/services/1?agent=sarahchen');
    expect(withAgentParam('/services', null)).toBe('/services');
  });
});
