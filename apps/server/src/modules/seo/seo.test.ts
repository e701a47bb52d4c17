import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgent, insertBlogPost, insertProduct, insertService } from '@maple/db/seed/factories';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attr: string) => new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)">`).exec(html)?.[1];

describe('GET /sitemap.xml (anyone)', () => {
  let xml: string;
  beforeAll(async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    xml = await res.text();
  });

  it('is a sitemap of absolute URLs', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((l) => l.startsWith(`${testOrigin}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the static public pages but not sign-in, the dashboards or the callback', () => {
    for (const path of ['/', '/rates', '/find-broker', '/mortgage-calculator', '/become-broker']) expect(xml).toContain(`<loc>${testOrigin}${path}</loc>`);
    for (const path of ['/auth', '/super-admin', '/agent-dashboard', '/admin/inoreader-callback']) expect(xml).not.toContain(`<loc>${testOrigin}${path}</loc>`);
  });

  it('lists active agents and published posts, never an inactive agent or a draft', () => {
    expect(xml).toContain(`<loc>${testOrigin}/agents/sarahchen</loc>`);
    expect(xml).toContain(`<loc>${testOrigin}/blog/fixed-or-variable-2026</loc>`);
    expect(xml).not.toContain('priyapatel');
    expect(xml).not.toContain('spring-market-outlook-draft');
    expect(xml).not.toContain('rate-forecast-draft');
    expect(xml).toMatch(/<loc>[^<]*\/blog\/renewal-letter-options<\/loc><lastmod>\d{4}-/);
  });

  it('lists every service and product', () => {
    // A service's address is /services/… in English and /fr/services/… in French.
    expect(xml.match(/\/services\/[0-9a-f-]{36}</g)).toHaveLength(12);
    expect(xml.match(/\/products\/[0-9a-f-]{36}</g)).toHaveLength(5);
    expect(xml.match(/\/fr\/produits\/[0-9a-f-]{36}</g)).toHaveLength(5);
  });

  it('lists each page in both languages, each naming the other and English as x-default (decision 067)', () => {
    const alternates = `<xhtml:link rel="alternate" hreflang="en-CA" href="${testOrigin}/rates"/><xhtml:link rel="alternate" hreflang="fr-CA" href="${testOrigin}/fr/taux"/><xhtml:link rel="alternate" hreflang="x-default" href="${testOrigin}/rates"/>`;
    expect(xml).toContain(`<url><loc>${testOrigin}/rates</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${testOrigin}/fr/taux</loc>${alternates}</url>`);
    expect(xml).toContain(`<loc>${testOrigin}/fr</loc>`);
    expect(xml).toContain(`<loc>${testOrigin}/fr/courtiers/sarahchen</loc>`);
    expect(xml).toContain(`<loc>${testOrigin}/fr/blogue/taux-fixe-ou-variable-en-2026</loc>`);
  });
});

describe('GET /robots.txt (anyone)', () => {
  it('allows the public site, disallows the consoles, sign-in and API, and points to the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /\n');
    for (const path of ['/super-admin', '/agent-dashboard', '/account', '/auth', '/fr/connexion', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${testOrigin}/sitemap.xml`);
  });
});

