// Content in two languages (decision 069) and Quebec's texts (decision 070), read as the French
// site reads them: the French build's api-client sends X-Maple-Language: fr with every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertService } from '@maple/db/seed/factories';
import { toBlogSlug } from '@maple/shared/slug';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { languageHeader } from '../../lib/request-language.ts';
import { json, type TestApp, createTestApp } from '../../test/test-app.ts';
import { movedPostSlug } from '../blog/blog-moved-slug.service.ts';
import { englishSlugFor, frenchSlugFor } from '../blog/blog.service.ts';
import { frenchContentSitemapEntries } from '../seo/french-content-sitemap.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inFrench = async (path: string) => {
  const res = await t.request(path, { headers: { [languageHeader]: 'fr' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { items?: { slug: string; title: string }[] } };
};
const inEnglish = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { items?: { slug: string; title: string }[] } };
};
const days = (n: number) => new Date(t.clock.now().getTime() - n * 86_400_000);

describe('the blog in French', () => {
  it('lists only the posts written in French, with their French titles and slugs; English is unchanged', async () => {
    const french = await inFrench('/api/blog');
    expect(french.status).toBe(200);
    expect(french.body.items!.map((p) => p.slug)).toEqual([
      'taux-fixe-ou-variable-en-2026',
      'lettre-de-renouvellement-options',
      'frais-de-cloture-expliques',
      'mise-de-fonds-minimale-au-canada',
      'travailleur-autonome-faites-vous-approuver',
    ]);
    expect(french.body.total).toBe(5);
    expect(french.body.items![0]!.title).toBe('Taux fixe ou variable en 2026 : comment choisir');
    expect(JSON.stringify(french.body)).not.toContain('Fixed or Variable');

    const english = await inEnglish('/api/blog');
    expect(english.body.items!.map((p) => p.slug)).toContain('questions-before-refinance');
    expect(english.body.items![0]).toMatchObject({ slug: 'fixed-or-variable-2026', title: 'Fixed or Variable in 2026? How to Decide', alternateSlug: 'taux-fixe-ou-variable-en-2026' });
  });

  it('reads a post by its French slug; an untranslated post, and an English slug, answer 404 in French', async () => {
    const post = await inFrench('/api/blog/taux-fixe-ou-variable-en-2026');
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ slug: 'taux-fixe-ou-variable-en-2026', alternateSlug: 'fixed-or-variable-2026', seoSettings: {} });
    expect(String(post.body.content)).toContain('Un taux fixe offre la certitude.');
    expect((await inFrench('/api/blog/questions-before-refinance')).status).toBe(404);
    expect((await inFrench('/api/blog/fixed-or-variable-2026')).status).toBe(404);
    expect((await inEnglish('/api/blog/questions-before-refinance')).status).toBe(200);
    expect(await frenchSlugFor(t.db, 'fixed-or-variable-2026')).toBe('taux-fixe-ou-variable-en-2026');
    expect(await frenchSlugFor(t.db, 'questions-before-refinance')).toBeNull();
    expect(await englishSlugFor(t.db, 'taux-fixe-ou-variable-en-2026')).toBe('fixed-or-variable-2026');
  });

  it('flags a post without its French text in the console and the dashboard, with the reason', async () => {
    const console = await json(await t.as('admin').get('/api/admin/blog-posts?pageSize=100'));
    const bySlug = Object.fromEntries((console.items as { slug: string; missingFrench: boolean }[]).map((p) => [p.slug, p.missingFrench]));
    expect(bySlug['fixed-or-variable-2026']).toBe(false);
    expect(bySlug['questions-before-refinance']).toBe(true);
    const mine = await json(await t.as('marc').get('/api/me/blog-posts'));
    expect((mine.items as { slug: string; missingFrench: boolean }[]).find((p) => p.slug === 'questions-before-refinance')?.missingFrench).toBe(true);
  });
});

