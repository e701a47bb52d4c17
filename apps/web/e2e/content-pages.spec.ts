import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesMessages } from '@maple/shared/messages/pages';
import { productsMessages } from '@maple/shared/messages/products';
import { servicesMessages } from '@maple/shared/messages/services';
import { baseUrl, launchBrowser, newPage, toast } from './support/browser.ts';
import { afterRetries, navigateInApp, skippableRetries } from './support/routes.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { pagePool } from './support/page-pool.ts';

let browser: Browser;
let sarahId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/agents/sarahchen`);
  sarahId = ((await res.json()) as { agent: { id: string } }).agent.id;
});
// The tests that start with a full load and change nothing share a visitor page per width (support/page-pool.ts);
// those that route requests or move the clock take their own.
const visitors = pagePool(() => browser);
const phone = { viewport: { width: 375, height: 740 } };
afterAll(async () => {
  await visitors.close();
  await browser.close();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('services', () => {
  it('lists every service as a card with View Details and Contact Us (keeping ?agent=)', async () => {
    const page = await visitors.page();
    await page.goto('/services?agent=sarahchen');
    await h1(page, 'Our Mortgage Services').waitFor();
    const details = page.getByRole('link', { name: /^View Details/ });
    await details.first().waitFor();
    expect(await details.count()).toBe(6);
    const firstTime = page.getByRole('link', { name: 'View Details: First-Time Home Buyers' });
    expect(await firstTime.getAttribute('href')).toMatch(/^\/services\/[0-9a-f-]{36}\?agent=sarahchen$/);
    const contacts = await page.getByRole('link', { name: 'Contact Us', exact: true }).evaluateAll((links) =>
      links.filter((a) => a.closest('main')).map((a) => a.getAttribute('href')),
    );
    expect(contacts).toHaveLength(6);
    for (const href of contacts) expect(href).toBe('/contact?agent=sarahchen');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a service with its line breaks kept, its features and a way back', async () => {
    const page = await visitors.page(phone);
    await page.goto('/services');
    await page.getByRole('link', { name: 'View Details: First-Time Home Buyers' }).click();
    await h1(page, 'First-Time Home Buyers').waitFor();
    const content = page.getByTestId('service-content');
    expect(await content.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect(await content.innerText()).toContain('a little daunting.\n\nWe explain the First Home Savings Account');
    expect(await page.getByRole('region', { name: "What's included" }).getByRole('listitem').allTextContents()).toEqual([
      'Pre-approval in 1 to 3 days',
      'Rate holds up to 120 days',
      'Down payments from 5%',
    ]);
    await page.getByRole('link', { name: 'Back to services' }).click();
    await h1(page, 'Our Mortgage Services').waitFor();
  });

  it("shows 'No services available at the moment.' when there are none", async () => {
    const page = await newPage(browser);
    await page.route('**/api/services', (route) => route.fulfill({ json: { services: [] } }));
    await navigateInApp(page, '/services');
    await page.getByText(servicesMessages.empty).waitFor();
    expect(await page.getByRole('link', { name: /^View Details/ }).count()).toBe(0);
  });

  it('shows the same empty text when the list cannot be fetched (the failure is only logged)', async () => {
    const page = await newPage(browser);
    await skippableRetries(page);
    await page.route('**/api/services', (route) => route.abort());
    await navigateInApp(page, '/services');
    await afterRetries(page, () => page.getByText(servicesMessages.empty).isVisible(), true);
    expect(page.consoleErrors.some((e) => e.includes('Failed to load services'))).toBe(true);
  });

  it("answers a missing or malformed id with 'Service not found.'", async () => {
    const page = await visitors.page();
    for (const id of [missingId, 'not-a-service']) {
      await page.goto(`/services/${id}`);
      await h1(page, servicesMessages.notFound).waitFor();
      expect(await page.getByRole('link', { name: 'Back to services' }).getAttribute('href')).toBe('/services');
    }
  });
});

describe('products', () => {
  it('lists products with prices in Canadian dollars, keeping ?agent= on the links', async () => {
    const page = await visitors.page();
    await page.goto('/products?agent=sarahchen');
    await h1(page, pagesMessages.products).waitFor();
    const links = page.getByRole('link', { name: /^View Details/ });
    await links.first().waitFor();
    expect(await links.count()).toBe(5);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/products\/[0-9a-f-]{36}\?agent=sarahchen$/);
    }
    const appraisal = page.getByRole('listitem').filter({ hasText: 'Home Appraisal Service' });
    expect(await appraisal.innerText()).toContain('$349.99');
    const preApproval = page.getByRole('listitem').filter({ hasText: 'Mortgage Pre-Approval' });
    expect(await preApproval.innerText()).toContain('$0.00');
  });

  it("adds the agent's Contact, Email and Call to a product with ?agent=sarahchen", async () => {
    const page = await visitors.page(phone);
    await page.goto('/products?agent=sarahchen');
    await page.getByRole('link', { name: 'View Details: 5-Year Fixed Mortgage' }).click();
    await h1(page, '5-Year Fixed Mortgage').waitFor();
    expect(new URL(page.url()).searchParams.get('agent')).toBe('sarahchen');
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toBe(`/contact?agent=${sarahId}`);
    expect(await page.getByRole('link', { name: 'Email', exact: true }).getAttribute('href')).toBe('mailto:agent@demo.maple.test');
    expect(await page.getByRole('link', { name: 'Call', exact: true }).getAttribute('href')).toBe('tel:4165550147');
    expect(await page.getByText('Lock in your rate and know your payment for the full term.').isVisible()).toBe(true);
    await contact.click();
    await h1(page, 'Contact Sarah Chen').waitFor();
    expect(new URL(page.url()).search).toBe(`?agent=${sarahId}`);
  });

  it('shows no agent buttons without ?agent=, and the price when there is one', async () => {
    const page = await visitors.page();
    await page.goto('/products');
    await page.getByRole('link', { name: 'View Details: Home Appraisal Service' }).click();
    await h1(page, 'Home Appraisal Service').waitFor();
    expect(await page.getByText('$349.99').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Call', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Contact', exact: true }).count()).toBe(0);
  });

  it("answers a missing product with 'Product not found.'", async () => {
    const page = await visitors.page();
    await page.goto(`/products/${missingId}?agent=sarahchen`);
    await h1(page, productsMessages.notFound).waitFor();
    expect(await page.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe('/products?agent=sarahchen');
  });

  it("says 'Failed to fetch products' and shows an empty list when the list fails", async () => {
    const page = await newPage(browser);
    await skippableRetries(page);
    await page.route('**/api/products', (route) => route.abort());
    await navigateInApp(page, '/products');
    await afterRetries(page, () => toast(page, productsMessages.fetchFailed).isVisible(), true);
    expect(await page.getByText(productsMessages.empty).isVisible()).toBe(true);
  });
});

describe('contact page', () => {
  it("is titled 'Contact Sarah Chen' for ?agent=sarahchen or her id, and 'Contact Us' otherwise", async () => {
    const page = await visitors.page();
    await page.goto('/contact?agent=sarahchen');
    await h1(page, 'Contact Sarah Chen').waitFor();
    expect(await page.title()).toMatch(/^Contact Sarah Chen \| /);
    await page.goto(`/contact?agent=${sarahId}`);
    await h1(page, 'Contact Sarah Chen').waitFor();
    expect(await page.getByRole('region', { name: 'Your Broker' }).getByText('Sarah Chen').isVisible()).toBe(true);
    // No agent, an inactive one (Priya Patel) or an unknown one: the plain title, and the team's card
    // with the way to choose an agent.
    for (const query of ['', '?agent=priyapatel', '?agent=nobody']) {
      await page.goto(`/contact${query}`);
      await h1(page, 'Contact Us').waitFor();
      const card = page.getByRole('region', { name: 'Your Broker' });
      await card.getByText('Maple Mortgage Team').waitFor();
      expect(await card.getByRole('link', { name: '416-555-0123' }).getAttribute('href')).toBe('tel:4165550123');
      expect(await card.getByRole('link', { name: 'Choose your agent' }).getAttribute('href')).toBe('/find-broker');
      expect(await card.getByText('Priya Patel').count()).toBe(0);
    }
  });

  it('shows the corporate office from the site settings', async () => {
    const page = await visitors.page();
    await page.goto('/contact');
    const office = page.getByRole('region', { name: 'Corporate Office' });
    await office.getByText('100 Harbourview Way', { exact: false }).waitFor();
    // Derived from the authorized name and licence number (issue 27).
    expect(await office.innerText()).toContain('Maple Mortgage Group Inc., Licence #13579');
    expect(await office.getByRole('link', { name: '416-555-0123' }).getAttribute('href')).toBe('tel:4165550123');
    expect(await office.getByRole('link', { name: '1-888-555-0199' }).getAttribute('href')).toBe('tel:18885550199');
  });
});

describe('static pages', () => {
  it('why-broker: five advantages and a button to the contact page', async () => {
    const page = await visitors.page();
    await page.goto('/why-broker');
    await h1(page, pagesMessages.whyBroker).waitFor();
    for (const name of ['Broader lender access', 'Expert guidance', 'No direct cost to borrowers', 'Efficiency', 'Solutions for diverse borrowers']) {
      expect(await page.getByRole('heading', { level: 3, name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Broker versus bank' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Licensed and regulated' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Connect with a Mortgage Expert' }).click();
    await h1(page, 'Contact Us').waitFor();
  });

  it('app: four features and store buttons that honestly do nothing yet', async () => {
    const page = await visitors.page();
    await page.goto('/app');
    await h1(page, pagesMessages.mobileApp).waitFor();
    for (const name of ['Track your application status', 'Upload documents securely', 'Rate alerts and notifications', 'Chat with a mortgage professional']) {
      expect(await page.getByRole('heading', { level: 3, name }).isVisible(), name).toBe(true);
    }
    for (const name of ['Download on the App Store', 'Get it on Google Play']) {
      const button = page.getByRole('button', { name });
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      // Playwright will not click an aria-disabled control on its own; a person still can.
      await button.click({ force: true });
      expect(new URL(page.url()).pathname).toBe('/app');
    }
    expect(await page.getByText(/Coming soon/).isVisible()).toBe(true);
  });

  it("mortgage-options: 'Your Mortgage Choices' with the spec's claims", async () => {
    const page = await visitors.page();
    await page.goto('/mortgage-options');
    await h1(page, 'Your Mortgage Choices').waitFor();
    const text = await page.locator('main').innerText();
    for (const claim of ['Fixed-rate mortgage', 'Variable-rate mortgage', 'Open or closed', 'HELOC', 'aged 55', 'up to 20%', 'up to 120 days']) {
      expect(text, claim).toContain(claim);
    }
  });

  it("about: the team and the spec's claims, with the brokerage name from /api/site", async () => {
    const page = await visitors.page();
    await page.goto('/about');
    await h1(page, 'About Us').waitFor();
    await page.getByText('Maple Mortgage Group Inc.', { exact: false }).first().waitFor();
    const text = await page.locator('main').innerText();
    for (const claim of ['over 20 years', 'over 15 years of experience', 'over 50 lenders', 'updated daily']) expect(text, claim).toContain(claim);
    const team = page.getByRole('region', { name: 'Meet the team' });
    await team.getByRole('link', { name: 'Sarah Chen' }).waitFor();
    expect(await team.getByRole('link', { name: 'Sarah Chen' }).getAttribute('href')).toBe('/agents/sarahchen');
    expect(await team.getByText('Priya Patel').count()).toBe(0);
  });

  it('have no horizontal scrolling at 375px', async () => {
    const page = await visitors.page(phone);
    const network = networkQuiet(page);
    for (const path of ['/services', '/products', '/contact?agent=sarahchen', '/become-broker', '/newsletter', '/applications', '/why-broker', '/app', '/mortgage-options', '/about']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      // Its images and answers in (nothing in flight, the page idle), as networkidle waited for without its 500 ms.
      await network.quiet();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
