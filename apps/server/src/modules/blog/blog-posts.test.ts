// Blog posts in the console (every post) and the dashboard (own posts only), and what the public
// blog shows as a result.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { blogMessages } from '@maple/shared/messages/blog';
import { json, type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
const adminPost = (over: Record<string, unknown> = {}) => ({ title: 'Console Post', slug: 'console-post', excerpt: 'A short excerpt.', content: 'Body text.', ...over });

describe('POST /api/admin/blog-posts', () => {
  it('creates a draft by the brokerage, with the SEO fields, shown publicly as Admin once published', async () => {
    const res = await t.as('admin').post('/api/admin/blog-posts', adminPost({ title: 'Brokerage News', slug: 'Brokerage News!', seoDescription: 'About us', seoKeywords: 'news, brokerage' }));
    expect(res.status).toBe(201);
    const post = await json(res);
    expect(post).toMatchObject({ slug: 'brokerage-news', agentId: null, authorName: null, isPublished: false, publishedAt: null, seoSettings: { description: 'About us', keywords: 'news, brokerage' } });
    expect((await t.request('/api/blog/brokerage-news')).status).toBe(404);

    const published = await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: true });
    expect(published.status).toBe(200);
    const pub = await json(await t.request('/api/blog/brokerage-news'));
    expect(pub).toMatchObject({ title: 'Brokerage News', author: null });
  });

  it('makes the slug unique with -2 and -3', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await json(await t.as('admin').post('/api/admin/blog-posts', adminPost({ title: 'Same Title', slug: 'Same Title' })))).slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
  });

  it('writes in a chosen agent’s name; an unknown agent is a 400 with the spec’s message', async () => {
    const post = await json(await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'for-sarah', agentId: sarahId })));
    expect(post).toMatchObject({ agentId: sarahId, authorName: 'Sarah Chen' });
    const res = await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'nobody', agentId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ message: blogMessages.noAgent, fields: { agentId: blogMessages.noAgent } });
  });

  it('requires title, slug, excerpt and content, each with its own message, and stores nothing', async () => {
    const before = (await t.db.select().from(blogPosts)).length;
    const res = await t.as('admin').post('/api/admin/blog-posts', { title: ' ', slug: '!!!', excerpt: '', content: '' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({
      title: blogMessages.titleRequired,
      slug: blogMessages.slugRequired,
      excerpt: blogMessages.excerptRequired,
      content: blogMessages.contentRequired,
    });
    expect((await t.db.select().from(blogPosts)).length).toBe(before);
  });

  it('refuses a featured image that is not one of our files', async () => {
    const res = await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'outside-image', featuredImageUrl: 'https://tracker.example/p.png' }));
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ featuredImageUrl: blogMessages.invalidImage });
  });
});

describe('publish and unpublish (back-office §4)', () => {
  it('sets published_at to now on publish and clears it on unpublish', async () => {
    const post = await json(await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'timing' })));
    t.clock.advance(60_000);
    const published = await json(await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: true }));
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).toBe(t.clock.now().toISOString());
    expect((await rowOf(post.id))!.publishedAt).not.toBeNull();

    const unpublished = await json(await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: false }));
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null });
    expect((await rowOf(post.id))!.publishedAt).toBeNull();
    expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(404);
  });

  it('is the console’s: there is no dashboard route for it', async () => {
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Not mine to publish', content: 'x' }));
    expect((await t.as('sarah').patch(`/api/me/blog-posts/${post.id}/publication`, { isPublished: true })).status).toBe(404);
    expect((await rowOf(post.id))!.isPublished).toBe(false);
  });
});

describe('PATCH and DELETE /api/admin/blog-posts/:id', () => {
  it('edits any post, keeps the slug unless a new one is given, and makes a new one unique', async () => {
    const a = await json(await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'edit-a' })));
    await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'edit-b' }));
    const renamed = await json(await t.as('admin').patch(`/api/admin/blog-posts/${a.id}`, { title: 'New title' }));
    expect(renamed).toMatchObject({ title: 'New title', slug: 'edit-a' });
    const moved = await json(await t.as('admin').patch(`/api/admin/blog-posts/${a.id}`, { slug: 'edit-b' }));
    expect(moved.slug).toBe('edit-b-2');
    const same = await json(await t.as('admin').patch(`/api/admin/blog-posts/${a.id}`, { slug: 'edit-b-2' }));
    expect(same.slug).toBe('edit-b-2');
  });

  it('deletes a post (204), then answers 404', async () => {
    const post = await json(await t.as('admin').post('/api/admin/blog-posts', adminPost({ slug: 'to-delete' })));
    expect((await t.as('admin').delete(`/api/admin/blog-posts/${post.id}`)).status).toBe(204);
    expect(await rowOf(post.id)).toBeUndefined();
    expect((await t.as('admin').delete(`/api/admin/blog-posts/${post.id}`)).status).toBe(404);
    expect((await t.as('admin').get('/api/admin/blog-posts/not-an-id')).status).toBe(404);
  });

  it('lists every post, drafts and every author included', async () => {
    const list = await json(await t.as('admin').get('/api/admin/blog-posts?pageSize=100'));
    const slugs = list.items.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['spring-market-outlook-draft', 'rate-forecast-draft', 'renewal-letter-options']));
    expect(list.total).toBe(list.items.length);
  });
});

