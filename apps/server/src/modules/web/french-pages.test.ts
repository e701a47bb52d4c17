// The French site's addresses as the server answers them (decision 067): its pages in the French
// shell with their French head, the same page's twin named in both languages' heads, and the
// French 404 for a /fr/ address the site does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app.ts';

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
