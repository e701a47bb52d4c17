// The console's Integrations tab, end to end: the super admin adds a webhook pointing at a receiver
// this spec serves on 127.0.0.1 (the app runs with FETCH_ALLOW_PRIVATE=true), a visitor's
// newsletter sign-up reaches it signed with the secret shown once, the delivery log shows it, a
// test event follows, and the webhook is deleted. Every webhook made here is removed afterwards:
// the other specs share this app, and their leads must not be sent anywhere. The edit dialog is
// axed by back-office-dialogs (1280 and 375 px); the list with a webhook is axed here at 375 px.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { webhooksMessages as m } from '@maple/shared/messages/webhooks';
import { launchBrowser, newPage, signedInPage, toast, type TestPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/poll.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { confirmSubscription } from './support/subscription-confirmation.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

let browser: Browser;
let page: TestPage;
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  // A CRM's endpoint: records every POST as it came (headers, raw body) and answers 200.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
  await page.goto('/super-admin?tab=integrations');
});

afterAll(async () => {
  // Whatever a failed run left behind must not send the next specs' leads to a closed port.
  const left = (await api<{ items: { id: string; url: string }[] }>('GET', '/api/admin/webhooks?pageSize=100')).items;
  for (const webhook of left.filter((w) => w.url.startsWith(receiverUrl))) await api('DELETE', `/api/admin/webhooks/${webhook.id}`);
  await browser.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A signed-in call from the page itself (same origin, the session cookie). */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return res.status === 204 ? null : res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

async function expectNoAxeViolations() {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The Integrations tab: opened in place when the page shows another one, as the tab's link does
 * (the file's page starts on it, and the tests leave it there); `fresh` loads it anew, for a list
 * changed behind the page's back.
 */
async function openTab({ fresh = false } = {}) {
  if (fresh) await page.goto('/super-admin?tab=integrations');
  else if (new URL(page.url()).searchParams.get('tab') !== 'integrations') await navigateInApp(page, '/super-admin?tab=integrations');
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Integrations' }).isVisible()).toBe(true);
  await eventually(() => page.getByRole('button', { name: m.add }).isVisible()).toBe(true);
}

/** `t=<unix>,v1=<hex>` checked as a receiver would: HMAC-SHA256 of `${t}.${rawBody}` with the secret, and a recent t. */
function expectSigned(request: Received, secret: string) {
  const header = String(request.headers['maple-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, t, v1] = match!;
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${request.body}`).digest('hex'));
  expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
}

const postsOf = (event: string) => received.filter((r) => r.headers['maple-event'] === event);

describe('console: integrations (webhooks)', () => {
  const hookUrl = () => `${receiverUrl}/hooks/maple-${run}`;
  let secret = '';

  it('adds a webhook for "Lead created"; the secret is shown once; a newsletter sign-up reaches the receiver, signed', async () => {
    await openTab();
    await eventually(() => page.getByText(m.intro).isVisible()).toBe(true);
    await eventually(() => page.getByText(m.noWebhooks).isVisible()).toBe(true);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: m.add }).click();
    const dialog = page.getByRole('dialog', { name: m.add });
    await eventually(() => dialog.getByLabel(m.url).isVisible()).toBe(true);
    expect(await dialog.getByText(m.secretHint).isVisible()).toBe(true);
    // Checked with the shared schema before anything is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.getByLabel(m.url).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(m.urlInvalid).isVisible()).toBe(true);
    expect(await dialog.getByText(m.eventsRequired).isVisible()).toBe(true);
    await expectNoAxeViolations();

    await dialog.getByLabel(m.url).fill(hookUrl());
    await dialog.getByLabel(m.eventLabels['lead.created']).check();
    await dialog.getByLabel(m.description, { exact: false }).fill('E2E CRM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page, m.created).isVisible()).toBe(true);

    // The secret, this once: focused and selected, with the warning and a copy button.
    const shown = page.getByRole('dialog', { name: m.secretTitle });
    await eventually(() => shown.getByText(m.secretOnce).isVisible()).toBe(true);
    secret = await shown.getByLabel(m.secret).inputValue();
    expect(secret).toMatch(/^whsec_\S{40,}$/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('webhook-new-secret');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await shown.getByRole('button', { name: m.copy }).click();
    await eventually(() => toast(page, m.copied).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations();
    await shown.getByRole('button', { name: m.done }).click();
    await eventually(() => shown.isVisible()).toBe(false);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(m.add);

    const row = page.locator('li[data-webhook-id]', { hasText: hookUrl() });
    await eventually(() => row.getByText(m.eventLabels['lead.created']).isVisible()).toBe(true);
    expect(await row.getByRole('switch', { name: `${m.active}, ${hookUrl()}` }).getAttribute('aria-checked')).toBe('true');
    // The list never shows the secret again. (The list with a webhook is axed at 375 px below.)
    expect(await page.content()).not.toContain(secret);

    // A visitor subscribes to the newsletter: a new lead, sent to the receiver.
    const visitor = await newPage(browser);
    const email = `hooked.${run}@example.com`;
    await visitor.goto('/newsletter');
    await visitor.getByRole('heading', { level: 1, name: 'Stay in touch!' }).waitFor();
    await visitor.getByLabel('Email address').fill(email);
    await visitor.getByRole('button', { name: 'Subscribe Now' }).click();
    await toast(visitor, subscriptionsMessages.checkInbox).waitFor();
    await visitor.context().close();
    // The lead (and its event) exists once the address's owner confirms (decision 058).
    await confirmSubscription(browser, email);

    const forEmail = () => postsOf('lead.created').filter((r) => (JSON.parse(r.body) as { data?: { clientEmail?: string } }).data?.clientEmail === email);
    await eventually(() => forEmail().length, { timeout: 20_000 }).toBe(1);
    const [post] = forEmail();
    expect(post!.path).toBe(`/hooks/maple-${run}`);
    expect(post!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(post!.body)).toMatchObject({ type: 'lead.created', data: { clientEmail: email, source: 'newsletter' } });
    expectSigned(post!, secret);
  });

  it('shows the delivery as Delivered (200); "Send test event" reaches the receiver and the log', async () => {
    await openTab();
    await page.getByRole('button', { name: `${m.deliveries}, ${hookUrl()}` }).click();
    const sheet = page.getByRole('dialog', { name: m.deliveries });
    const first = sheet.locator('li[data-delivery-id]').first();
    await eventually(() => first.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${m.eventLabels['lead.created']}.*${m.statusLabels.succeeded}.*${m.lastStatus}200`));
    expect(await first.getByText('Attempt 1').isVisible()).toBe(true);
    expect(await sheet.locator('li[data-delivery-id]').count()).toBe(1);
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await eventually(() => sheet.isVisible()).toBe(false);
    // Focus goes back to the button that opened the log.
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`${m.deliveries}, ${hookUrl()}`);

    await page.getByRole('button', { name: `${m.sendTest}, ${hookUrl()}` }).click();
    await eventually(() => toast(page, m.testQueued).isVisible()).toBe(true);
    await eventually(() => postsOf('webhook.test').length, { timeout: 20_000 }).toBe(1);
    const test = postsOf('webhook.test')[0]!;
    expect(JSON.parse(test.body)).toMatchObject({ type: 'webhook.test' });
    expectSigned(test, secret);

    // Newest first: the test event above the lead.
    await page.getByRole('button', { name: `${m.deliveries}, ${hookUrl()}` }).click();
    await eventually(() => sheet.locator('li[data-delivery-id]').count()).toBe(2);
    await eventually(() => first.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${m.testEvent}.*${m.statusLabels.succeeded}`));
    await page.keyboard.press('Escape');
  });

  it('edits it, turns it off and on, then deletes it after confirming', async () => {
    await openTab();
    await page.getByRole('button', { name: `${m.edit}, ${hookUrl()}` }).click();
    const dialog = page.getByRole('dialog', { name: m.editTitle });
    await eventually(() => dialog.getByLabel(m.url).inputValue()).toBe(hookUrl());
    expect(await dialog.getByLabel(m.eventLabels['lead.created']).isChecked()).toBe(true);
    await dialog.getByLabel(m.eventLabels['testimonial.submitted']).check();
    await dialog.getByLabel(m.description, { exact: false }).fill('E2E CRM, leads and testimonials');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page, m.updated).isVisible()).toBe(true);
    const row = page.locator('li[data-webhook-id]', { hasText: hookUrl() });
    await eventually(() => row.getByText(m.eventLabels['testimonial.submitted']).isVisible()).toBe(true);
    expect(await row.getByText('E2E CRM, leads and testimonials').isVisible()).toBe(true);

    const active = row.getByRole('switch', { name: `${m.active}, ${hookUrl()}` });
    await active.click();
    await eventually(() => toast(page, m.deactivated).isVisible()).toBe(true);
    await eventually(() => active.getAttribute('aria-checked')).toBe('false');
    await active.click();
    await eventually(() => toast(page, m.activated).isVisible()).toBe(true);
    await eventually(() => active.getAttribute('aria-checked')).toBe('true');

    await page.getByRole('button', { name: `${m.delete}, ${hookUrl()}` }).click();
    const confirm = page.getByRole('alertdialog', { name: m.confirmDeleteTitle });
    await eventually(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: m.delete }).click();
    await eventually(() => toast(page, m.deleted).isVisible()).toBe(true);
    await eventually(() => page.getByText(m.noWebhooks).isVisible()).toBe(true);
    const left = (await api<{ items: { url: string }[] }>('GET', '/api/admin/webhooks')).items;
    expect(left.some((w) => w.url === hookUrl())).toBe(false);
  });

  it('fits a 375px screen, a very long URL included', async () => {
    const longUrl = `${receiverUrl}/hooks/${'segment-'.repeat(60)}end`;
    const made = await api<{ id: string }>('POST', '/api/admin/webhooks', { url: longUrl, events: ['lead.updated', 'lead.assigned', 'testimonial.submitted'], description: 'A receiver with a very long address' });
    await page.setViewportSize({ width: 375, height: 740 });
    await openTab({ fresh: true });
    await eventually(() => page.locator('li[data-webhook-id]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: m.add }).click();
    await eventually(() => page.getByRole('dialog', { name: m.add }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `${m.deliveries}, ${longUrl}` }).click();
    await eventually(() => page.getByRole('dialog', { name: m.deliveries }).getByText(m.noDeliveries).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');

    await api('DELETE', `/api/admin/webhooks/${made.id}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(page.consoleErrors).toEqual([]);
  });
});
