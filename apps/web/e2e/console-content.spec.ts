// The console's Testimonials and Blog tabs, end to end: what the super admin does there shows on
// the public site. axe here covers the states no other spec reaches (the edit dialog stacked on a
// phone with typed French, the new post with its live preview); the tabs' lists are axed by
// back-office-fits at 1280 and 375 px, their empty add, approve and delete dialogs by
// back-office-dialogs.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingualContentMessages } from '@maple/shared/messages/bilingual-content';
import { blogMessages } from '@maple/shared/messages/blog';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { testimonialsMessages } from '@maple/shared/messages/testimonials';
import { unsavedMessages } from '@maple/shared/messages/unsaved';
import { baseUrl, launchBrowser, signedInPage, toast, type TestPage } from './support/browser.ts';
import { callApi, removeContent, signInAs } from './support/content-api.ts';
import { eventually } from './support/poll.ts';
import { axeViolations } from './support/axe.ts';
import { navigateInApp } from './support/in-app-navigation.ts';

let browser: Browser;
let adminCookie: string;
const postTitle = 'Console E2E: Spring Rate Watch';
const adminClient = 'Console E2E Home Client';
const agentClient = 'Console E2E Agent Client';

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAs('admin@demo.maple.test');
});
afterAll(async () => {
  await removeContent(adminCookie, { postTitles: [postTitle], clientNames: [adminClient, agentClient] });
  await browser.close();
});

/**
 * The file's one console page: loaded once, then each test opens its tab as the tab's link does
 * (the checks are about the tabs, not about loading the console).
 */
let consolePage: TestPage | undefined;
async function openConsoleTab(tab: string) {
  if (!consolePage) {
    consolePage = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await consolePage.goto(`/super-admin?tab=${tab}`);
  } else {
    await consolePage.setViewportSize({ width: 1280, height: 900 });
    await navigateInApp(consolePage, `/super-admin?tab=${tab}`);
  }
  return consolePage;
}

