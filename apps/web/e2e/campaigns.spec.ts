import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsMessages as m } from '@maple/shared/messages/campaigns';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';

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
    await dialog.getByLabel(m.subject).fill(subject);
    await dialog.getByRole('textbox', { name: m.body }).fill('# Rates are down\n\nCall us for a **review**.');
    await dialog.getByRole('button', { name: m.preview }).click();
    await dialog.getByRole('heading', { name: 'Rates are down' }).waitFor();
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
    await row.getByRole('button', { name: m.sendTest }).click();
    await toast(page, fillMessage(m.testSent, { to: 'admin@demo.maple.test' })).waitFor();
    await eventually(() => outboxMailTo('admin@demo.maple.test', 'campaign-test')).toBeDefined();
    const mail = (await outboxMailTo('admin@demo.maple.test', 'campaign-test'))!;
    expect(mail.headers.subject).toBe(`[Test] ${subject}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(page.consoleErrors).toEqual([]);
  });
});
