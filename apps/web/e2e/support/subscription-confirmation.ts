import type { Browser } from 'playwright-core';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { newPage } from './browser.ts';
import { outboxMailTo, type OutboxMail } from './outbox.ts';
import { eventually, slow } from './poll.ts';

/** The confirmation mail a sign-up sends (decision 058), once the server's queue has written it. */
export async function confirmationMailTo(address: string): Promise<OutboxMail> {
  await eventually(async () => (await outboxMailTo(address, 'confirm')) !== undefined, { message: `no confirmation mail to ${address}`, ...slow }).toBe(true);
  return (await outboxMailTo(address, 'confirm'))!;
}

/** The link in a confirmation mail, as a path on the server under test. */
export const confirmationPath = (mail: OutboxMail) => {
  const url = new URL(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(mail.text)![0]);
  return url.pathname + url.search;
};

/** What the address's owner does: opens the mailed link (no JavaScript needed) and presses Confirm. */
export async function confirmSubscription(browser: Browser, address: string): Promise<void> {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(confirmationPath(await confirmationMailTo(address)));
  await page.getByRole('button', { name: subscriptionsMessages.confirmButton }).click();
  await page.getByRole('heading', { level: 1, name: subscriptionsMessages.confirmedTitle }).waitFor();
  await page.close();
}