describe('/api/me/blog-posts (own posts only)', () => {
  it('creates in the actor’s name with a derived unique slug, the excerpt falling back to 150 characters of the content', async () => {
    const content = `${'Word '.repeat(40)}and the rest of a long first paragraph.`;
    const res = await t.as('sarah').post('/api/me/blog-posts', { title: 'Fixed or Variable 2026', content });
    expect(res.status).toBe(201);
    const post = await json(res);
    // The demo seed already has fixed-or-variable-2026.
    expect(post).toMatchObject({ slug: 'fixed-or-variable-2026-2', agentId: sarahId, authorName: 'Sarah Chen', isPublished: false, publishedAt: null });
    expect(post.excerpt).toBe(content.slice(0, 150).trim());
    expect(Array.from(post.excerpt as string).length).toBeLessThanOrEqual(150);
  });

  it('keeps a given excerpt, and refuses an agentId in the body by name (the author is the signed-in agent)', async () => {
    const marcId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'marcgagnon')))[0]!.id;
    const before = await t.db.$count(blogPosts);
    const forged = await t.as('sarah').post('/api/me/blog-posts', { title: 'Own excerpt', content: 'Body', excerpt: 'Mine.', agentId: marcId });
    expect(forged.status).toBe(400);
    expect((await json(forged)).error.fields).toEqual({ agentId: 'Unknown field' });
    expect(await t.db.$count(blogPosts)).toBe(before);
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Own excerpt', content: 'Body', excerpt: 'Mine.' }));
    expect(post).toMatchObject({ excerpt: 'Mine.', agentId: sarahId });
  });

  it('publishes at once with publishImmediately and the post is on /blog', async () => {
    t.clock.advance(60_000);
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Straight to the blog', content: 'Hello readers.', publishImmediately: true }));
    expect(post.isPublished).toBe(true);
    expect(post.publishedAt).toBe(t.clock.now().toISOString());
    const list = await json(await t.request('/api/blog'));
    expect(list.items[0]).toMatchObject({ slug: 'straight-to-the-blog', author: { name: 'Sarah Chen' } });
  });

  it('requires title and content; excerpt, SEO and image are optional', async () => {
    const res = await t.as('sarah').post('/api/me/blog-posts', { title: '', content: '   ' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ title: blogMessages.titleRequired, content: blogMessages.contentRequired });
  });

  it('edits own posts: new content without an excerpt gives a new fallback excerpt; the slug stays', async () => {
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Editable', content: 'First words.' }));
    const edited = await json(await t.as('sarah').patch(`/api/me/blog-posts/${post.id}`, { title: 'Edited title', content: 'Second words.' }));
    expect(edited).toMatchObject({ title: 'Edited title', slug: 'editable', excerpt: 'Second words.' });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
  });

  it('gives agent B nothing of agent A’s: not in the list, 404 on read, edit and delete, and A’s row unchanged', async () => {
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Private draft of Sarah', content: 'Secret plans.' }));
    const list = await json(await t.as('marc').get('/api/me/blog-posts?pageSize=100'));
    expect(list.items.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect(list.items.every((p: { authorName: string }) => p.authorName === 'Marc Gagnon')).toBe(true);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.as('marc').send(method, `/api/me/blog-posts/${post.id}`, body);
      expect(res.status).toBe(404);
      expect((await json(res)).error).toEqual({ code: 'not_found', message: blogMessages.notFound });
    }
    expect(await rowOf(post.id)).toMatchObject({ title: 'Private draft of Sarah', content: 'Secret plans.', agentId: sarahId });
  });

  it('deletes own posts (204)', async () => {
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Short lived', content: 'x' }));
    expect((await t.as('sarah').delete(`/api/me/blog-posts/${post.id}`)).status).toBe(204);
    expect(await rowOf(post.id)).toBeUndefined();
  });

  it('accepts a featured image from our blog-images upload', async () => {
    const url = '/files/blog-images/abc/1-a1b2c3d4-cover.webp';
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'With image', content: 'x', featuredImageUrl: url }));
    expect(post.featuredImageUrl).toBe(url);
    const cleared = await json(await t.as('sarah').patch(`/api/me/blog-posts/${post.id}`, { featuredImageUrl: null }));
    expect(cleared.featuredImageUrl).toBeNull();
  });
});

describe('a dashboard user without an agent record', () => {
  it('gets 404 "Agent not found" on create and an empty list', async () => {
    const { createUserWithPassword } = await import('@maple/db/seed/users');
    await createUserWithPassword(t.db, { email: 'lonely@admin.test', password: 'lonely-password-1', role: 'admin', name: 'Lonely Admin' });
    const [own] = await t.db.select().from(agents).where(eq(agents.email, 'lonely@admin.test'));
    if (own) await t.db.delete(agents).where(eq(agents.id, own.id));
    const cookie = await t.signIn('lonely@admin.test', 'lonely-password-1');
    const res = await t.withCookie(cookie).post('/api/me/blog-posts', { title: 'Orphan', content: 'x' });
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toBe('Agent not found');
    expect(await json(await t.withCookie(cookie).get('/api/me/blog-posts'))).toEqual({ items: [], total: 0 });
  });
});

describe('excerpt fallback', () => {
  it('cuts at 150 whole characters, never half an emoji', async () => {
    const content = '🏠'.repeat(200);
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'Emoji house', content }));
    expect(Array.from(post.excerpt as string)).toHaveLength(150);
    expect(post.excerpt).toBe('🏠'.repeat(150));
  });
});
