import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signedInPage } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Each route once (the list named '/', '/about', '/applications', '/products', '/calculators' and
// the payment and affordability calculators twice).
const publicRoutes = [
  '/', '/about', '/applications', '/products', '/calculators', '/mortgage-calculator', '/affordability-calculator',
  '/prepayment-calculator', '/compare-mortgages',
  '/stress-test-calculator', '/mortgage-penalty-calculator', '/land-transfer-tax-calculator', '/closing-costs-calculator',
  '/mortgage-options', '/services', '/rates', '/why-broker', '/app', '/mortgage-news', '/contact', '/become-broker',
  '/newsletter', '/blog', '/find-broker', '/agents/sarahchen', '/agent/marcgagnon', '/auth', '/admin/inoreader-callback',
];

describe('app shell', () => {
  it('answers every route of the spec with a page that has a heading (no blank screens)', async () => {
    const page = await newPage(browser);
    for (const path of publicRoutes) {
      // The served document and the app hydrated (newPage's goto waits for that), not every image.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      await eventually(() => page.locator('h1').first().isVisible(), { message: path }).toBe(true);
      expect((await page.title()).length, path).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('renders the API reference at /api/docs from our origin: no CSP error, nothing asked of another host', async () => {
    const page = await newPage(browser);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseUrl()).origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    // A deep link opens one operation; Swagger UI draws the tags near the viewport only, so a count
    // of every block would depend on the window, not on the description.
    const response = await page.goto('/api/docs#/console%3A%20blog-posts/patchApiAdminBlogPostsByIdPublication');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: /Maple API/ }).waitFor();
    const open = page.locator('.opblock.is-open');
    await eventually(() => open.locator('.opblock-summary-path').allInnerTexts()).toEqual(['/api/admin/blog-posts/{id}/publication']);
    expect(await open.innerText()).toContain('isPublished');
    expect(page.consoleErrors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const page = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await eventually(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    expect(warnings.join('\n')).toContain('/no-such-page/at-all');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the slide-out drawer with accordions at 375px', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await eventually(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Mortgages' }).click();
    await drawer.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/products');
    await eventually(() => drawer.isVisible()).toBe(false);
    // Reduced motion (newPage's default): the site's looping animations run once, not in a 1 ms loop.
    const loops = await page.evaluate(() =>
      ['animate-spin', 'animate-pulse', 'animate-bounce'].map((name) => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.className = name;
        const { animationName, animationIterationCount } = getComputedStyle(probe);
        const running = probe.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations === Infinity).length;
        probe.remove();
        return { name, animationName, animationIterationCount, running };
      }),
    );
    for (const loop of loops) expect(loop).toEqual({ name: loop.name, animationName: expect.not.stringMatching(/^none$/), animationIterationCount: '1', running: 0 });
  });

  it('toggles the footer disclaimer', async () => {
    const page = await newPage(browser);
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: '+ Disclaimer' });
    await toggle.click();
    const collapse = page.getByRole('button', { name: '- Disclaimer' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await eventually(() => page.getByText('independently owned and operated brokerage').isVisible()).toBe(true);
    await collapse.click();
    await eventually(() => page.getByRole('button', { name: '+ Disclaimer' }).isVisible()).toBe(true);
  });

  it('opens a header menu under a moving pointer, though its code loads only on the first pointer', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    const trigger = () => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
    await eventually(() => trigger().isVisible()).toBe(true);
    const start = (await trigger().boundingBox())!;
    // A person's pointer keeps moving across a trigger: the first movement loads the menus, the next ones open it.
    await page.mouse.move(start.x - 40, start.y + start.height / 2);
    await expect
      .poll(async () => {
        // Measured each time: the trigger is the loaded menu's own button after the first movement.
        const box = (await trigger().boundingBox())!;
        await page.mouse.move(box.x + 5, box.y + box.height / 2, { steps: 3 });
        await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2, { steps: 3 });
        return trigger().getAttribute('aria-expanded');
      })
      .toBe('true');
    await page.mouse.move(10, 600, { steps: 3 });
    await eventually(() => trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('adds ?agent= to product links under an agent\'s profile', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/agents/sarahchen');
    await eventually(() => page.getByRole('contentinfo').getByRole('link', { name: 'Products' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Mortgages' }).click();
    await eventually(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).isVisible()).toBe(true);
    const hrefs = await page.locator('a[href^="/products"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toBe('/products?agent=sarahchen');
  });

  it('collapses the console sidebar with Ctrl+B and remembers it in a cookie', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 800 } });
    await page.goto('/super-admin');
    const trigger = page.getByRole('button', { name: 'Toggle Sidebar' });
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Control+b');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(7);
    await page.reload();
    await eventually(() => page.getByRole('button', { name: 'Toggle Sidebar' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'Rates' }).click();
    await page.waitForURL('**/super-admin?tab=rates');
  });

  it('hides the footer on both dashboards', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test');
    await page.goto('/agent-dashboard');
    await eventually(() => page.getByRole('tablist', { name: 'Dashboard sections' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
  });
});
