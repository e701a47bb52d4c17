import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { startApp, stopApp, waitUntilHealthy, type AppProcess } from './support/app-process.ts';
import { migratedDataDir } from './support/migrated-data-dir.ts';
import { demoPassword } from './support/demo-accounts.ts';

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
    expect(text).toContain(shown);
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

/** Loads `path` in Chromium, noting the API reads it makes after the served page and any console complaint. */
async function hydrate(path: string, width: number) {
  const page = await newPage(browser, { viewport: { width, height: 800 } });
  const complaints: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    // A 401/404 answer is logged by the browser itself as a failed resource; that is not the app's complaint.
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, complaints, reads };
}

describe('hydration', () => {
  const pages = ['/', '/rates', '/agents/sarahchen', '/blog', '/mortgage-calculator', '/services', '/products', '/find-broker', '/about', '/contact', '/applications', '/why-broker', '/no-such-page'];

  it.each([1280, 375])('at %i px: no console complaint and no second read of what the page was served with', async (width) => {
    for (const path of pages) {
      const { page, complaints, reads } = await hydrate(path, width);
      // The 404 page says which address was missed (spec), as a warning.
      expect(complaints.filter((c) => !c.startsWith('404: user attempted')), path).toEqual([]);
      // /api/me asks who is signed in, which a shared page cannot know.
      expect(reads.filter((r) => r !== '/api/me'), path).toEqual([]);
      await page.context().close();
    }
  });

  it('the hydrated page answers the visitor: a province choice reloads the rates', async () => {
    const { page } = await hydrate('/rates', 1280);
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

describe('a change in the console', () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startApp({ dataDir: migratedDataDir() });
    await waitUntilHealthy(app);
  }, 120_000);
  afterAll(() => stopApp(app));

  it('shows on the served page at once (the cached copy is dropped)', async () => {
    const before = await html('/services', app.url);
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email: 'admin@demo.maple.test', password: demoPassword }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { services } = await getJson<{ services: { id: string; name: string }[] }>('/api/services', app.url);
    const renamed = `Renewals, renamed ${services[0]!.id.slice(0, 6)}`;
    expect(before).not.toContain(renamed);
    const res = await fetch(`${app.url}/api/admin/services/${services[0]!.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    });
    expect(res.status).toBe(200);
    const changedAt = performance.now();
    let text = '';
    while (performance.now() - changedAt < 1_000 && !text.includes(renamed)) text = servedText(await html('/services', app.url));
    expect(text).toContain(renamed);
  });
});
