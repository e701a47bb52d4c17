import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInThroughForm } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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

  it('sends an agent away from the console with "Access denied"', async () => {
    const page = await newPage(browser);
    await signInThroughForm(page, 'agent@demo.maple.test');
    await page.waitForURL('**/agent-dashboard');
    await page.goto('/super-admin');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByText('Access denied').first().isVisible()).toBe(true);
  });

  it('sends the super admin away from the agent dashboard with "Access denied"', async () => {
    const page = await newPage(browser);
    await signInThroughForm(page, 'admin@demo.maple.test');
    await page.waitForURL('**/super-admin');
    await page.goto('/agent-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.getByText('Access denied').first().isVisible()).toBe(true);
  });
});