describe('French blog slugs', () => {
  it('come from the French title by the transliterating rule, unique among French slugs only', () => {
    expect(toBlogSlug("Crédit à l'habitation")).toBe('credit-a-l-habitation');
  });

  it('are made from the French title, unique among French slugs, and a changed one keeps a 301', async () => {
    const base = { excerpt: 'An excerpt.', content: 'The text.', contentFr: 'Le texte.', excerptFr: 'Un résumé.' };
    const first = await json(await t.as('admin').post('/api/admin/blog-posts', { ...base, title: 'Home credit', slug: 'home-credit', titleFr: "Crédit à l'habitation" }));
    expect(first.slugFr).toBe('credit-a-l-habitation');
    expect(first.missingFrench).toBe(false);
    // The same French title: the next free French slug; an English slug of the same words does not count.
    await t.as('admin').post('/api/admin/blog-posts', { ...base, title: 'Credit a l habitation', slug: 'credit-a-l-habitation' });
    const second = await json(await t.as('admin').post('/api/admin/blog-posts', { ...base, title: 'Home credit again', slug: 'home-credit-again', titleFr: "Crédit à l'habitation" }));
    expect(second.slugFr).toBe('credit-a-l-habitation-2');
    expect((await t.as('admin').patch(`/api/admin/blog-posts/${first.id}/publication`, { isPublished: true })).status).toBe(200);

    // A French title change alone keeps the address; the console's French slug moves it, and the old one points to the new.
    expect((await json(await t.as('admin').patch(`/api/admin/blog-posts/${first.id}`, { titleFr: 'Le crédit hypothécaire' }))).slugFr).toBe('credit-a-l-habitation');
    const moved = await json(await t.as('admin').patch(`/api/admin/blog-posts/${first.id}`, { slugFr: 'Crédit hypothécaire' }));
    expect(moved.slugFr).toBe('credit-hypothecaire');
    expect(await movedPostSlug(t.db, 'credit-a-l-habitation', 'fr')).toBe('credit-hypothecaire');
    // The English table knows nothing of French slugs, and the French answer is at the new slug only.
    expect(await movedPostSlug(t.db, 'credit-a-l-habitation', 'en')).toBeNull();
    expect((await inFrench('/api/blog/credit-hypothecaire')).status).toBe(200);
    expect((await inFrench('/api/blog/credit-a-l-habitation')).status).toBe(404);
  });

  it('a post saved in English only is valid, and gets its French slug when its French title comes', async () => {
    const post = await json(await t.as('sarah').post('/api/me/blog-posts', { title: 'English only', content: 'Words.' }));
    expect(post).toMatchObject({ titleFr: null, slugFr: null, missingFrench: true });
    const later = await json(await t.as('sarah').patch(`/api/me/blog-posts/${post.id}`, { titleFr: 'En français aussi', contentFr: 'Des mots.' }));
    expect(later).toMatchObject({ slugFr: 'en-francais-aussi', excerptFr: 'Des mots.', missingFrench: false });
  });
});

describe('services, products and testimonials in French', () => {
  it('lists only what is written in French, 404s the rest in French, and English keeps everything', async () => {
    const service = await insertService(t.db, { name: 'English-only service', description: 'Described.', createdAt: days(1) });
    const half = await insertService(t.db, { name: 'Half translated', nameFr: 'À moitié traduit', description: 'Described.', createdAt: days(1) });
    const product = await insertProduct(t.db, { name: 'English-only product', createdAt: days(1) });
    await announcePublicChange(t.db, 'test');

    const services = (await inFrench('/api/services')).body.services as { id: string; name: string }[];
    expect(services.map((s) => s.name)).toContain('Premiers acheteurs');
    expect(services.map((s) => s.id)).not.toContain(service.id);
    // A description in English needs its French too.
    expect(services.map((s) => s.id)).not.toContain(half.id);
    expect((await inFrench(`/api/services/${service.id}`)).status).toBe(404);
    expect((await inEnglish(`/api/services/${service.id}`)).status).toBe(200);

    const products = (await inFrench('/api/products')).body.products as { id: string; name: string }[];
    expect(products.map((p) => p.name)).toContain('Marge de crédit hypothécaire');
    expect(products.map((p) => p.id)).not.toContain(product.id);
    expect((await inFrench(`/api/products/${product.id}`)).status).toBe(404);

    const testimonials = (await inFrench('/api/testimonials')).body.testimonials as { content: string }[];
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.map((x) => x.content)).toContain('Des conseils clairs, des réponses rapides et aucune pression.');
    expect(JSON.stringify(testimonials)).not.toContain('Clear advice');
    expect(JSON.stringify((await inEnglish('/api/testimonials')).body)).toContain('Clear advice, quick answers, and no pressure at all.');
  });

  it('flags the untranslated ones in the console lists', async () => {
    const services = await json(await t.as('admin').get('/api/admin/services'));
    expect((services.items as { name: string; missingFrench: boolean }[]).find((s) => s.name === 'First-Time Home Buyers')?.missingFrench).toBe(false);
    const created = await json(await t.as('admin').post('/api/admin/products', { name: 'Console product', description: 'A description.' }));
    expect(created.missingFrench).toBe(true);
    const fixed = await json(await t.as('admin').patch(`/api/admin/products/${created.id}`, { name: 'Console product', description: 'A description.', nameFr: 'Produit de la console', descriptionFr: 'Une description.' }));
    expect(fixed.missingFrench).toBe(false);
    const testimonials = await json(await t.as('admin').get('/api/admin/testimonials?pageSize=100'));
    expect((testimonials.items as { clientName: string; missingFrench: boolean }[]).find((x) => x.clientName === 'Hidden Pending')?.missingFrench).toBe(true);
  });
});

