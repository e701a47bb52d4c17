import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import { pagingMessages } from '@maple/shared/messages/paging';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { signInAdmin } from './support/admin-api.ts';
import { callApi, demoSession } from './support/content-api.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
// A lead of the demo agent's own, so a rerun or another spec's order does not matter.
const client = `Mortgage File ${randomUUID().slice(0, 8)}`;
const note = 'Pay stubs and the notice of assessment received.';
beforeAll(async () => {
  browser = await launchBrowser();
  expect((await callApi(demoSession('agent@demo.maple.test'), 'POST', '/api/me/leads', { clientName: client, clientEmail: 'mortgage.file@example.com' })).status).toBe(201);
});
afterAll(() => browser.close());

/** A message with one argument, matched whatever the argument (a date in this run's day). */
const withAnyArgument = (message: (arg: string) => string) => new RegExp(message('\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '.+'));

describe('mortgage files (issue 39 §1, §8)', () => {
  it('starts an application from the lead drawer, moves it with a note, and finds it in the files list by stage', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/agent-dashboard?tab=leads');
    await page.getByRole('button', { name: leads.viewFor(client) }).click();
    const drawer = page.getByRole('dialog', { name: client });
    await drawer.getByText(m.none).waitFor();
    await drawer.getByRole('button', { name: m.start }).click();
    await toast(page, m.started).waitFor();
    // The button is gone: focus went on to the new file's "Move to".
    await eventually(() => drawer.getByLabel(m.moveTo).evaluate((el) => el === document.activeElement)).toBe(true);

    // The open file: its stage, a move with a note, the timeline and the lead's trail.
    await drawer.getByLabel(m.moveTo).selectOption('in_review');
    await drawer.getByLabel(m.note).fill(note);
    await drawer.getByRole('button', { name: m.move, exact: true }).click();
    await toast(page, m.moved).waitFor();
    const timeline = drawer.getByRole('list', { name: withAnyArgument(m.timelineOf) });
    await timeline.getByText(note).waitFor();
    expect(await timeline.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(m.stages.started), expect.stringMatching(new RegExp(`${m.stages.in_review}[\\s\\S]*Sarah Chen`))]);
    // The move's select offers every stage but the current one.
    expect(await drawer.getByLabel(m.moveTo).locator('option[value="in_review"]').count()).toBe(0);
    await drawer.getByRole('list', { name: leads.activity.label }).getByText(leads.activity.fileStageChanged(m.stages.started, m.stages.in_review)).waitFor();
    await drawer.getByRole('list', { name: leads.activity.label }).getByText(leads.activity.fileStarted).waitFor();

    // The files list, a view of the Leads tab, filtered by stage and searched by name, in the URL.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: m.views.files }).click();
    await page.waitForURL(/view=files/);
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('in_review');
    await page.waitForURL(/stage=in_review/);
    await page.getByRole('searchbox', { name: m.list.search, exact: true }).fill(client);
    const table = page.getByRole('table', { name: m.list.label });
    await eventually(() => table.getByRole('row').filter({ hasText: client }).innerText()).toContain(m.daysInStage(0));
    expect(await table.getByRole('row').filter({ hasText: client }).innerText()).toContain(m.stages.in_review);
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('submitted');
    // Nothing in that stage by this name: the paged lists' "Nothing matches" state.
    await page.getByText(fillMessage(pagingMessages.noMatches, { q: client })).waitFor();
    await page.getByLabel(m.list.stageFilter, { exact: true }).selectOption('in_review');

    // On a phone: the cards, and the row's lead drawer with the file; no axe violations in either.
    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole('list', { name: m.list.label });
    await cards.getByText(client).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await cards.getByRole('button', { name: m.list.openLeadOf(client) }).click();
    await drawer.getByText(m.current).waitFor();
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("lists every agent's files in the console, by agent", async () => {
    const files = await callApi<{ items: { clientName: string; agentId: string }[] }>(await signInAdmin(), 'GET', `/api/admin/files?q=${encodeURIComponent(client)}`);
    const agentId = files.body.items.find((file) => file.clientName === client)?.agentId;
    expect(agentId).toBeTruthy();
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto(`/super-admin?tab=leads&view=files&agent=${agentId}&q=${encodeURIComponent(client)}`);
    const row = page.getByRole('table', { name: m.list.label }).getByRole('row').filter({ hasText: client });
    await eventually(() => row.innerText()).toContain('Sarah Chen');
    expect(await page.getByRole('button', { name: m.views.files }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(m.list.agentFilter, { exact: true }).inputValue()).toBe(agentId);
    expect(page.consoleErrors).toEqual([]);
  });
});