describe('console testimonials', () => {
  it('adds a testimonial that shows on the home page, and approves an agent’s that shows on their profile', async () => {
    const sarah = await signInAs('agent@demo.maple.test');
    expect((await callApi(sarah, 'POST', '/api/me/testimonials', { clientName: agentClient, content: 'Sarah made it easy.', rating: 5 })).status).toBe(201);

    const page = await openConsoleTab('testimonials');
    const list = page.getByRole('list', { name: testimonialsMessages.listLabel });
    await list.waitFor();

    await page.getByRole('button', { name: testimonialsMessages.addTestimonial }).click();
    const dialog = page.getByRole('dialog', { name: testimonialsMessages.addTestimonial });
    await dialog.waitFor();
    await dialog.getByLabel(testimonialsMessages.clientName).fill(adminClient);
    await dialog.getByLabel(testimonialsMessages.content, { exact: true }).fill('The whole team was wonderful.');
    expect(await dialog.getByLabel(testimonialsMessages.rating).inputValue()).toBe('5');
    // Saved approved, so the author's permission is asked for first (issue 27), then recorded.
    await dialog.getByRole('button', { name: testimonialsMessages.save }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(testimonialsMessages.permission.required);
    await dialog.getByLabel(testimonialsMessages.permission.method).selectOption('written');
    await dialog.getByLabel(testimonialsMessages.permission.grantedAt).fill('2026-01-15');
    await dialog.getByRole('button', { name: testimonialsMessages.save }).click();
    await toast(page, testimonialsMessages.added).waitFor();
    const mine = list.getByRole('listitem').filter({ hasText: adminClient });
    await mine.waitFor();
    expect(await mine.getByText(testimonialsMessages.statusApproved, { exact: true }).isVisible()).toBe(true);
    // The author sees Edit on their own; nobody approves an admin-written one.
    expect(await mine.getByRole('button', { name: testimonialsMessages.edit }).isVisible()).toBe(true);
    expect(await mine.getByRole('button', { name: testimonialsMessages.unapprove }).count()).toBe(0);

    const agents = list.getByRole('listitem').filter({ hasText: agentClient });
    expect(await agents.getByText(testimonialsMessages.statusPending, { exact: true }).isVisible()).toBe(true);
    expect(await agents.getByRole('button', { name: testimonialsMessages.edit }).count()).toBe(0);
    // No permission on record: the list flags it, and approving asks for it (an empty one is refused).
    expect(await agents.getByText(testimonialsMessages.permission.missingBadge).isVisible()).toBe(true);
    await agents.getByRole('button', { name: testimonialsMessages.approve }).click();
    const approve = page.getByRole('dialog', { name: fillMessage(testimonialsMessages.permission.approveTitle, { name: agentClient }) });
    await approve.waitFor();
    await approve.getByRole('button', { name: testimonialsMessages.permission.approveWithPermission }).click();
    await eventually(() => approve.getByRole('alert').textContent()).toBe(testimonialsMessages.permission.required);
    await approve.getByLabel(testimonialsMessages.permission.method).selectOption('email');
    await approve.getByLabel(testimonialsMessages.permission.grantedAt).fill('2026-01-20');
    await approve.getByLabel(testimonialsMessages.permission.relationship).selectOption('rewarded');
    await approve.getByRole('button', { name: testimonialsMessages.permission.approveWithPermission }).click();
    await toast(page, testimonialsMessages.approved).waitFor();
    await eventually(() => agents.getByText(testimonialsMessages.statusApproved, { exact: true }).isVisible()).toBe(true);

    // The public pages opened from the loaded app, as its links do; each read once the console's
    // list (which names both clients too) has given way to the page.
    await navigateInApp(page, '/');
    await list.waitFor({ state: 'detached' });
    await eventually(() => page.getByText(adminClient).isVisible()).toBe(true);
    await navigateInApp(page, '/agents/sarahchen');
    await page.getByRole('heading', { level: 1, name: 'Sarah Chen' }).waitFor();
    await eventually(() => page.getByText(agentClient).isVisible()).toBe(true);
    // The disclosed reward shows on the public card.
    expect(await page.getByRole('figure').filter({ hasText: agentClient }).getByText(testimonialsMessages.disclosure.rewarded).isVisible()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('console blog', () => {
  it('edits a post in English and French side by side (stacked on a phone, typed words kept), and the French flag goes once the French is written', async () => {
    const frenchBody = { titleFr: null, excerptFr: null, contentFr: null };
    const found = await callApi<{ items: { id: string; slugFr: string | null }[] }>(adminCookie, 'GET', '/api/admin/blog-posts?q=Five%20Questions');
    const postId = found.body.items[0]!.id;
    try {
      const page = await openConsoleTab('blog');
      const row = page.getByRole('listitem').filter({ hasText: 'Five Questions to Ask Before You Refinance' });
      await row.getByText(bilingualContentMessages.missingFrench, { exact: true }).waitFor();
      await row.getByRole('button', { name: blogMessages.edit }).click();
      const edit = page.getByRole('dialog', { name: blogMessages.editPost });
      await edit.waitFor();
      const english = edit.getByLabel(blogMessages.title, { exact: true });
      // The French fields are marked optional, which their names end with.
      const french = edit.getByLabel(fillMessage(bilingualContentMessages.frenchField, { field: blogMessages.title }));
      // Two columns from 1024 px: the French title beside the English one.
      const [en, fr] = [await english.boundingBox(), await french.boundingBox()];
      // Side by side: the same row (the French heading's hint sits above its fields), the French on the right.
      expect(Math.abs(en!.y - fr!.y)).toBeLessThan(40);
      expect(fr!.x).toBeGreaterThan(en!.x + en!.width);
      await french.fill('Cinq questions à poser avant de refinancer');
      await edit.getByLabel(fillMessage(bilingualContentMessages.frenchField, { field: blogMessages.content })).fill('Quelle est ma pénalité de remboursement anticipé?');
      // On a phone, one above the other; what was typed stays, and the focus stays in the dialog.
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(async () => (await french.boundingBox())!.y > (await english.boundingBox())!.y).toBe(true);
      expect(await french.inputValue()).toBe('Cinq questions à poser avant de refinancer');
      expect(await edit.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await edit.getByRole('button', { name: blogMessages.saveChanges }).click();
      await toast(page, blogMessages.updated).waitFor();
      await eventually(() => row.getByText(bilingualContentMessages.missingFrench, { exact: true }).count()).toBe(0);
      const read = await page.request.get('/api/blog/cinq-questions-a-poser-avant-de-refinancer', { headers: { 'X-Maple-Language': 'fr' } });
      expect(read.status()).toBe(200);
    } finally {
      await callApi(adminCookie, 'PATCH', `/api/admin/blog-posts/${postId}`, frenchBody);
    }
  });

  it('writes a post in Markdown with a live preview, publishes it and it reads at /blog/{slug}; then deletes it after confirming', async () => {
    const page = await openConsoleTab('blog');
    await page.getByRole('list', { name: blogMessages.listLabel }).waitFor();

    await page.getByRole('button', { name: blogMessages.newPost }).click();
    const dialog = page.getByRole('dialog', { name: blogMessages.newPost });
    await dialog.waitFor();
    await dialog.getByLabel(blogMessages.title, { exact: true }).fill(postTitle);
    expect(await dialog.getByLabel(blogMessages.slug, { exact: true }).inputValue()).toBe('console-e2e-spring-rate-watch');
    await dialog.getByLabel(blogMessages.excerpt, { exact: true }).fill('What to watch this spring.');
    await dialog.getByLabel(blogMessages.content, { exact: true }).fill('## Watch the bond market\n\nFixed rates follow **bond yields**.\n\n- Five-year\n- Three-year');
    const preview = dialog.getByRole('region', { name: blogMessages.preview });
    await eventually(() => preview.getByRole('heading', { name: 'Watch the bond market' }).isVisible()).toBe(true);
    expect(await preview.locator('strong').textContent()).toBe('bond yields');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: blogMessages.createPost }).click();
    await toast(page, blogMessages.created).waitFor();

    const row = page.getByRole('listitem').filter({ hasText: postTitle });
    await row.getByText(blogMessages.statusDraft, { exact: true }).waitFor();
    expect((await page.request.get('/api/blog/console-e2e-spring-rate-watch')).status()).toBe(404);
    await row.getByRole('button', { name: blogMessages.publish, exact: true }).click();
    await toast(page, blogMessages.published).waitFor();
    await row.getByText(blogMessages.statusPublished, { exact: true }).waitFor();

    // A visitor without a session reads it: the page as served (rendered on the server), which is
    // all a reader's browser needs to show it.
    const served = await fetch(`${baseUrl()}/blog/console-e2e-spring-rate-watch`);
    expect(served.status).toBe(200);
    const html = await served.text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${postTitle}</h1>`));
    expect(article).toMatch(/<h3[^>]*>Watch the bond market<\/h3>/);
    expect(html).toMatch(/>Admin</);
    expect([...article.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((li) => li[1])).toEqual(['Five-year', 'Three-year']);

    // Edit opens on the post as stored; its slug no longer follows the title; closing over typed edits asks first.
    await row.getByRole('button', { name: blogMessages.edit }).click();
    const edit = page.getByRole('dialog', { name: blogMessages.editPost });
    await edit.waitFor();
    expect(await edit.getByLabel(blogMessages.excerpt, { exact: true }).inputValue()).toBe('What to watch this spring.');
    await edit.getByLabel(blogMessages.title, { exact: true }).fill(`${postTitle} (edited)`);
    expect(await edit.getByLabel(blogMessages.slug, { exact: true }).inputValue()).toBe('console-e2e-spring-rate-watch');
    await edit.getByRole('button', { name: blogMessages.cancel }).click();
    const discard = page.getByRole('alertdialog', { name: unsavedMessages.title });
    await discard.getByRole('button', { name: unsavedMessages.discard }).click();
    await eventually(() => edit.count()).toBe(0);

    await row.getByRole('button', { name: blogMessages.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: blogMessages.confirmDeleteTitle });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: blogMessages.delete }).click();
    await toast(page, blogMessages.deleted).waitFor();
    await eventually(() => row.count()).toBe(0);
    expect((await page.request.get('/api/blog/console-e2e-spring-rate-watch')).status()).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });
});
