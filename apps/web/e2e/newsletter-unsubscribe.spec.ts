// Issue 26's first "Done when", in a browser: a visitor subscribes on /newsletter (the form says who
// asks and that consent can be withdrawn), confirms from the mailed link (issue 42, decision 058:
// the page's button, not the link, confirms; the console lists the address as awaiting confirmation
// until then), the welcome mail lands in the outbox with the brokerage's
// identification, the List-Unsubscribe headers and a link; the link's page changes nothing until its
// one button is pressed, with no sign-in; a provider's one-click POST to the header's URL works too;
// the console's Leads tab lists the subscriber as unsubscribed; and the consent record keeps the
// wording version, time, address and page.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterConsentWording } from '@maple/shared/consent-wording';
import { consentsMessages } from '@maple/shared/messages/consents';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { launchBrowser, newPage, signedInPage, toast } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually, slow } from './support/poll.ts';
import { confirmationMailTo, confirmationPath } from './support/subscription-confirmation.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Subscriber = { email: string; status: string; page: string | null; consentedAt: string | null; clientAddress: string | null; wordingVersion: number; withdrawalMethod: string | null };
const subscriberRows = async (email: string) =>
  (await callApi<{ items: Subscriber[] }>(demoSession('admin@demo.maple.test'), 'GET', `/api/admin/subscribers?q=${encodeURIComponent(email)}`)).body.items;

async function subscribe(email: string) {
  const page = await newPage(browser, { viewport: { width: 375, height: 812 } });
  await page.goto('/newsletter');
  const site = (await callApi<{ teamName: string; legalName: string; officeAddress: string }>('', 'GET', '/api/site')).body;
  // Who asks, for what, and that it can be withdrawn, above the button.
  await page.getByText(newsletterConsentWording(site)).waitFor();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await toast(page, subscriptionsMessages.checkInbox).waitFor();
  await page.close();

  // Only the confirmation goes out; the address waits, listed as such, until its owner confirms.
  const confirmation = await confirmationMailTo(email);
  expect(confirmation.headers['list-unsubscribe']).toBeUndefined();
  expect((await subscriberRows(email)).map((row) => row.status)).toEqual(['pending']);
  expect(await outboxMailTo(email, 'welcome')).toBeUndefined();
  const confirmPage = await newPage(browser, { javaScriptEnabled: false });
  await confirmPage.goto(confirmationPath(confirmation));
  await confirmPage.getByRole('heading', { level: 1, name: subscriptionsMessages.confirmTitle }).waitFor();
  // Opening the link (as a mail scanner does) confirmed nothing; the button does.
  expect((await subscriberRows(email)).map((row) => row.status)).toEqual(['pending']);
  await confirmPage.getByRole('button', { name: subscriptionsMessages.confirmButton }).click();
  await confirmPage.getByRole('heading', { level: 1, name: subscriptionsMessages.confirmedTitle }).waitFor();
  await confirmPage.close();
  await eventually(async () => (await outboxMailTo(email, 'welcome')) !== undefined, { message: `no welcome mail to ${email}`, ...slow }).toBe(true);
  return (await outboxMailTo(email, 'welcome'))!;
}

describe('newsletter sign-up and unsubscribe', () => {
  const run = randomUUID().slice(0, 8);

  it('subscribes, mails the welcome, unsubscribes from the link with one click, and the console shows it', async () => {
    const email = `leaving.${run}@example.com`;
    const mail = await subscribe(email);
    expect(mail.text).toContain('Maple Mortgage Group Inc.\nMaple Mortgage Group Inc., Licence #13579\n100 Harbourview Way, Suite 400, Toronto, ON M5J 0A1\n416-555-0123');
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)![0];
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(link).not.toContain(email.split('@')[0]);

    const [record] = await subscriberRows(email);
    expect(record).toMatchObject({ status: 'active', page: '/newsletter', clientAddress: '127.0.0.1' });
    expect(record!.wordingVersion).toBeGreaterThanOrEqual(1);
    expect(Number.isNaN(Date.parse(record!.consentedAt!))).toBe(false);

    // No sign-in, no JavaScript needed: opening the link changes nothing; the button does.
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('heading', { level: 1, name: consentsMessages.unsubscribeTitle }).waitFor();
    expect((await subscriberRows(email))[0]!.status).toBe('active');
    await page.getByRole('button', { name: consentsMessages.unsubscribeButton }).click();
    await page.getByRole('heading', { level: 1, name: consentsMessages.unsubscribedTitle }).waitFor();
    await page.close();
    expect((await subscriberRows(email))[0]).toMatchObject({ status: 'unsubscribed', withdrawalMethod: 'unsubscribe_link' });

    const console = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await console.goto('/super-admin?tab=leads');
    const section = console.getByRole('region', { name: consentsMessages.subscribersTitle });
    await section.getByRole('searchbox', { name: consentsMessages.subscribersSearch }).fill(email);
    const row = section.getByRole('listitem').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain(consentsMessages.statusUnsubscribed);
    await console.close();
  });

  it('takes a mail provider\'s one-click POST to the header\'s URL', async () => {
    const email = `one.click.${run}@example.com`;
    const mail = await subscribe(email);
    const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect((await subscriberRows(email))[0]).toMatchObject({ status: 'unsubscribed', withdrawalMethod: 'one_click' });
  });
});
