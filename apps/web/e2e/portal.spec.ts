// The borrower's portal on a phone (issue 39 §2, §11; decisions 094, 095): the mailed link opens the
// file once, the main applicant invites a co-applicant and signs out, and the spent link offers a
// new one. One context, two page loads.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStagesMessages as stages } from '@maple/shared/messages/file-stages';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { outboxMailTo } from './support/outbox.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
const tag = randomUUID().slice(0, 8);
const email = `portal-${tag}@example.com`;
let link: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = demoSession('agent@demo.maple.test');
  const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName: `Portal Client ${tag}`, clientEmail: email });
  expect(lead.status).toBe(201);
  expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {})).status).toBe(201);
});
afterAll(() => browser.close());

describe('the borrower portal', () => {
  it('opens the file from the mailed link at 375 px, invites a co-applicant, signs out; the spent link offers a new one', async () => {
    await eventually(async () => (await outboxMailTo(email, 'portal-link')) !== undefined, { message: `no portal link mailed to ${email}` }).toBe(true);
    link = /https?:\/\/\S+\/portal#[A-Za-z0-9_-]{43}/.exec((await outboxMailTo(email, 'portal-link'))!.text)![0];
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await page.getByRole('heading', { name: m.title, level: 1 }).waitFor();
    // The token leaves the address bar once spent.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByText(stages.started, { exact: true }).first().waitFor();
    await page.getByText('Sarah Chen').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    const invite = page.getByRole('form', { name: m.inviteTitle });
    await invite.getByRole('button', { name: m.invite }).click();
    await invite.getByText(m.nameRequired).waitFor();
    await invite.getByLabel(m.name).fill(`Co-applicant ${tag}`);
    await invite.getByLabel(m.email).fill(`co-${tag}@example.com`);
    await invite.getByRole('button', { name: m.invite }).click();
    await invite.getByText(m.invited).waitFor();
    await page.getByText(`Co-applicant ${tag}`).waitFor();
    await eventually(async () => (await outboxMailTo(`co-${tag}@example.com`, 'portal-link')) !== undefined).toBe(true);

    await page.getByRole('button', { name: m.signOut }).click();
    await page.getByText(m.signedOut).waitFor();
    expect((await callApi('', 'GET', '/api/portal/file')).status).toBe(401);

    // The same link again (a fresh load: from /portal, only its fragment would change): spent, so the
    // page offers a new one, with the same answer for any address.
    await page.goto('about:blank');
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await page.getByRole('heading', { name: m.linkFailedTitle, level: 1 }).waitFor();
    await page.getByLabel(m.email).fill(email);
    await page.getByRole('button', { name: m.sendLink }).click();
    await page.getByText(m.linkRequested).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The browser logs the refused exchange (404) itself; nothing else went wrong.
    expect(page.consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});
