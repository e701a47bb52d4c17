import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mortgageFilesMessages as files } from '@maple/shared/messages/mortgage-files';
import { pipelineMessages as p } from '@maple/shared/messages/pipeline';
import { tasksMessages as t } from '@maple/shared/messages/tasks';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';

// The pipeline board and tasks of issue 40 (§1, §2; decision 102): a card moved with the keyboard
// through its Move menu, then a task added in the lead's drawer and found in the Tasks view.
let browser: Browser;
const client = `Pipeline Client ${randomUUID().slice(0, 8)}`;
const task = `Call the lender for ${client}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = demoSession('agent@demo.maple.test');
  const lead = await callApi<{ id: string }>(agent, 'POST', '/api/me/leads', { clientName: client, clientEmail: 'pipeline.client@example.com' });
  expect(lead.status).toBe(201);
  expect((await callApi(agent, 'POST', `/api/me/leads/${lead.body.id}/files`, {})).status).toBe(201);
});
afterAll(() => browser.close());

describe('the pipeline board and tasks', () => {
  it('moves a card by keyboard, then adds a task in the drawer that the Tasks view lists as due today', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/agent-dashboard?tab=leads&view=pipeline');
    const started = page.getByRole('region', { name: p.board.label }).getByRole('region', { name: files.stages.started });
    const card = started.getByRole('article', { name: client });
    await card.waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    // The keyboard's way: Enter opens the card's Move menu (focus lands on its first stage), Tab to
    // the next stage, Enter moves the file there.
    await card.getByRole('button', { name: p.board.move(client) }).focus();
    await page.keyboard.press('Enter');
    const stages = card.getByRole('list', { name: p.board.move(client) });
    await stages.getByRole('button', { name: files.stages.submitted }).waitFor();
    expect(await stages.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b === document.activeElement))).toEqual([true, false, false, false, false, false, false, false]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, p.board.moved(client, files.stages.in_review)).waitFor();
    const inReview = page.getByRole('region', { name: p.board.label }).getByRole('region', { name: files.stages.in_review });
    await inReview.getByRole('article', { name: client }).waitFor();
    expect(await inReview.getByRole('article', { name: client }).innerText()).toContain(p.board.days(0));

    // The drawer from the card: add a task, due today by default.
    await inReview.getByRole('button', { name: p.board.openLead(client) }).click();
    const drawer = page.getByRole('dialog', { name: client });
    await drawer.getByRole('button', { name: t.form.add }).click();
    const dialog = page.getByRole('dialog', { name: t.form.dialogTitle });
    await dialog.getByRole('button', { name: t.form.save }).click();
    await dialog.getByText(t.titleRequired).waitFor();
    await dialog.getByRole('textbox', { name: t.form.title }).fill(task);
    await dialog.getByRole('button', { name: t.form.save }).click();
    await toast(page, t.toast.added).waitFor();
    await drawer.getByText(task).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t.view.label, exact: true }).click();
    const due = page.getByRole('region', { name: new RegExp(`^${t.view.due}`) });
    await due.getByText(task).waitFor();
    expect(await due.getByText(t.item.dueToday).count()).toBeGreaterThan(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    // The done toggle is kept in the address: a reload shows the done tasks still.
    await page.getByRole('checkbox', { name: t.view.showDone }).click();
    await page.waitForURL(/[?&]done=1(&|$)/);
    await page.reload();
    await page.getByRole('region', { name: new RegExp(`^${t.view.done}`) }).waitFor();
    expect(await page.getByRole('checkbox', { name: t.view.showDone }).isChecked()).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  }, 30_000);
});
