import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsMessages } from '@maple/shared/messages/applications';
import { leadsMessages } from '@maple/shared/messages/leads';
import { launchBrowser, newPage, signedInPage, toast } from './support/browser.ts';
import { internalError } from './support/routes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every request this page makes to the staff-only list. */
function watchAdminList(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/applications')) seen.push(request.url());
  });
  return seen;
}

const recentHeading = (page: Page) => page.getByRole('heading', { name: applicationsMessages.recentTitle });

describe('/applications (ARCHITECTURE §8: the recent-applications list is for signed-in staff only)', () => {
  it('shows an anonymous visitor the form and no list, and never asks for it', async () => {
    const page = await newPage(browser);
    const requests = watchAdminList(page);
    await page.goto('/applications');
    await page.getByRole('heading', { level: 1, name: 'Apply for a Mortgage' }).waitFor();
    await page.getByRole('form', { name: 'Apply for a Mortgage' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await recentHeading(page).count()).toBe(0);
    expect(await page.getByText('Hannah Lee').count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('shows an agent no list either', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test');
    const requests = watchAdminList(page);
    await page.goto('/applications');
    await page.getByRole('form', { name: 'Apply for a Mortgage' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await recentHeading(page).count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('shows the super admin the recent applications with name, email, amount, agent and date', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 375, height: 800 } });
    const requests = watchAdminList(page);
    await page.goto('/applications');
    await recentHeading(page).waitFor();
    const list = page.getByRole('list', { name: applicationsMessages.recentTitle });
    const hannah = list.getByRole('listitem').filter({ hasText: 'Hannah Lee' });
    await hannah.waitFor();
    const text = await hannah.innerText();
    for (const part of ['hannah.lee@example.com', '$420,000', 'Sarah Chen']) expect(text, part).toContain(part);
    expect(await hannah.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(requests.length).toBeGreaterThan(0);
    // The form is there for staff too.
    expect(await page.getByRole('form', { name: 'Apply for a Mortgage' }).isVisible()).toBe(true);
  });

  it("says 'Failed to load applications' when the list cannot be loaded", async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test');
    await page.route('**/api/admin/applications', internalError);
    await page.goto('/applications');
    await toast(page, leadsMessages.applicationsLoadFailed).waitFor();
  });
});
