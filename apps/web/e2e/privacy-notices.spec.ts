// Issue 26, items 1 and 2: each of the five lead forms and the chat says why it asks and who
// receives the answer, with a working link to /privacy; /privacy reads without JavaScript and names
// only the outside services the server was started with.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLauncherMessages } from '@maple/shared/messages/chat-launcher';
import { privacyNoticesMessages as n, type PrivacyNoticeForm } from '@maple/shared/messages/privacy-notices';
import { defaultPolicyText } from '@maple/shared/messages/privacy-policy';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { startApp, stopApp, waitUntilHealthy, type AppProcess } from './support/app-process.ts';
import { migratedDataDir } from './support/migrated-data-dir.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/poll.ts';
import { pagePool } from './support/page-pool.ts';

let browser: Browser;
/**
 * The last describe's own app (a mail provider and an AI model configured) boots from the start of
 * the file, while the browser tests run against the shared app: its start is mostly waiting.
 */
let configuredApp: Promise<AppProcess>;
beforeAll(async () => {
  configuredApp = startApp({ dataDir: migratedDataDir(), env: { SMTP_URL: 'smtp://mailer:secret@localhost:2525', CHAT_MODEL_URL: 'http://127.0.0.1:9/v1', CHAT_MODEL: 'e2e-model' } });
  // Neither is reached here: the policy and the chat's notice depend on the configuration alone.
  configuredApp.catch(() => undefined);
  browser = await launchBrowser();
});
// The tests on the shared app share a visitor page per viewport (support/page-pool.ts); each starts with a full load.
const visitors = pagePool(() => browser);
afterAll(async () => {
  await visitors.close();
  await browser.close();
  await stopApp(await configuredApp);
});

const policyLinkName = `${n.policyLink} ${n.newTab}`;

/** The link opens the policy beside the form, which keeps what was typed; the new tab shows it. */
async function opensThePolicy(page: Page, scope: Locator): Promise<void> {
  const link = scope.getByRole('link', { name: policyLinkName });
  expect(await link.getAttribute('href')).toBe('/privacy');
  const [policy] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await policy.waitForLoadState();
  expect(new URL(policy.url()).pathname).toBe('/privacy');
  await eventually(() => policy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).isVisible()).toBe(true);
  expect(await policy.getByText('Priya Natarajan is our privacy officer').isVisible()).toBe(true);
  await policy.close();
}

/** The notice sits in the form, next to its submit button, and says the form's own words. */
async function noticeOf(form: Locator, which: PrivacyNoticeForm, submit: string): Promise<Locator> {
  const notice = form.locator(`[data-privacy-notice="${which}"]`);
  await eventually(() => notice.isVisible()).toBe(true);
  expect((await notice.innerText()).replace(/\s+/g, ' ')).toBe(`${n.forms[which]} ${n.policyLink} ${n.newTab}`);
  const [noticeBox, buttonBox] = await Promise.all([notice.boundingBox(), form.getByRole('button', { name: submit }).boundingBox()]);
  // Within a few lines of the button: just above it, or (the newsletter's one-line form) just below.
  expect(Math.abs(noticeBox!.y - buttonBox!.y)).toBeLessThan(140);
  return notice;
}

