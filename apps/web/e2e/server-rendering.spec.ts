import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { networkQuiet } from './support/network-quiet.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Json = Record<string, unknown>;
const getJson = async <T = Json>(path: string, base = baseUrl()): Promise<T> => (await fetch(base + path)).json() as Promise<T>;
const html = async (path: string, base = baseUrl()) => (await fetch(base + path)).text();

/** The page's text as a reader without scripts gets it: the served root, tags dropped, entities decoded. */
function servedText(document: string): string {
  const root = document.slice(document.indexOf('<div id="root">'), document.indexOf('<script type="application/json" id="maple-data">'));
  expect(root.length, 'the page was rendered on the server').toBeGreaterThan(100);
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

const firstParagraph = (markdown: string) => markdown.split('\n\n')[0]!.trim();

describe('public pages carry their content in the served HTML', () => {
  it('the rates table has every row of the province', async () => {
    const { rates } = await getJson<{ rates: { termMonths: number; rateType: string; ourRate: number }[] }>('/api/rates?province=ON');
    expect(rates.length).toBeGreaterThan(3);
    const text = servedText(await html('/rates'));
    for (const rate of rates.filter((r) => r.rateType === 'fixed')) expect(text).toContain(`${rate.ourRate.toFixed(2)}%`);
    expect(text).toContain('Rates as of');
  });

  it("an agent's profile has the name and bio; the directory lists every agent", async () => {
    const { agent } = await getJson<{ agent: { name: string; bio: string } }>('/api/agents/sarahchen');
    const profile = servedText(await html('/agents/sarahchen'));
    expect(profile).toContain(agent.name);
    expect(profile).toContain(firstParagraph(agent.bio).slice(0, 60));
    const { agents } = await getJson<{ agents: { name: string }[] }>('/api/agents');
    const directory = servedText(await html('/find-broker'));
    for (const a of agents) expect(directory).toContain(a.name);
  });

  it("a post has its title and body; the blog lists the first page's posts", async () => {
    const { items } = await getJson<{ items: { slug: string; title: string; content: string }[] }>('/api/blog');
    const post = items[0]!;
    const text = servedText(await html(`/blog/${post.slug}`));
    expect(text).toContain(post.title);
    expect(text).toContain(firstParagraph(post.content));
    const list = servedText(await html('/blog'));
    for (const p of items) expect(list).toContain(p.title);
  });

  it('services, products and their detail pages have their records', async () => {
    const { services } = await getJson<{ services: { id: string; name: string; description: string }[] }>('/api/services');
    const list = servedText(await html('/services'));
    for (const s of services) expect(list).toContain(s.name);
    expect(servedText(await html(`/services/${services[0]!.id}`))).toContain(services[0]!.description);
    const { products } = await getJson<{ products: { id: string; name: string }[] }>('/api/products');
    const catalogue = servedText(await html('/products'));
    for (const p of products) expect(catalogue).toContain(p.name);
    expect(servedText(await html(`/products/${products[0]!.id}`))).toContain(products[0]!.name);
  });

  it("the calculator shows its default result, the same figure the browser computes", async () => {
    const text = servedText(await html('/mortgage-calculator'));
    const page = await newPage(browser);
    await page.goto('/mortgage-calculator');
    const shown = await page.getByRole('region', { name: 'Your payment' }).getByRole('definition').first().innerText();
    expect(shown).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(text).toContain(shown);    await page.context().close();
  });

  it.each([
    ['/', 'Your AI Mortgage Companion'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
    ['/applications', 'Apply for a Mortgage'],
    ['/become-broker', 'Broker'],
    ['/mortgage-options', 'Mortgage'],
    ['/why-broker', 'Broker'],
    ['/app', 'App'],
    ['/newsletter', 'Stay in touch!'],
    ['/calculators', 'Calculator'],
    ['/affordability-calculator', 'Affordability'],
    ['/stress-test-calculator', 'Stress Test'],
    ['/mortgage-penalty-calculator', 'Penalty'],
    ['/land-transfer-tax-calculator', 'Land Transfer Tax'],
    ['/closing-costs-calculator', 'Closing Costs'],
    ['/mortgage-news', 'News'],
    ['/no-such-page', 'Oops! Page not found'],
  ])('%s has its heading', async (path, heading) => {
    const res = await fetch(baseUrl() + path);
    expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(await res.text());
    expect(h1?.[1]?.replace(/<[^>]+>/g, '')).toContain(heading);
  });

  it('runs no inline script: the data travels as JSON the browser does not execute, and the CSP allows no inline script', async () => {
    const res = await fetch(`${baseUrl()}/agents/sarahchen`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...(await res.text()).matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/assets\/|type="application\/(json|ld\+json)"/);
  });
});

/**
 * A visitor's page at `width` that notes the API reads each load makes after the served page and
 * any console complaint. One page per width: each path is a full load (the HTML is never cached,
 * the API's answers are revalidated, so every read still goes out and is seen).
 */
async function visitor(width: number) {
  const page = await newPage(browser, { viewport: { width, height: 800 } });
  let complaints: string[] = [];
  let reads: string[] = [];
  page.on('console', (message) => {
    // A 401/404 answer is logged by the browser itself as a failed resource; that is not the app's complaint.
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname);
  });
  // Every read the page or its lazy code starts is seen once the network and the page are quiet
  // (support/network-quiet.ts), without networkidle's 500 ms of silence sat out.
  const network = networkQuiet(page);
  return {
    page,
    /** Loads `path` until it is quiet: what it complained of and read. */
    async hydrate(path: string) {
      complaints = [];
      reads = [];
      await page.goto(path);
      await network.quiet();
      return { complaints, reads };
    },
  };
}

describe('hydration', () => {
  const pages = ['/', '/rates', '/agents/sarahchen', '/blog', '/mortgage-calculator', '/services', '/products', '/find-broker', '/about', '/contact', '/applications', '/why-broker', '/no-such-page'];

  it.each([1280, 375])('at %i px: no console complaint and no second read of what the page was served with', async (width) => {
    const { page, hydrate } = await visitor(width);
    for (const path of pages) {
      const { complaints, reads } = await hydrate(path);
      // The 404 page says which address was missed (spec), as a warning.
      expect(complaints.filter((c) => !c.startsWith('404: user attempted')), path).toEqual([]);
      // /api/me asks who is signed in, which a shared page cannot know.
      expect(reads.filter((r) => r !== '/api/me'), path).toEqual([]);
    }
    await page.context().close();
  });

  it('the hydrated page answers the visitor: a province choice reloads the rates', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/rates');
    await page.getByLabel('Province').selectOption('BC');
    await page.waitForURL(/province=BC/);
    await page.locator('caption', { hasText: 'British Columbia' }).first().waitFor({ state: 'attached' });
    await page.context().close();
  });
});

