import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, signedInPage, toast } from './support/browser.ts';
import { callApi } from './support/content-api.ts';
import { signInAdmin } from './support/admin-api.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';
import { confirmSubscription } from './support/subscription-confirmation.ts';

// Issue 40 §6: the console composes a campaign, sees who it reaches, and sends a test to its author.
let browser: Browser;
const subject = `Spring rates ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('campaigns in the console', () => {
  it('composes a draft with a preview, counts its audience, and sends a test to the author', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=leads&view=campaigns');
    await page.getByRole('heading', { name: m.title, level: 2 }).waitFor();
    await page.getByRole('button', { name: m.newCampaign }).click();
    const dialog = page.getByRole('dialog', { name: m.createTitle });
    // English and French side by side (decision 111): the French pair is optional, both or neither.
    await dialog.getByLabel(m.subject, { exact: true }).fill(subject);
    await dialog.getByRole('textbox', { name: m.body, exact: true }).fill('# Rates are down\n\nCall us for a **review**.');
    // The French pair's labels end with '(optional)'.
    await dialog.getByLabel(fillMessage(bm.frenchField, { field: m.subject })).fill(`Les taux baissent ${subject}`);
    await dialog.getByRole('textbox', { name: fillMessage(bm.frenchField, { field: m.body }) }).fill('# Les taux baissent\n\nAppelez-nous pour un **examen**.');
    await dialog.getByRole('button', { name: m.preview, exact: true }).click();
    await dialog.getByRole('heading', { name: 'Rates are down' }).waitFor();
    await dialog.getByRole('heading', { name: 'Les taux baissent' }).waitFor();
    // The audience's count, and who it leaves out.
    await dialog.getByTestId('audience-count').waitFor();
    expect(await dialog.getByTestId('audience-count').textContent()).toMatch(/\d/);
    expect(await dialog.getByText(m.leftOutTitle, { exact: false }).count()).toBeGreaterThan(0);
    await dialog.getByLabel(m.audience, { exact: true }).selectOption('leads');
    await dialog.getByLabel(m.status).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m.save }).click();
    await toast(page, m.created).waitFor();

    const row = page.getByRole('listitem').filter({ hasText: subject });
    await row.getByRole('button', { name: m.sendTest, exact: true }).click();
    await toast(page, fillMessage(m.testSent, { to: 'admin@demo.maple.test' })).waitFor();
    await eventually(() => outboxMailTo('admin@demo.maple.test', 'campaign-test')).toBeDefined();
    const mail = (await outboxMailTo('admin@demo.maple.test', 'campaign-test'))!;
    expect(mail.headers.subject).toBe(`[Test] ${subject}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(page.consoleErrors).toEqual([]);
  });

  it('schedules a campaign for later and cancels the schedule after confirming: a draft again', async () => {
    // One confirmed subscriber, so the audience has somebody to mail (decision 104).
    const address = `campaign-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await fetch(`${baseUrl()}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ kind: 'newsletter', email: address, agentId: 'none', page: '/newsletter' }),
    });
    expect(signUp.status).toBeLessThan(300);
    await confirmSubscription(browser, address);
    const later = `Later ${randomUUID().slice(0, 8)}`;
    const created = await callApi<{ id: string }>(await signInAdmin(), 'POST', '/api/admin/campaigns', {
      subject: later,
      body: 'See you in June.',
      // The demo's subscribers include French readers: a campaign to them needs its French text (decision 111).
      subjectFr: `Plus tard ${later}`,
      bodyFr: 'À bientôt en juin.',
      audience: { kind: 'subscribers' },
    });
    expect(created.status).toBe(201);

    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 375, height: 800 } });
    await page.goto('/super-admin?tab=leads&view=campaigns');
    const row = page.getByRole('listitem').filter({ hasText: later });
    await row.getByRole('button', { name: m.send, exact: true }).click();
    const sendDialog = page.getByRole('alertdialog');
    // A fixed day far ahead: the app's clock is the machine's here, and any later day will do.
    await sendDialog.getByLabel(m.scheduleAt, { exact: false }).fill('2099-06-01T10:00');
    await sendDialog.getByRole('button', { name: m.schedule }).click();
    await toast(page, m.scheduled).waitFor();
    await row.getByText(m.statuses.scheduled, { exact: true }).waitFor();

    await row.getByRole('button', { name: m.cancelSchedule }).click();
    const confirm = page.getByRole('alertdialog', { name: m.confirmCancelTitle });
    expect(await axeViolations(page, '[role=alertdialog]')).toEqual([]);
    await confirm.getByRole('button', { name: m.cancelSchedule }).click();
    await toast(page, m.scheduleCancelled).waitFor();
    await row.getByRole('button', { name: m.send, exact: true }).waitFor();
    const stored = await callApi<{ status: string; scheduledAt: string | null }>(await signInAdmin(), 'GET', `/api/admin/campaigns/${created.body.id}`);
    expect(stored.body).toMatchObject({ status: 'draft', scheduledAt: null });
    expect(page.consoleErrors).toEqual([]);
  });
});
