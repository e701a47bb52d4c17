import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgent, insertBlogPost } from '@maple/db/seed/factories';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listPosts = async (search = '') => {
  const res = await t.request(`/api/blog${search}`);
  const text = await res.text();
  const body = JSON.parse(text) as { items: PublicBlogPost[]; total: number };
  return { res, text, posts: body.items, total: body.total };
};

describe('GET /api/blog (anyone)', () => {
  it('lists published posts newest first, cacheable', async () => {
    const { res, posts } = await listPosts();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(posts.map((p) => p.slug)).toEqual([
      'fixed-or-variable-2026',
      'renewal-letter-options',
      'closing-costs-explained',
      'minimum-down-payments-canada',
      'self-employed-approval',
      'questions-before-refinance',
    ]);
  });

  it('pages through the published posts: each once, in order, with the published count as total', async () => {
    const { posts: all, total } = await listPosts();
    expect(total).toBe(6);
    const pages = await Promise.all([1, 2, 3].map((page) => listPosts(`?page=${page}&pageSize=4`)));
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    expect(pages.map((p) => p.posts.length)).toEqual([4, 2, 0]);
    expect(pages.flatMap((p) => p.posts.map((post) => post.slug))).toEqual(all.map((post) => post.slug));
    expect(pages[1]!.res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it.each(['?page=0', '?pageSize=101', '?page=two'])('refuses %s with 400', async (search) => {
    const res = await t.request(`/api/blog${search}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });

  it('never lists a draft', async () => {
    const { text } = await listPosts();
    expect(text).not.toContain('spring-market-outlook-draft');
    expect(text).not.toContain('rate-forecast-draft');
    expect(text).not.toContain('must never be public');
  });

  it('gives the agent author (name, slug, id) or null for admin posts', async () => {
    const { posts, text } = await listPosts();
    const bySlug = Object.fromEntries(posts.map((p) => [p.slug, p]));
    expect(bySlug['fixed-or-variable-2026']!.author).toEqual({ id: expect.any(String), name: 'Sarah Chen', profileSlug: 'sarahchen' });
    expect(bySlug['closing-costs-explained']!.author).toBeNull();
    expect(bySlug['closing-costs-explained']!.seoSettings).toEqual({ description: 'What closing costs to expect in Canada.' });
    expect(text).not.toMatch(/crm|userId|admin_created/);
  });
});

describe('GET /api/blog/:slug (anyone)', () => {
  it('gives a published post with its author', async () => {
    const res = await t.request('/api/blog/renewal-letter-options');
    expect(res.status).toBe(200);
    const post = (await res.json()) as PublicBlogPost;
    expect(post).toMatchObject({ title: 'Your Renewal Letter Is Not Your Only Option', author: { name: 'Marc Gagnon', profileSlug: 'marcgagnon' } });
    expect(Number.isNaN(Date.parse(post.publishedAt!))).toBe(false);
  });

  it.each(['spring-market-outlook-draft', 'rate-forecast-draft', 'no-such-post'])('answers 404 "Blog post not found." for %s', async (slug) => {
    const res = await t.request(`/api/blog/${slug}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Blog post not found.' } });
  });

  it('shows a post as soon as it is published', async () => {
    const author = await insertAgent(t.db, { name: 'New Author' });
    await insertBlogPost(t.db, { slug: 'fresh-post', agentId: author.id, isPublished: true, publishedAt: new Date(t.clock.now().getTime() + 1000) });
    // Written behind the app's back, so announced as a job would (decision 042).
    await announcePublicChange(t.db, 'test');
    expect((await listPosts()).posts[0]!.slug).toBe('fresh-post');
    expect((await t.request('/api/blog/fresh-post')).status).toBe(200);
  });
});
