// The console's Rates, Products, Services and Lenders tabs, and the public pages showing each change
// at once. The rate source is a page this spec serves on 127.0.0.1 (the app runs with
// FETCH_ALLOW_PRIVATE=true). Everything changed here is put back afterwards: the other specs share
// this app and its demo rates and lenders.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { eventually } from './support/poll.ts';
import { axeViolations } from './support/axe.ts';
import { networkQuiet } from './support/network-quiet.ts';

const sourcePage = `<!doctype html><html lang="en"><head><title>Lender rates</title></head><body>
<h1>Rates</h1>
<table><thead><tr><th>Province</th><th>Term</th><th>Mortgage Type</th><th>Posted</th><th>Special Rate</th></tr></thead>
<tbody>
<tr><td>Prince Edward Island</td><td>5-Year Fixed</td><td>Conventional</td><td>6.111%</td><td>3.333%</td></tr>
<tr><td>ON</td><td>3 yr Variable</td><td>Uninsured</td><td>6.45%</td><td>4.777%</td></tr>
</tbody></table></body></html>`;
const brokenPage = '<html><body><table><tr><td>Call us for rates<td>';

let browser: Browser;
let page: Page & { consoleErrors: string[] };
let server: Server;
let served = sourcePage;
let sourceUrl = '';
type Rate = { id: string; isActive: boolean; ourRate: number; province: string };
let activeAtStart: string[] = [];
let lenderOrderAtStart: string[] = [];
/** Waits until nothing is in flight and the page is idle (support/network-quiet.ts): networkidle without its 500 ms. */
let quiet: () => Promise<void>;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(served));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`;
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
  quiet = networkQuiet(page).quiet;
  await page.goto('/super-admin');
  activeAtStart = (await allRates('active')).map((r) => r.id);
  lenderOrderAtStart = (await api<{ items: { id: string }[] }>('GET', '/api/admin/lenders')).items.map((l) => l.id);
});

afterAll(async () => {
  // Put the demo rates and lender order back for the specs that run after this one.
  const all = await allRates('all');
  for (const rate of all) {
    if (activeAtStart.includes(rate.id)) {
      if (!rate.isActive) await api('PATCH', `/api/admin/rates/${rate.id}`, { isActive: true });
    } else {
      await api('DELETE', `/api/admin/rates/${rate.id}`);
    }
  }
  if (lenderOrderAtStart.length) await api('PUT', '/api/admin/lenders/order', { ids: lenderOrderAtStart });
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A signed-in call from the page itself (same origin, the session cookie). */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return res.status === 204 ? null : res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Every rate of a status, page by page (the list answers at most 100 a page). */
async function allRates(status: 'all' | 'active'): Promise<Rate[]> {
  const rates: Rate[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await api<{ items: Rate[]; total: number }>('GET', `/api/admin/rates?status=${status}&pageSize=100&page=${page}`);
    rates.push(...items);
    if (rates.length >= total || items.length === 0) return rates;
  }
}

async function expectNoAxeViolations() {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The console's tab: a full load from a public page (after the page has shown a change there, so
 * the console's answers are fetched afresh), the console's own navigation when it is already open.
 */
async function openTab(name: string) {
  const to = `/super-admin?tab=${name.toLowerCase()}`;
  if (new URL(page.url()).pathname === '/super-admin') {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  } else {
    await page.goto(to);
  }
  await eventually(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

/** The public rates table's rows for a province, as '<term> <ours>' per row, across both type tabs. */
async function publicRates(province: string, type: 'Fixed' | 'Variable' = 'Fixed'): Promise<string[]> {
  await page.goto(`/rates?province=${province}`);
  await page.getByRole('tab', { name: type }).click();
  await quiet();
  return page
    .getByRole('tabpanel')
    .locator('tbody tr')
    // innerText: what a visitor reads at this width (the APR's phone copy under our rate is hidden here).
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim()).join(' ')));
}

const row = (text: string) => page.locator('tbody tr', { hasText: text });

describe('console: rates', () => {
  it('adds a rate manually and shows it on /rates for its province', async () => {
    await openTab('Rates');
    await eventually(() => row('%').count()).toBeGreaterThan(0);
    await expectNoAxeViolations();
    await page.getByRole('tab', { name: 'Add Rate Manually' }).click();
    expect(await page.getByLabel('Province').inputValue()).toBe('ON');
    // The select holds months (what the API takes as termMonths) and shows years.
    expect(await page.getByLabel('Term').inputValue()).toBe('60');
    expect(await page.getByLabel('Term').locator('option:checked').textContent()).toBe('5 year');
    await page.getByLabel('Province').selectOption('NU');
    await page.getByLabel('Term').selectOption({ label: '7 year' });
    await page.getByLabel('Posted Rate (%)').fill('6.125');
    await page.getByLabel('Our Rate (%)').fill('2.5');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Add Rate' }).click();
    await eventually(() => toast(page, 'Rate added successfully').isVisible()).toBe(true);
    await eventually(async () => (await publicRates('NU')).some((r) => r.startsWith('7 year') && r.endsWith('2.50% 2.500%'))).toBe(true);
  });

  it('edits it inline (Enter saves), then deactivates it and it leaves /rates', async () => {
    await openTab('Rates');
    await eventually(() => row('2.500%').count()).toBe(1);
    await row('2.500%').getByRole('button', { name: /^Edit/ }).click();
    const ours = row('Nunavut').getByRole('spinbutton', { name: /^Our Rate/ });
    // Left blank, the shared schema says it is required (read as a number it would be 0%).
    await ours.fill('');
    await ours.press('Enter');
    await eventually(() => row('Nunavut').getByRole('alert').textContent()).toBe('Our rate is required');
    expect(await ours.getAttribute('aria-invalid')).toBe('true');
    await ours.fill('2.25');
    await ours.press('Enter');
    await eventually(() => toast(page, 'Rate updated successfully').isVisible()).toBe(true);
    await eventually(() => row('2.250%').count()).toBe(1);

    // Its history keeps the old value.
    await row('2.250%').getByRole('button', { name: /^History/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate history' });
    await eventually(() => dialog.getByText('Our Rate 2.500%', { exact: false }).first().isVisible()).toBe(true);
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');

    await row('2.250%').getByRole('button', { name: /^Active: click to deactivate/ }).click();
    await eventually(() => toast(page, 'Rate deactivated').isVisible()).toBe(true);
    await eventually(() => row('2.250%').getByRole('button', { name: /^Inactive/ }).isVisible()).toBe(true);
    expect((await publicRates('NU')).some((r) => r.endsWith('2.25% 2.250%'))).toBe(false);
  });

  it('scrapes the configured source: new rates on /rates, the old ones inactive; a broken source changes nothing', async () => {
    await openTab('Rates');
    await page.getByLabel('Source URL').fill(sourceUrl);
    await page.getByLabel('Format').selectOption('html-table');
    await page.getByRole('button', { name: 'Save source' }).click();
    await eventually(() => toast(page, 'Rate source saved').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Scrape from Source' }).click();
    await eventually(() => toast(page, 'Rates updated successfully. New rates are now active.').isVisible()).toBe(true);

    expect(await publicRates('PE')).toEqual([expect.stringMatching(/^5 year Conventional 6\.11% 3\.33% 3\.333%$/)]);
    // Ontario's demo rates are inactive now: only the scraped variable rate is left.
    expect(await publicRates('ON')).toEqual([]);
    expect(await publicRates('ON', 'Variable')).toEqual([expect.stringMatching(/^3 year .*4\.78% 4\.777%$/)]);
    const active = await allRates('active');
    expect(active.map((r) => r.ourRate).sort()).toEqual([3.333, 4.777]);

    served = brokenPage;
    await openTab('Rates');
    await page.getByRole('button', { name: 'Scrape from Source' }).click();
    await eventually(() => toast(page, 'Failed to scrape rates. Please try again.').isVisible()).toBe(true);
    expect(await publicRates('PE')).toEqual([expect.stringMatching(/3\.33% 3\.333%$/)]);
    expect((await allRates('active')).map((r) => r.ourRate).sort()).toEqual([3.333, 4.777]);
    served = sourcePage;
  });
});

describe('console: products, services, lenders', () => {
  it('creates a product with an uploaded image and opens it at /products/{id}', async () => {
    await openTab('Products');
    await eventually(() => page.getByRole('button', { name: 'Add Product' }).isVisible()).toBe(true);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name', { exact: true }).fill('E2E Home Equity Line');
    await dialog.getByLabel('Price (CAD)').fill('199.99');
    await dialog.getByLabel('Content (Markdown) (optional)', { exact: true }).fill('## Borrow against your home\n\n- **Flexible** draws');
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e6b52' } }).png().toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'heloc.png', mimeType: 'image/png', buffer: png });
    await eventually(() => toast(page, 'Image uploaded').isVisible()).toBe(true);
    await eventually(() => dialog.getByLabel('Image URL', { exact: false }).inputValue()).toMatch(/^\/files\/product-images\//);
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page, 'Product created').isVisible()).toBe(true);

    const href = await page.getByRole('link', { name: 'View, E2E Home Equity Line' }).getAttribute('href');
    expect(href).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    await page.goto(href!);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'E2E Home Equity Line' }).isVisible()).toBe(true);
    const image = page.locator('main img[src*="/files/product-images/"]').first();
    await eventually(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const productId = href!.split('/').pop()!;
    await api('DELETE', `/api/admin/products/${productId}`);
  });

  it('services: the list editor and the truncation notice; no accessibility violations', async () => {
    await openTab('Services');
    await eventually(() => page.getByRole('button', { name: 'Add Service' }).isVisible()).toBe(true);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service' });
    await dialog.getByLabel('Name', { exact: true }).fill(`E2E ${'x'.repeat(300)}`);
    await dialog.getByRole('button', { name: 'Edit as JSON' }).click();
    await dialog.getByLabel('Features (JSON list)').fill('["Fast", ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.getByText('Features must be valid JSON').isVisible()).toBe(true);
    // The refused save puts focus on the editor the message is about.
    expect(await dialog.getByLabel('Features (JSON list)').evaluate((box) => box === document.activeElement)).toBe(true);
    await dialog.getByLabel('Features (JSON list)').fill('["Fast", "Friendly"]');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page, 'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.').isVisible()).toBe(true);
    const created = (await api<{ items: { id: string; name: string; features: string[] }[] }>('GET', '/api/admin/services')).items[0]!;
    expect(created.name).toHaveLength(255);
    expect(created.features).toEqual(['Fast', 'Friendly']);

    // Deleting asks first (focus on Cancel), then removes it from the list.
    await page.getByRole('button', { name: `Delete, ${created.name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete this service?' });
    await question.waitFor();
    expect(await question.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    // A refused delete is shown as in every other list (ListManager): the toast with the server's
    // words, the question still open to try again, the service still listed.
    const deletePath = (url: URL) => url.pathname === `/api/admin/services/${created.id}`;
    await page.route(deletePath, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 409, json: { error: { code: 'conflict', message: 'Service is still shown on a page' } } }) : route.fallback(),
    );
    await question.getByRole('button', { name: 'Delete' }).click();
    const refused = toast(page, 'Failed to delete service');
    await eventually(() => refused.isVisible()).toBe(true);
    expect(await refused.textContent()).toContain('Service is still shown on a page');
    expect(await question.isVisible()).toBe(true);
    expect((await api<{ items: { id: string }[] }>('GET', '/api/admin/services')).items.some((s) => s.id === created.id)).toBe(true);
    await page.unroute(deletePath);
    await question.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toast(page, 'Service deleted').isVisible()).toBe(true);
    await eventually(() => question.count()).toBe(0);
    expect((await api<{ items: { id: string }[] }>('GET', '/api/admin/services')).items.some((s) => s.id === created.id)).toBe(false);
  });

  it('reorders lenders with the keyboard and the home page shows the new order', async () => {
    await openTab('Lenders');
    const names = () => page.locator('ol > li[data-lender-id] span.font-medium').allTextContents();
    await eventually(async () => (await names()).length).toBeGreaterThan(2);
    await expectNoAxeViolations();
    const before = await names();
    const moveDown = page.getByRole('button', { name: `Move ${before[0]} down` });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await eventually(() => toast(page, 'Lender order saved').isVisible()).toBe(true);
    await eventually(names).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.getByRole('button', { name: `Edit, ${before[0]}` }).click();
    await eventually(() => page.getByRole('dialog', { name: 'Edit lender' }).isVisible()).toBe(true);
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');

    const active = (await api<{ lenders: { name: string }[] }>('GET', '/api/lenders')).lenders.map((l) => l.name);
    await page.goto('/');
    const onHome = async () =>
      page.evaluate((wanted) => {
        const found: string[] = [];
        for (const el of document.querySelectorAll('li')) {
          const name = el.querySelector('img')?.getAttribute('alt') || el.textContent?.trim() || '';
          if (wanted.includes(name) && !found.includes(name)) found.push(name);
        }
        return found;
      }, active);
    await eventually(onHome).toEqual(active);
    expect(active.indexOf(before[1]!)).toBeLessThan(active.indexOf(before[0]!));
  });

  it('fits a 375px screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const tab of ['Rates', 'Products', 'Services', 'Lenders']) {
      await openTab(tab);
      await quiet();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(page.consoleErrors.filter((e) => !/status of (502|400|409)/.test(e))).toEqual([]);
  });
});
