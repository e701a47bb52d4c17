// The French site's addresses as the server answers them (decision 067): its pages in the French
// shell with their French head, the same page's twin named in both languages' heads, and the
// French 404 for a /fr/ address the site does not have. A record's French page shows its French
// text, and a record without it has no French page (decision 069).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertService } from '@maple/db/seed/factories';
import { licensingMessages as frenchLicensing } from '@maple/shared/messages/fr/licensing';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { createTestApp, json, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, html: await res.text() };
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1];
const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('a French page', () => {
  it('is served in the French shell with a French head, its own canonical and both hreflang twins', async () => {
    const { status, html } = await page('/fr/taux?province=QC');
    expect(status).toBe(200);
    expect(langOf(html)).toBe('fr-CA');
    expect(metaOf(html, 'description')).toBe('Comparez les taux hypothécaires fixes et variables du jour offerts par les prêteurs canadiens, par province.');
    expect(metaOf(html, 'og:locale')).toBe('fr_CA');
    expect(linkOf(html, 'canonical')).toBe(`${testOrigin}/fr/taux`);
    expect(linkOf(html, 'alternate', 'en-CA')).toBe(`${testOrigin}/rates`);
    expect(linkOf(html, 'alternate', 'fr-CA')).toBe(`${testOrigin}/fr/taux`);
    expect(linkOf(html, 'alternate', 'x-default')).toBe(`${testOrigin}/rates`);
  });

  it('has its English twin name it the same way, the English address unchanged', async () => {
    const { status, html } = await page('/rates');
    expect(status).toBe(200);
    expect(langOf(html)).toBe('en-CA');
    expect(linkOf(html, 'canonical')).toBe(`${testOrigin}/rates`);
    expect(linkOf(html, 'alternate', 'fr-CA')).toBe(`${testOrigin}/fr/taux`);
    expect(linkOf(html, 'alternate', 'x-default')).toBe(`${testOrigin}/rates`);
    const home = await page('/fr/');
    expect(home.status).toBe(200);
    expect(linkOf(home.html, 'canonical')).toBe(`${testOrigin}/fr`);
    expect(linkOf(home.html, 'alternate', 'en-CA')).toBe(`${testOrigin}/`);
  });

  it("an agent's page is theirs in French, with the agent's address in French in its structured data", async () => {
    const { status, html } = await page('/fr/courtiers/sarahchen');
    expect(status).toBe(200);
    expect(titleOf(html)).toContain('Sarah Chen');
    expect(linkOf(html, 'alternate', 'en-CA')).toBe(`${testOrigin}/agents/sarahchen`);
    expect(html).toContain(`"url":"${testOrigin}/fr/courtiers/sarahchen"`);
  });

  it("an agent's French page is described by its French defaults, never by the English-only SEO title and description", async () => {
    const { html } = await page('/fr/courtiers/sarahchen');
    const french = [titleOf(html), metaOf(html, 'og:title'), metaOf(html, 'description'), metaOf(html, 'og:description')];
    expect(titleOf(html)).toBe(`Sarah Chen, ${frenchLicensing.classes.mortgage_agent_level_2} | Maple Mortgage Team`);
    expect(metaOf(html, 'description')).toMatch(/^Depuis 15 ans, Sarah a aidé plus de 600 familles ontariennes/);
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    for (const text of french) {
      expect(text).not.toContain('Mortgage Agent in Toronto');
      expect(text).not.toContain('First-time buyer and renewal specialist');
    }
    expect(html).not.toContain('Mortgage Agent in Toronto');
    const english = await page('/agents/sarahchen');
    expect(titleOf(english.html)).toBe('Sarah Chen, Mortgage Agent in Toronto | Maple Mortgage Team');
    expect(metaOf(english.html, 'description')).toBe('First-time buyer and renewal specialist serving the Greater Toronto Area.');
  });

  it.each(['/fr/page-inexistante', '/fr/rates', '/fr/super-admin', '/fr/courtiers/personne', '/fr/blogue/aucun-billet'])(
    '%s is the French 404: status 404, French head, no twin named',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(langOf(html)).toBe('fr-CA');
      expect(titleOf(html)).toBe('Page introuvable | Maple Mortgage Team');
      expect(html).not.toContain('hreflang');
    },
  );

  it('the signed-in areas keep their one address and name no twin', async () => {
    const { html } = await page('/super-admin');
    expect(langOf(html)).toBe('en-CA');
    expect(html).not.toContain('hreflang');
  });
});

const redirectOf = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, location: res.headers.get('location') };
};

