import { describe, expect, it } from 'vitest';
import { isOwnFileUrl } from './own-file-url.ts';

describe('isOwnFileUrl', () => {
  it.each(['/files/blog-images/console/1-a1b2c3d4-photo.webp', '/files/agent-banners/abc/1-x.jpg'])('accepts %s', (url) => {
    expect(isOwnFileUrl(url)).toBe(true);
  });

  it.each([
    'https://evil.example/tracker.png',
    '//evil.example/x.png',
    '/files/agent-documents/abc/1-licence.pdf',
    '/files/blog-images/../../etc/passwd',
    '/files/blog-images/.hidden',
    '/files/nope/x.png',
    'javascript:alert(1)',
    '/files/blog-images/a b.png',
  ])('refuses %s', (url) => {
    expect(isOwnFileUrl(url)).toBe(false);
  });
});
