import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsMessages } from '@maple/shared/messages/agents';
import { chatLauncherMessages } from '@maple/shared/messages/chat-launcher';
import { contactMessages } from '@maple/shared/messages/contact';
import { footerMessages } from '@maple/shared/messages/footer';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const phone = { viewport: { width: 375, height: 740 } };
type Box = { x: number; y: number; width: number; height: number };

const chatButton = (page: Page) => page.getByRole('button', { name: chatLauncherMessages.launcher });

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

const overlap = (a: Box, b: Box) => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
};

/**
 * What a person sees at the middle of the part of `target` that lies inside `area`: true when it is
 * `target` itself (or something inside it), false when something else is drawn on top.
 */
async function visibleWithin(page: Page, target: Locator, area: Box): Promise<boolean> {
  const shared = overlap(await box(target), area);
  if (!shared) throw new Error('the target is not where the chat button sits');
  const handle = await target.elementHandle();
  return page.evaluate(
    ([el, x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el as Element).contains(hit);
    },
    [handle, shared.x + shared.width / 2, shared.y + shared.height / 2] as const,
  );
}

/** Scrolls down with the mouse wheel, as a reader does, until `target`'s middle is level with `spot`'s. */
async function wheelUntilLevel(page: Page, target: Locator, spot: Box): Promise<void> {
  const { y, height } = await box(target);
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, y + height / 2 - (spot.y + spot.height / 2));
  await eventually(async () => {
    const now = await box(target);
    return Math.abs(now.y + now.height / 2 - (spot.y + spot.height / 2));
  }).toBeLessThan(2);
}

const inWindow = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

describe('the floating chat button on a phone (375px)', () => {
  it("moves aside on the way down to the last rate, comes back on the way up, and leaves the footer's last line clear", async () => {
    const page = await newPage(browser, phone);
    await page.goto('/rates');
    // The last cell a phone shows: our rate with its APR under it (the APR's own column is for wider screens).
    const lastRate = page.getByRole('tabpanel').locator('tbody tr').last().locator('td').filter({ visible: true }).last();
    await lastRate.waitFor();
    await chatButton(page).waitFor();
    const corner = await box(chatButton(page));

    await wheelUntilLevel(page, lastRate, corner);
    expect(await inWindow(lastRate)).toBe(true);
    await eventually(() => visibleWithin(page, lastRate, corner)).toBe(true);

    // Scrolling back up is when a reader looks for help: the button is back in its corner.
    await page.mouse.wheel(0, -120);
    await eventually(() => inWindow(chatButton(page))).toBe(true);
    // Focus brings it back too, so a keyboard user never tabs to something off screen.
    await page.mouse.wheel(0, 200);
    await eventually(() => inWindow(chatButton(page))).toBe(false);
    await chatButton(page).focus();
    await eventually(() => inWindow(chatButton(page))).toBe(true);
    await chatButton(page).blur();

    // At the very end the button is shown, and the footer leaves room for it below its last line.
    await page.mouse.wheel(0, 5000);
    await eventually(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    await eventually(() => inWindow(chatButton(page))).toBe(true);
    const lastLine = page.getByText(footerMessages.rightsReserved);
    const button = await box(chatButton(page));
    expect(overlap(await box(lastLine), button)).toBeNull();
    expect((await box(lastLine)).y + (await box(lastLine)).height).toBeLessThanOrEqual(button.y);
    expect(page.consoleErrors).toEqual([]);
  });

  it("never hides a form's submit button", async () => {
    const page = await newPage(browser, phone);
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: contactMessages.submit });
    await submit.waitFor();
    await chatButton(page).waitFor();
    const corner = await box(chatButton(page));
    await wheelUntilLevel(page, submit, corner);
    await eventually(() => visibleWithin(page, submit, corner)).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it("sits above an agent's contact bar on every page of the profile", async () => {
    for (const path of ['/agents/sarahchen', '/agents/sarahchen/contact']) {
      const page = await newPage(browser, phone);
      await page.goto(path);
      const bar = page.getByRole('complementary', { name: agentsMessages.profile.contactPanelLabel.replace('{name}', 'Sarah Chen') });
      const contact = bar.getByRole('link', { name: agentsMessages.profile.contact });
      await eventually(() => contact.isVisible(), { message: path }).toBe(true);
      await chatButton(page).waitFor();
      expect(overlap(await box(contact), await box(chatButton(page))), path).toBeNull();
      await page.context().close();
    }
  });
});
