import { describe, expect, it } from 'vitest';
import { postPreview } from './blog-display';

describe('postPreview', () => {
  it('prefers the excerpt', () => {
    expect(postPreview({ excerpt: 'Budget 1.5% to 4%.', content: 'Legal fees run...' })).toBe('Budget 1.5% to 4%.');
  });

  it('falls back to clipped content when there is no excerpt', () => {
    const content = `You need 5% on the first $500,000. ${'More detail here. '.repeat(30)}`;
    const preview = postPreview({ excerpt: null, content });
    expect(preview.startsWith('You need 5% on the first $500,000.')).toBe(true);
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(243);
    expect(postPreview({ excerpt: '  ', content: 'Short.' })).toBe('Short.');
  });
});
