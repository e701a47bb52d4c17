import { describe, expect, it } from 'vitest';
import { imageSetOf } from './image-set.ts';

describe('imageSetOf', () => {
  it('lists the narrower widths that exist for a stored image, then the full one', () => {
    expect(imageSetOf('/files/agent-headshots/a/1-ab-me-900x1200.webp')).toEqual({
      src: '/files/agent-headshots/a/1-ab-me-900x1200.webp',
      width: 900,
      height: 1200,
      srcSet: '/files/agent-headshots/a/1-ab-me-900x1200-320w.webp 320w, /files/agent-headshots/a/1-ab-me-900x1200-640w.webp 640w, /files/agent-headshots/a/1-ab-me-900x1200.webp 900w',
    });
  });

  it('gives a small image only itself', () => {
    expect(imageSetOf('https://cdn.example.com/blog-images/x/1-ab-c-200x100.webp')?.srcSet).toBe('https://cdn.example.com/blog-images/x/1-ab-c-200x100.webp 200w');
  });

  it('knows nothing of other URLs', () => {
    for (const url of ['https://example.com/photo.jpg', '/files/a/b.webp', '/files/a/b-0x10.webp', '/files/a/b-10x10.png', '']) expect(imageSetOf(url)).toBeNull();
  });
});