describe("a record's French page (decision 069)", () => {
  it('a post written in French is read at its French slug with its French title, paired with its English slug', async () => {
    const { status, html } = await page('/fr/blogue/taux-fixe-ou-variable-en-2026');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Taux fixe ou variable en 2026 : comment choisir | Maple Mortgage Team');
    expect(html).not.toContain('Fixed or Variable');
    expect(linkOf(html, 'canonical')).toBe(`${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026`);
    expect(linkOf(html, 'alternate', 'en-CA')).toBe(`${testOrigin}/blog/fixed-or-variable-2026`);
    expect(linkOf(html, 'alternate', 'fr-CA')).toBe(`${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026`);
    const english = await page('/blog/fixed-or-variable-2026');
    expect(titleOf(english.html)).toBe('Fixed or Variable in 2026? How to Decide | Maple Mortgage Team');
    expect(linkOf(english.html, 'alternate', 'fr-CA')).toBe(`${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026`);
    expect(linkOf(english.html, 'alternate', 'en-CA')).toBe(`${testOrigin}/blog/fixed-or-variable-2026`);
  });

  it('a post not written in French is the French 404, and its English page names no French twin', async () => {
    const { status, html } = await page('/fr/blogue/questions-before-refinance');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe('Page introuvable | Maple Mortgage Team');
    expect(html).not.toContain('hreflang');
    const english = await page('/blog/questions-before-refinance');
    expect(english.status).toBe(200);
    expect(english.html).not.toContain('hreflang');
  });

  it("a post's English slug under /fr/blogue/ moves to its French slug", async () => {
    expect(await redirectOf('/fr/blogue/fixed-or-variable-2026')).toEqual({ status: 301, location: '/fr/blogue/taux-fixe-ou-variable-en-2026' });
  });

  it('a previous French slug moves to the current one with a 301', async () => {
    const post = await json(await t.as('admin').post('/api/admin/blog-posts', { title: 'Home equity', slug: 'home-equity', excerpt: 'An excerpt.', content: 'The text.', titleFr: 'La valeur nette', excerptFr: 'Un résumé.', contentFr: 'Le texte.' }));
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${post.id}/publication`, { isPublished: true })).status).toBe(200);
    expect((await page(`/fr/blogue/${post.slugFr}`)).status).toBe(200);
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${post.id}`, { slugFr: 'valeur-nette-de-la-maison' })).status).toBe(200);
    expect(await redirectOf(`/fr/blogue/${post.slugFr}?utm_source=x`)).toEqual({ status: 301, location: '/fr/blogue/valeur-nette-de-la-maison?utm_source=x' });
    const moved = await page('/fr/blogue/valeur-nette-de-la-maison');
    expect(moved.status).toBe(200);
    expect(titleOf(moved.html)).toBe('La valeur nette | Maple Mortgage Team');
  });

  it('a service or product is in French on its French page, and one without its French text is the French 404, never English', async () => {
    const french = await insertService(t.db, { name: 'Bridge Loans', nameFr: 'Prêts-relais', description: 'Buy before you sell.', descriptionFr: 'Achetez avant de vendre.', content: 'Details.', contentFr: 'Détails.' });
    const english = await insertProduct(t.db, { name: 'English-only product', description: 'In English.' });
    await announcePublicChange(t.db, 'test');
    const service = await page(`/fr/services/${french.id}`);
    expect(service.status).toBe(200);
    expect(titleOf(service.html)).toBe('Prêts-relais | Maple Mortgage Team');
    expect(metaOf(service.html, 'description')).toBe('Achetez avant de vendre.');
    expect(linkOf(service.html, 'alternate', 'en-CA')).toBe(`${testOrigin}/services/${french.id}`);
    const product = await page(`/fr/produits/${english.id}`);
    expect(product.status).toBe(404);
    expect(titleOf(product.html)).toBe('Page introuvable | Maple Mortgage Team');
    expect(product.html).not.toContain('English-only product');
    const englishProduct = await page(`/products/${english.id}`);
    expect(englishProduct.status).toBe(200);
    expect(englishProduct.html).not.toContain('hreflang');
  });
});

describe('the sitemap in French (decision 069)', () => {
  it('lists the French page of a record only where it is written in French, at its French slug', async () => {
    const untranslated = await insertProduct(t.db, { name: 'Not in French' });
    const xml = await (await t.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026</loc>`);
    expect(xml).not.toContain('/fr/blogue/fixed-or-variable-2026');
    expect(xml).toContain(`<loc>${testOrigin}/blog/questions-before-refinance</loc>`);
    expect(xml).not.toContain('/fr/blogue/questions-before-refinance');
    expect(xml).toContain(`<loc>${testOrigin}/products/${untranslated.id}</loc>`);
    expect(xml).not.toContain(`/fr/produits/${untranslated.id}`);
    // The pair names each other across their two slugs; a page alone in its language names no twin.
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${testOrigin}/blog/fixed-or-variable-2026"/><xhtml:link rel="alternate" hreflang="fr-CA" href="${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026"/>`);
    expect(xml).toContain(`<url><loc>${testOrigin}/products/${untranslated.id}</loc><lastmod>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${testOrigin}/products/${untranslated.id}</loc><lastmod>[^<]*</lastmod></url>`));
    // Every French address listed answers.
    const french = [...xml.matchAll(/<loc>([^<]*\/fr\/(?:blogue|services|produits)\/[^<]*)<\/loc>/g)].map((m) => m[1]!.slice(testOrigin.length));
    expect(french.length).toBeGreaterThan(0);
    for (const path of french) expect((await t.request(path)).status, path).toBe(200);
  });
});
