// Slugs made from names with accents, and the old address of a record whose slug changed
// (decision 063): a visitor or a crawler following an old link lands on the new page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const redirectOf = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, location: res.headers.get('location') };
};

describe('slugs from names with accents', () => {
  it('the console gives "Hélène Côté" the profile slug helenecote, and her page answers there', async () => {
    const res = await t.as('admin').post('/api/admin/agents', { email: 'helene.cote@example.test', password: 'long-enough-1', fullName: 'Hélène Côté' });
    expect(res.status).toBe(201);
    expect((await json(res)).profileSlug).toBe('helenecote');
    expect((await t.request('/agents/helenecote')).status).toBe(200);
  });

  it('a post titled "Crédit à l\'habitation" gets the slug credit-a-l-habitation', async () => {
    const res = await t.as('admin').post('/api/admin/blog-posts', { title: "Crédit à l'habitation", slug: "Crédit à l'habitation", excerpt: 'Un résumé.', content: 'Le texte.' });
    expect(res.status).toBe(201);
    expect((await json(res)).slug).toBe('credit-a-l-habitation');
  });
});

describe('an agent whose profile slug changed', () => {
  it('answers the old address, sub-pages and query included, with a 301 to the new one', async () => {
    expect((await t.as('sarah').patch('/api/me/agent', { profileSlug: 'sarahchenmortgages' })).status).toBe(200);
    expect(await redirectOf('/agents/sarahchen')).toEqual({ status: 301, location: '/agents/sarahchenmortgages' });
    expect(await redirectOf('/agent/SarahChen')).toEqual({ status: 301, location: '/agent/sarahchenmortgages' });
    expect(await redirectOf('/agents/sarahchen/products?province=ON')).toEqual({ status: 301, location: '/agents/sarahchenmortgages/products?province=ON' });
    expect((await t.request('/agents/sarahchenmortgages')).status).toBe(200);
    // The French address keeps its language (decision 067).
    expect(await redirectOf('/fr/courtiers/sarahchen?province=QC')).toEqual({ status: 301, location: '/fr/courtiers/sarahchenmortgages?province=QC' });
  });

  it('follows a second change straight to the newest slug, and a slug taken back is current again', async () => {
    expect((await t.as('sarah').patch('/api/me/agent', { profileSlug: 'sarahc' })).status).toBe(200);
    expect(await redirectOf('/agents/sarahchen')).toEqual({ status: 301, location: '/agents/sarahc' });
    expect(await redirectOf('/agents/sarahchenmortgages')).toEqual({ status: 301, location: '/agents/sarahc' });
    expect((await t.as('sarah').patch('/api/me/agent', { profileSlug: 'sarahchen' })).status).toBe(200);
    expect((await t.request('/agents/sarahchen')).status).toBe(200);
    expect(await redirectOf('/agents/sarahc')).toEqual({ status: 301, location: '/agents/sarahchen' });
  });

  it('gives a given-up slug to the agent who takes it, and sends nobody to an agent who is no longer public', async () => {
    expect((await t.as('marc').patch('/api/me/agent', { profileSlug: 'sarahc' })).status).toBe(200);
    expect((await t.request('/agents/sarahc')).status).toBe(200);
    expect(await redirectOf('/agents/marcgagnon')).toEqual({ status: 301, location: '/agents/sarahc' });
    const marc = await json(await t.as('marc').get('/api/me/agent'));
    expect((await t.as('admin').patch(`/api/admin/agents/${marc.id}`, { isActive: false })).status).toBe(200);
    expect((await t.request('/agents/marcgagnon')).status).toBe(404);
  });
});

describe('a post whose slug changed', () => {
  it('answers the old address with a 301 to the new one while the post is published, 404 once it is a draft', async () => {
    const post = await json(await t.as('admin').post('/api/admin/blog-posts', { title: 'Rates in May', slug: 'rates-in-may', excerpt: 'Short.', content: 'Body.' }));
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: true })).status).toBe(200);
    expect((await t.request('/blog/rates-in-may')).status).toBe(200);
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${post.id}`, { title: 'Rates in June', slug: 'Rates in June' })).status).toBe(200);
    expect(await redirectOf('/blog/rates-in-may')).toEqual({ status: 301, location: '/blog/rates-in-june' });
    expect((await t.request('/blog/rates-in-june')).status).toBe(200);
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: false })).status).toBe(200);
    expect((await t.request('/blog/rates-in-may')).status).toBe(404);
  });

  it('leaves a slug that never existed a 404', async () => {
    expect((await t.request('/blog/no-such-post')).status).toBe(404);
    expect((await t.request('/agents/nosuchagent')).status).toBe(404);
  });
});
