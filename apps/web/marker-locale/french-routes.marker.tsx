// The marker-locale run (decision 067): every public page of the French site, rendered by the
// server's own renderer with every message module resolved to its French twin and each text wrapped
// in a marker (marker-messages.ts). A text a French page shows that carries no marker and is not
// data from the API is a literal in a component; one marked as an English module's is a module
// still without its twin. `npm test` runs this file in a project of its own (vitest.config.ts).
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageServices, products } from '@maple/db/schema/catalogue';
import { localizePath } from '@maple/shared/i18n/paths';
import { staticPublicPaths } from '../../server/src/modules/seo/sitemap.service.ts';
import { createTestApp, testOrigin, type TestApp } from '../../server/src/test/test-app.ts';
import { renderPage } from '../src/entry-server';
import { collectTexts, findEnglish, type Finding } from './visible-texts.ts';

let t: TestApp;
const findings = new Map<string, Finding[]>();

beforeAll(async () => {
  t = await createTestApp();
  const [service] = await t.db.select({ id: mortgageServices.id }).from(mortgageServices).orderBy(asc(mortgageServices.createdAt)).limit(1);
  const [product] = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.createdAt)).limit(1);
  const englishPaths = [
    ...staticPublicPaths,
    '/auth',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/auth/confirm-email',
    '/agents/sarahchen',
    '/blog/fixed-or-variable-2026',
    `/services/${service!.id}`,
    `/products/${product!.id}`,
  ];
  const frenchPaths = [...englishPaths.map((path) => localizePath(path, 'fr')), '/fr/page-inexistante'];
  for (const path of frenchPaths) {
    const data = new Set<string>();
    const fetchApi = async (url: string, init: RequestInit) => {
      const res = await t.request(new URL(url, testOrigin).pathname + new URL(url, testOrigin).search, init);
      const copy = res.clone();
      if (copy.headers.get('content-type')?.includes('json')) collectTexts(await copy.json(), data);
      return res;
    };
    const page = await renderPage(new Request(testOrigin + path), fetchApi);
    if (!page) throw new Error(`${path} did not render`);
    findings.set(path, findEnglish(page.html, data));
  }
}, 120_000);
afterAll(() => t?.close());

describe('the French site, rendered in the marker locale', () => {
  it('shows no text that comes from no message module (a literal in a component)', () => {
    const literals = Object.fromEntries([...findings].map(([path, found]) => [path, found.filter((f) => f.kind === 'not from the catalogue').map((f) => f.text)]).filter(([, texts]) => texts.length > 0));
    expect(literals).toEqual({});
  });

  it('shows no text of an English module that has no French twin yet', () => {
    const untranslated = new Map<string, Set<string>>();
    for (const [path, found] of findings) {
      for (const f of found) if (f.kind === 'from an English module without its twin') (untranslated.get(f.module!) ?? untranslated.set(f.module!, new Set()).get(f.module!)!).add(path);
    }
    expect(Object.fromEntries([...untranslated].map(([module, paths]) => [module, [...paths].sort()]))).toEqual({});
  });
});