describe("agents' words in French", () => {
  it('shows the French bio and tagline on the French profile, and none while they are not written', async () => {
    const sarah = (await inFrench('/api/agents/sarahchen')).body.agent as { bio: string; contactDetails: { title?: string } };
    expect(sarah.bio).toContain('Depuis 15 ans');
    expect(sarah.contactDetails.title).toBe('Agente hypothécaire principale');
    expect((await t.as('marc').patch('/api/me/agent', { bioFr: '', titleFr: '' })).status).toBe(200);
    const marc = (await inFrench('/api/agents/marcgagnon')).body.agent as { bio: string | null; contactDetails: { title?: string } };
    expect(marc.bio).toBeNull();
    expect(marc.contactDetails.title).toBeUndefined();
    const english = (await inEnglish('/api/agents/marcgagnon')).body.agent as { bio: string; contactDetails: { title?: string } };
    expect(english.contactDetails.title).toBe('Bilingual Mortgage Agent');
  });
});

describe("Quebec's texts (decision 070)", () => {
  it('the French site gives the French disclaimer and names the AMF registration beside the FSRA licence; English does not', async () => {
    const french = (await inFrench('/api/site')).body;
    expect(french.disclaimer).toContain('cabinet de courtage indépendant');
    expect(french.licenceLine).toBe('Maple Mortgage Group Inc., permis n° 13579 · Cabinet inscrit auprès de l’Autorité des marchés financiers, n° 601234');
    expect(french.licenceLine).toContain('13579');
    const english = (await inEnglish('/api/site')).body;
    expect(english.licenceLine).toBe('Maple Mortgage Group Inc., Licence #13579');
    expect(english.disclaimer).toContain('independently owned');
  });

  it('the French privacy policy names the person in charge of the protection of personal information as Law 25 s. 3.1 words it', async () => {
    const french = (await inFrench('/api/privacy-policy')).body.markdown as string;
    expect(french).toContain('# Responsable de la protection des renseignements personnels');
    expect(french).toContain('Priya Natarajan est la personne responsable de la protection des renseignements personnels');
    expect(french).toContain('article 3.1');
    expect(french).toContain('privacy@demo.maple.test');
    const english = (await inEnglish('/api/privacy-policy')).body.markdown as string;
    expect(english).not.toContain('Responsable');
    // Each language has its own history: reading one does not make the other a new version.
    const again = (await inEnglish('/api/privacy-policy')).body;
    expect(again.updatedAt).toBe((await inEnglish('/api/privacy-policy')).body.updatedAt);
  });

  it('refuses an AMF registration number that is not digits', async () => {
    const current = (await json(await t.as('admin').get('/api/admin/settings'))).settings;
    const res = await t.as('admin').put('/api/admin/settings', { ...current, amfRegistrationNumber: 'AMF-12' });
    expect(res.status).toBe(400);
  });
});

describe('the French content of the sitemap', () => {
  it('holds the French pages of what is written in French, each with its English twin, and nothing untranslated', async () => {
    const entries = await frenchContentSitemapEntries(t.db);
    const paths = entries.map((e) => e.path);
    expect(entries).toContainEqual(expect.objectContaining({ path: '/fr/blogue/taux-fixe-ou-variable-en-2026', englishPath: '/blog/fixed-or-variable-2026' }));
    expect(paths.join(' ')).not.toContain('questions-before-refinance');
    expect(paths.every((p) => p.startsWith('/fr/'))).toBe(true);
    const untranslated = await insertProduct(t.db, { name: 'Not in the sitemap in French' });
    expect((await frenchContentSitemapEntries(t.db)).map((e) => e.englishPath)).not.toContain(`/products/${untranslated.id}`);
  });
});