describe('privacy notices where data is collected', () => {
  const formWith = (page: Page, submit: string) => page.locator('form').filter({ has: page.getByRole('button', { name: submit }) });
  const forms: { which: PrivacyNoticeForm; path: string; submit: string; form: (page: Page, submit: string) => Locator }[] = [
    { which: 'contact', path: '/contact', submit: 'Send Message', form: formWith },
    { which: 'application', path: '/applications', submit: 'Submit Application', form: formWith },
    { which: 'becomeBroker', path: '/become-broker', submit: 'Submit Application', form: formWith },
    // The newsletter's form is one field and its button; the notice is right below them, in the same card.
    { which: 'newsletter', path: '/newsletter', submit: 'Subscribe Now', form: (page) => page.locator('main') },
  ];

  for (const { which, path, submit, form } of forms) {
    it(`${path}: the notice beside the button, and the policy a click away`, async () => {
      const page = await visitors.page({ viewport: { width: 1280, height: 900 } });
      await page.goto(path);
      const notice = await noticeOf(form(page, submit), which, submit);
      await opensThePolicy(page, notice);
      // /applications asks who is signed in (the super admin sees recent applications): a visitor's 401 is that answer.
      expect(page.consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    });
  }

  it('the quote dialog: the notice above its button, on a phone too', async () => {
    const page = await visitors.page({ viewport: { width: 375, height: 800 } });
    await page.goto('/calculators');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    const notice = await noticeOf(dialog, 'quote', 'Request My Quote');
    await notice.scrollIntoViewIfNeeded();
    await opensThePolicy(page, notice);
    expect(page.consoleErrors).toEqual([]);
  });

  it('the chat: before the first message, an automated assistant, no outside AI named when none is configured, and the policy', async () => {
    // A page of its own: the launcher hides while the page scrolls down, and the tab's scroll state is kept across loads.
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto('/');
    await page.getByRole('button', { name: chatLauncherMessages.launcher }).click();
    const dialog = page.getByRole('dialog', { name: 'Maple Mortgage Assistant' });
    const notice = dialog.locator('[data-privacy-notice="chat"]');
    await eventually(() => notice.isVisible()).toBe(true);
    const text = await notice.innerText();
    expect(text).toContain(n.chat.automated);
    expect(text).toContain(n.chat.followUp);
    expect(text).not.toContain(n.chat.outsideService);
    // Before the greeting, the first message.
    expect(await dialog.getByRole('log').innerText()).toMatch(new RegExp(`^${n.chat.automated}[\\s\\S]*Hi! I'm Maple Mortgage Assistant`));
    await opensThePolicy(page, notice);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('/privacy', () => {
  it('carries the policy in the served HTML', async () => {
    const { markdown, updatedAt } = (await (await fetch(`${baseUrl()}/api/privacy-policy`)).json()) as { markdown: string; updatedAt: string };
    const served = await (await fetch(`${baseUrl()}/privacy`)).text();
    const root = served.slice(served.indexOf('<div id="root">'), served.indexOf('<script type="application/json" id="maple-data">'));
    const text = root.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    // The intro paragraph and every section heading, as written in the Markdown.
    expect(text).toContain(markdown.split('\n\n')[0]);
    for (const heading of markdown.match(/^# .+$/gm)!) expect(text).toContain(heading.slice(2));
    expect(root).toMatch(new RegExp(`<time datetime="${updatedAt}"`, 'i'));
  });

  it('reads without JavaScript: the policy, its date, the officer; linked from the footer', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await page.goto('/privacy');
    expect(await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    for (const heading of [defaultPolicyText.whoHeading, defaultPolicyText.collectHeading, defaultPolicyText.keepHeading, defaultPolicyText.rightsHeading]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByText(defaultPolicyText.processorsNone).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'privacy@demo.maple.test' }).first().getAttribute('href')).toBe('mailto:privacy@demo.maple.test');
    expect(await page.title()).toBe('Privacy Policy | Maple Mortgage Team');
    const footerLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' });
    expect(await footerLink.getAttribute('href')).toBe('/privacy');
    await page.context().close();
  });

  it('is accessible, and the footer link reaches it from any page', async () => {
    const page = await visitors.page({ viewport: { width: 1280, height: 900 } });
    await page.goto('/rates');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/privacy');
    await eventually(() => page.getByText('Priya Natarajan is our privacy officer').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('a server started with a mail provider and an AI model', () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await configuredApp;
    await waitUntilHealthy(app);
  }, 120_000);

  it('names them in the served policy, and the chat says an outside AI service reads the messages', async () => {
    const served = await (await fetch(`${app.url}/privacy`)).text();
    expect(served).toContain('Email delivery, by localhost:');
    expect(served).toContain('An AI service, at 127.0.0.1:');
    expect(served).not.toContain('secret');
    expect(served).not.toContain(defaultPolicyText.processorsNone);
    // The run's own server has neither.
    const plain = await (await fetch(`${baseUrl()}/privacy`)).text();
    expect(plain).not.toContain('Email delivery, by');
    expect(plain).not.toContain('An AI service, at');

    const page = await newPage(browser, { baseURL: app.url, viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await page.getByRole('button', { name: chatLauncherMessages.launcher }).click();
    const notice = page.getByRole('dialog').locator('[data-privacy-notice="chat"]');
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(n.chat.outsideService);
    // That a service is involved, never where: the host is not in what the browser was sent.
    expect(await page.content()).not.toContain('127.0.0.1:9');
  });
});
