import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signedInPage, signInThroughForm, submitSignInForm } from './support/browser.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { callApi } from './support/content-api.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The tabs that show the agent's own records.
const dashboardTabs = ['Documents', 'Blog Posts', 'Testimonials', 'Leads', 'Profile'];

/** Signs in on the /auth page the tab is already on: no reload, so the app's memory survives. */
async function signInAgain(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await submitSignInForm(page, email);
  await page.waitForURL('**/agent-dashboard');
}

describe('sign-in', () => {
  it('lands the super admin on the console, and Logout signs out', async () => {
    const page = await newPage(browser);
    await signInThroughForm(page, 'admin@demo.maple.test');
    await page.waitForURL('**/super-admin');
    await eventually(() => page.getByRole('navigation', { name: 'Console sections' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Login successful!').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/super-admin');
    await page.waitForURL('**/auth');
  });

  it.each(['agent@demo.maple.test', 'agent2@demo.maple.test'])('lands %s on the agent dashboard', async (email) => {
    const page = await newPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL('**/agent-dashboard');
    await eventually(() => page.getByRole('tablist', { name: 'Dashboard sections' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(10);
    const viewMyPage = page.getByRole('link', { name: /View My Page/ });
    expect(await viewMyPage.getAttribute('href')).toBe(email === 'agent@demo.maple.test' ? '/agents/sarahchen' : '/agents/marcgagnon');
  });

  it("forgets the first agent on Logout: a second agent signing in in the same tab sees none of the first's data", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    // Each tab's answers in: nothing in flight and the page idle (support/network-quiet.ts), networkidle without its 500 ms.
    const { quiet } = networkQuiet(page);
    await signInThroughForm(page, 'agent@demo.maple.test');
    await page.waitForURL('**/agent-dashboard');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).isVisible()).toBe(true);
    // Her own records, cached by the tabs she opens: profile, documents, posts, testimonials, leads.
    for (const tab of dashboardTabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await quiet();
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');

    // The same tab, no reload: whatever the app kept in memory is still there unless it forgot it.
    await signInAgain(page, 'agent2@demo.maple.test');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Marc Gagnon' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Marc Gagnon');
    expect(await page.getByRole('link', { name: /View My Page/ }).getAttribute('href')).toBe('/agents/marcgagnon');
    for (const tab of dashboardTabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await quiet();
      expect(await page.getByText(/Sarah Chen|sarahchen/).count(), `${tab} tab`).toBe(0);
    }
  });

  it('forgets the agent when the session ends elsewhere: the next request answers 401 and the tab goes to sign-in', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInThroughForm(page, 'agent@demo.maple.test');
    await page.waitForURL('**/agent-dashboard');
    await eventually(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Sarah Chen');
    // The session ends outside this tab (another tab's Logout, an expiry).
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await callApi(cookie, 'POST', '/api/auth/sign-out', {})).status).toBe(200);

    await page.getByRole('tab', { name: 'Analytics', exact: true }).click();
    await page.waitForURL('**/auth');
    await signInAgain(page, 'agent2@demo.maple.test');
    await eventually(() => page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Marc Gagnon');
    expect(await page.getByText(/Sarah Chen|sarahchen/).count()).toBe(0);
  });

  it('shows the spec\'s message for a wrong password and stays on /auth', async () => {
    const page = await newPage(browser);
    await signInThroughForm(page, 'agent@demo.maple.test', 'wrong-password');
    await eventually(() => page.getByRole('alert').textContent()).toContain('Invalid email or password. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('signs in from the header dialog too', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').fill('agent@demo.maple.test');
    await dialog.getByLabel('Password').fill('demo-password-2026');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/agent-dashboard');
  });
});

describe('guards', () => {
  it.each(['/super-admin', '/agent-dashboard'])('sends a visitor without a session from %s to /auth', async (path) => {
    const page = await newPage(browser);
    await page.goto(path);
    await page.waitForURL('**/auth');
    await eventually(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
  });

  // The guards' tests start signed in by the run's session cookies: signing in is what the tests above prove.
  it('sends an agent away from the console with "Access denied"', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test');
    await page.goto('/super-admin');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByText('Access denied').first().isVisible()).toBe(true);
  });

  it('sends the super admin away from the agent dashboard with "Access denied"', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test');
    await page.goto('/agent-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByText('Access denied').first().isVisible()).toBe(true);
  });
});
