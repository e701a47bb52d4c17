// The agent dashboard's Blog Posts, Documents and Testimonials tabs, end to end, as the demo agent.
// axe here: the new post dialog as filled in, and one whole page (the Testimonials tab at 1280 px).
// The Blog Posts and Documents tabs are axed by back-office-fits (main, 1280 and 375 px), the whole
// dashboard at 375 px by back-office-on-a-phone, the document's delete question by
// back-office-dialogs (1280 and 375 px).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@maple/shared/messages/blog';
import { documentsMessages } from '@maple/shared/messages/documents';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { launchBrowser, signedInPage, toast, type DemoAccount, type TestPage } from './support/browser.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { navigateInApp as openInSite } from './support/routes.ts';
import { removeContent, signInAs } from './support/content-api.ts';
import { eventually } from './support/poll.ts';
import { axeViolations } from './support/axe.ts';

let browser: Browser;
const postTitle = 'Dashboard E2E: First-Time Buyer Checklist';
const clientName = 'Dashboard E2E Client';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await removeContent(await signInAs('admin@demo.maple.test'), { postTitles: [postTitle], clientNames: [clientName] });
  await browser.close();
});

async function openDashboardTab(tab: string, email: DemoAccount = 'agent@demo.maple.test', viewport = { width: 1280, height: 900 }) {
  const page = await signedInPage(browser, email, { viewport, acceptDownloads: true });
  await page.goto(`/agent-dashboard?tab=${tab}`);
  return page;
}

/**
 * The demo agent's one page for the file: loaded once, then each test opens its tab in place, as
 * the tab's link does, at its own width (the checks are about the tabs, not about loading them).
 */
let sarahPage: TestPage | undefined;
async function openSarahTab(tab: string, viewport = { width: 1280, height: 900 }) {
  if (!sarahPage) return (sarahPage = await openDashboardTab(tab, 'agent@demo.maple.test', viewport));
  await sarahPage.setViewportSize(viewport);
  await navigateInApp(sarahPage, `/agent-dashboard?tab=${tab}`);
  return sarahPage;
}

describe('dashboard blog posts', () => {
  it("writes a post with 'Publish immediately' and it reads on /blog", async () => {
    const page = await openSarahTab('blog-posts');
    await page.getByRole('button', { name: blogMessages.newPost }).waitFor();
    await eventually(() => page.getByRole('list', { name: blogMessages.listLabel }).or(page.getByText(blogMessages.listEmpty)).isVisible()).toBe(true);

    await page.getByRole('button', { name: blogMessages.newPost }).click();
    const dialog = page.getByRole('dialog', { name: blogMessages.newPost });
    await dialog.waitFor();
    // The dashboard sets no slug and no author; the excerpt is optional.
    expect(await dialog.getByLabel(blogMessages.slug, { exact: true }).count()).toBe(0);
    await dialog.getByLabel(blogMessages.title, { exact: true }).fill(postTitle);
    await dialog.getByLabel(blogMessages.content, { exact: true }).fill('Get **pre-approved** first.\n\n1. Save for closing costs\n2. Compare lenders');
    await dialog.getByLabel(blogMessages.publishImmediately).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: blogMessages.createPost }).click();
    await toast(page, blogMessages.created).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: postTitle });
    await row.getByText(blogMessages.statusPublished, { exact: true }).waitFor();
    // Publishing afterwards is the console's.
    expect(await row.getByRole('button', { name: blogMessages.unpublish }).count()).toBe(0);

    // Opened as the site's links do; routes.ts's navigateInApp waits for the blog's own heading.
    await openInSite(page, '/blog');
    await page.getByRole('link', { name: postTitle }).click();
    await page.waitForURL('**/blog/dashboard-e2e-first-time-buyer-checklist');
    await eventually(() => page.getByRole('heading', { level: 1, name: postTitle }).isVisible()).toBe(true);
    expect(await page.locator('article strong').textContent()).toBe('pre-approved');
    expect(await page.getByRole('link', { name: 'Sarah Chen' }).first().isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('dashboard documents', () => {
  it('uploads a PDF as a certificate, downloads it, and the second agent cannot; then deletes it after confirming', async () => {
    const page = await openSarahTab('documents', { width: 375, height: 800 });
    await page.getByRole('button', { name: /Choose file/ }).waitFor();
    await eventually(() => page.getByRole('list', { name: documentsMessages.listLabel }).or(page.getByText(documentsMessages.empty)).isVisible()).toBe(true);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page.getByLabel(documentsMessages.uploadLabel, { exact: true }).setInputFiles({ name: 'E2E Licence.pdf', mimeType: 'application/pdf', buffer: pdf });
    await toast(page, documentsMessages.uploaded).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'E2E Licence.pdf' }).first();
    await row.waitFor();
    expect(await row.getByText(documentsMessages.certificate, { exact: true }).isVisible()).toBe(true);
    expect(await row.innerText()).toMatch(/\d+ B/);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toBe('E2E Licence.pdf');
    const href = (await row.getByRole('link', { name: /Download/ }).getAttribute('href'))!;

    const marc = await openDashboardTab('documents', 'agent2@demo.maple.test');
    const refused = await marc.request.get(href);
    expect(refused.status()).toBe(404);
    await eventually(() => marc.getByRole('list', { name: documentsMessages.listLabel }).or(marc.getByText(documentsMessages.empty)).isVisible()).toBe(true);
    expect(await marc.getByText('E2E Licence.pdf').count()).toBe(0);

    await row.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: documentsMessages.confirmDeleteTitle });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: documentsMessages.delete }).click();
    await toast(page, documentsMessages.deleted).waitFor();
    expect((await page.request.get(href)).status()).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('dashboard testimonials', () => {
  it('submits a testimonial and sees it pending', async () => {
    const page = await openSarahTab('testimonials');
    await page.getByRole('heading', { name: testimonialsMessages.myListTitle }).waitFor();
    await eventually(() => page.getByRole('list', { name: testimonialsMessages.myListTitle }).or(page.getByText(testimonialsMessages.myEmpty)).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(testimonialsMessages.clientName).fill(clientName);
    await page.getByRole('textbox', { name: testimonialsMessages.content, exact: true }).fill('Sarah answered every question.');
    await page.getByLabel(testimonialsMessages.rating).selectOption('4');
    await page.getByRole('button', { name: testimonialsMessages.submitTestimonial }).click();
    await toast(page, testimonialsMessages.submitted).waitFor();
    const row = page.getByRole('list', { name: testimonialsMessages.myListTitle }).getByRole('listitem').filter({ hasText: clientName });
    await row.waitFor();
    // Sent: the form starts empty again for the next one.
    expect(await page.getByLabel(testimonialsMessages.clientName).inputValue()).toBe('');
    expect(await page.getByLabel(testimonialsMessages.rating).inputValue()).toBe('5');
    expect(await row.getByText(testimonialsMessages.statusPending, { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('img', { name: /4 out of 5/ }).isVisible()).toBe(true);
    // Pending: not on the public profile.
    const profile = await (await page.request.get('/api/agents/sarahchen')).text();
    expect(profile).not.toContain(clientName);
    expect(page.consoleErrors).toEqual([]);
  });
});
