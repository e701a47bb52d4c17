// Typed edits are never thrown away silently (issue 22): a dirty dialog asks before it closes, a
// dirty dashboard form asks before another tab opens, and the browser asks before the page unloads.
// Nothing is saved here, so the shared demo content stays as it was.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPage, type TestPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const discardQuestion = (page: TestPage) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

describe('a console dialog with typed edits', () => {
  it('asks before Escape or Cancel throws them away, keeps them on "Keep editing", and closes at once when nothing was typed', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto('/super-admin?tab=lenders');
    await page.getByRole('button', { name: 'Add Lender' }).click();
    const dialog = page.getByRole('dialog', { name: 'New lender' });
    await dialog.getByLabel('Name').fill('Half-typed Lender');

    await page.keyboard.press('Escape');
    await discardQuestion(page).waitFor();
    // Focus starts on the safe answer, so Enter keeps the edits.
    await page.keyboard.press('Enter');
    await expect.poll(() => discardQuestion(page).count()).toBe(0);
    await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe('Half-typed Lender');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Add Lender' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await discardQuestion(page).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('a dashboard form with typed edits', () => {
  it('asks before another tab opens, keeps the tab and the text on "Keep editing", and lets the browser ask before unloading', async () => {
    const page = await signedInPage(browser, 'agent2@demo.maple.test', { viewport: { width: 375, height: 800 } });
    await page.goto('/agent-dashboard?tab=profile');
    const location = page.getByLabel('Location', { exact: true });
    await location.fill('Somewhere not saved');

    await page.getByRole('tab', { name: 'Leads' }).click();
    await discardQuestion(page).waitFor();
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('profile');
    expect(await location.inputValue()).toBe('Somewhere not saved');

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // The browser's own question on reload or close: dismissing it keeps the page.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    await page.getByRole('tab', { name: 'Leads' }).click();
    await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('leads');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect.poll(() => page.getByLabel('Location', { exact: true }).inputValue()).not.toBe('Somewhere not saved');
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