describe('per-record page meta for crawlers', () => {
  it("an agent page uses the agent's SEO title and description", async () => {
    for (const path of ['/agents/sarahchen', '/agent/sarahchen', '/agents/sarahchen/products']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(titleOf(html)).toBe('Sarah Chen, Mortgage Agent in Toronto | Maple Mortgage Team');
      expect(metaOf(html, 'description')).toBe('First-time buyer and renewal specialist serving the Greater Toronto Area.');
    }
  });

  it('an agent without SEO settings gets their name and title, and their headshot as the share image', async () => {
    const agent = await insertAgent(t.db, { name: 'Lena Ross', profileSlug: 'lenaross', bio: null, headshotUrl: '/files/agent-headshots/lena.jpg', contactDetails: { title: 'Mortgage Broker', location: 'Halifax, NS' } });
    const html = await (await t.request(`/agents/${agent.id}`)).text();
    expect(titleOf(html)).toBe('Lena Ross, Mortgage Broker | Maple Mortgage Team');
    expect(metaOf(html, 'description')).toBe('Lena Ross, Mortgage Broker in Halifax, NS.');
    expect(metaOf(html, 'og:image')).toBe(`${testOrigin}/files/agent-headshots/lena.jpg`);
  });

  it("a blog post uses its title and excerpt (or the start of its content)", async () => {
    const html = await (await t.request('/blog/fixed-or-variable-2026')).text();
    expect(titleOf(html)).toBe('Fixed or Variable in 2026? How to Decide | Maple Mortgage Team');
    expect(metaOf(html, 'description')).toBe('The right choice depends on your budget, your plans and your appetite for risk.');
    const noExcerpt = await (await t.request('/blog/minimum-down-payments-canada')).text();
    expect(metaOf(noExcerpt, 'description')).toMatch(/^You need 5% on the first \$500,000.*…$/);
    expect(metaOf(noExcerpt, 'description')!.length).toBeLessThanOrEqual(160);
  });

  it('a service and a product use their name and description', async () => {
    const service = await insertService(t.db, { name: 'Bridge Loans', description: 'Buy before you sell.' });
    const product = await insertProduct(t.db, { name: 'Cash-Back Mortgage', description: 'Cash at closing & more.' });
    const serviceHtml = await (await t.request(`/services/${service.id}`)).text();
    expect(titleOf(serviceHtml)).toBe('Bridge Loans | Maple Mortgage Team');
    expect(metaOf(serviceHtml, 'description')).toBe('Buy before you sell.');
    const productHtml = await (await t.request(`/products/${product.id}`)).text();
    expect(titleOf(productHtml)).toBe('Cash-Back Mortgage | Maple Mortgage Team');
    expect(metaOf(productHtml, 'description')).toBe('Cash at closing &amp; more.');
  });

  it.each([
    '/agents/priyapatel',
    '/agent/priyapatel',
    '/agents/nobody',
    '/blog/spring-market-outlook-draft',
    '/blog/rate-forecast-draft',
    '/blog/no-such-post',
    '/services/00000000-0000-4000-8000-000000000000',
    '/services/not-an-id',
    '/products/not-an-id',
    '/agents/%E0%A4%A',
  ])('%s answers 404 and still serves the SPA', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(titleOf(html)).toBe('Page not found | Maple Mortgage Team');
    expect(html).not.toContain('On leave');
    expect(html).not.toContain('Not ready yet');
  });
});

describe('schema.org structured data in the served head (issue 18)', () => {
  const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

  it('/ and /contact describe the brokerage from its settings', async () => {
    for (const path of ['/', '/contact']) {
      const [node, ...rest] = jsonLdOf(await (await t.request(path)).text());
      expect(rest).toEqual([]);
      expect(node).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: 'Maple Mortgage Team',
        legalName: 'Maple Mortgage Group Inc.',
        telephone: '416-555-0123',
        url: `${testOrigin}/`,
        address: { '@type': 'PostalAddress', streetAddress: '100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1' },
      });
    }
    // Other pages do not repeat it.
    expect(jsonLdOf(await (await t.request('/rates')).text())).toEqual([]);
  });

  it('an agent page describes the agent as a Person working for the brokerage', async () => {
    const agent = await insertAgent(t.db, { name: 'Ada Brook', profileSlug: 'adabrook', phone: '902-555-0100', headshotUrl: '/files/agent-headshots/ada.jpg', contactDetails: { title: 'Senior Mortgage Agent' } });
    const [person] = jsonLdOf(await (await t.request('/agents/adabrook')).text());
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Ada Brook',
      jobTitle: 'Senior Mortgage Agent',
      telephone: '902-555-0100',
      url: `${testOrigin}/agents/adabrook`,
      image: `${testOrigin}/files/agent-headshots/ada.jpg`,
      email: `mailto:${agent.email}`,
      worksFor: { '@type': 'FinancialService', name: 'Maple Mortgage Team' },
    });
  });

  it('a post is a BlogPosting, and a title that tries to close the script element stays inside it', async () => {
    const title = 'Rates </script><script>alert(1)</script> & more';
    await insertBlogPost(t.db, { title, slug: 'script-in-title', isPublished: true, publishedAt: new Date('2026-03-01T12:00:00Z'), excerpt: 'Short.' });
    const html = await (await t.request('/blog/script-in-title')).text();
    expect(html).not.toContain('<script>alert(1)');
    const [post] = jsonLdOf(html);
    expect(post).toMatchObject({ '@type': 'BlogPosting', headline: title, datePublished: '2026-03-01T12:00:00.000Z', description: 'Short.', publisher: { name: 'Maple Mortgage Team' } });
  });
});