describe('without scripts', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => page.context().close());

  it('a visitor reads the site and follows its links', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Rates', exact: true }).click();
    await page.waitForURL(/\/rates$/);
    expect(await page.getByRole('table').first().getByRole('row').count()).toBeGreaterThan(3);
    await page.goto('/find-broker');
    await page.locator('main a[href^="/agents/sarahchen"]').first().click();
    await page.waitForURL(/\/agents\/sarahchen/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Sarah Chen');
  });
});

// On the run's shared app: the served /services is cached there already (the tests above read it),
// and the record is put back whatever happens, for the specs that run after this one. The console's
// save sends the whole form, so each save sends every field as the console read it.
describe('a change in the console', () => {
  it('shows on the served page at once (the cached copy is dropped)', async () => {
    const cookie = inject('sessions')['admin@demo.maple.test']!;
    const before = await html('/services');
    const { services } = await getJson<{ services: { id: string; name: string }[] }>('/api/services');
    const service = services[0]!;
    const adminRecord = async () => {
      const res = await fetch(`${baseUrl()}/api/admin/services/${service.id}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const original = await adminRecord();
    const form = (name: string) => ({
      name,
      ...Object.fromEntries(['description', 'imageUrl', 'features', 'content', 'nameFr', 'descriptionFr', 'featuresFr', 'contentFr'].map((key) => [key, original[key]])),
    });
    const renamed = `Renewals, renamed ${service.id.slice(0, 6)}`;
    expect(before).not.toContain(renamed);
    const rename = (name: string) =>
      fetch(`${baseUrl()}/api/admin/services/${service.id}`, {
        method: 'PATCH',
        headers: { cookie, origin: baseUrl(), 'content-type': 'application/json' },
        body: JSON.stringify(form(name)),
      });
    try {
      const res = await rename(renamed);
      expect(res.status).toBe(200);
      const changedAt = performance.now();
      let text = '';
      while (performance.now() - changedAt < 1_000 && !text.includes(renamed)) text = servedText(await html('/services'));
      expect(text).toContain(renamed);
    } finally {
      expect((await rename(service.name)).status).toBe(200);
    }
    expect(await adminRecord()).toEqual(original);
    // And back: the restored name is served at once too.
    expect(servedText(await html('/services'))).toContain(service.name);
  });
});
