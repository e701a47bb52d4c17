import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '@maple/shared/messages/chat';
import { chatLauncherMessages } from '@maple/shared/messages/chat-launcher';
import { signInAdmin, storedLeads } from './support/admin-api.ts';
import { launchBrowser, newPage, signedInPage } from './support/browser.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
let adminCookie: string;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAdmin();
});
afterAll(() => browser.close());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Maple Mortgage Assistant' });
const log = (page: Page) => dialog(page).getByRole('log');
const launcher = (page: Page) => page.getByRole('button', { name: chatLauncherMessages.launcher });

/** Waits until the assistant has finished answering (the input is free again) and returns the conversation's text. */
async function settled(page: Page): Promise<string> {
  await eventually(() => page.getByLabel(m.inputLabel).getAttribute('placeholder'), { timeout: 10_000 }).toBe(m.placeholder);
  return log(page).innerText();
}

async function say(page: Page, text: string) {
  await page.getByLabel(m.inputLabel).fill(text);
  await page.keyboard.press('Enter');
  await settled(page);
}

describe('chat assistant', () => {
  it('answers a suggested question, stores one lead from two messages, keeps the history on reload and clears it', async () => {
    const page = await newPage(browser);
    const email = `chat-${run}@example.com`;
    await page.goto('/');
    await launcher(page).click();
    await dialog(page).waitFor();
    // Focus moves into the dialog, onto the message box.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
    expect(await dialog(page).getByText(m.hintEnter).isVisible()).toBe(true);
    expect(await dialog(page).getByText(m.hintShiftEnter).isVisible()).toBe(true);

    const suggestions = dialog(page).getByRole('region', { name: m.suggestedHeading });
    expect(await suggestions.getByRole('button').count()).toBe(6);
    await suggestions.getByRole('button', { name: 'What is the payment on $400,000 at 4.5% over 25 years?' }).click();
    expect(await settled(page)).toContain('$2,213.89');
    // Suggestions show only while the history holds one message.
    expect(await suggestions.count()).toBe(0);

    // An empty message is ignored.
    await page.getByLabel(m.inputLabel).fill('   ');
    await page.keyboard.press('Enter');
    expect(await dialog(page).getByRole('button', { name: m.send }).isDisabled()).toBe(true);

    await say(page, "Hi, I'm Priya Patel and we're looking at a $650,000 condo");
    expect(await log(page).innerText()).toContain('Thanks, Priya Patel! What is the best email or phone number');
    await say(page, `You can reach me at ${email} or 416-555-0188`);
    expect(await log(page).innerText()).toContain("Thanks, Priya! I've passed your details to a licensed mortgage agent");
    // A later message updates the same lead instead of making another.
    await say(page, 'What is the stress test?');

    await eventually(async () => (await storedLeads(adminCookie)).filter((l) => l.clientEmail === email).length, { timeout: 10_000 }).toBe(1);
    const lead = (await storedLeads(adminCookie)).find((l) => l.clientEmail === email)!;
    expect(lead).toMatchObject({ clientName: 'Priya Patel', clientPhone: '416-555-0188', source: 'AI Chatbot', type: 'contact', status: 'new', agentId: null });
    expect(lead.metadata).toMatchObject({ property_value: '$650,000', property_type: 'condo' });
    const conversation = (JSON.parse(lead.message!) as { conversation: { role: string; content: string }[] }).conversation;
    expect(conversation.filter((turn) => turn.role === 'user').map((turn) => turn.content)).toEqual([
      'What is the payment on $400,000 at 4.5% over 25 years?',
      "Hi, I'm Priya Patel and we're looking at a $650,000 condo",
      `You can reach me at ${email} or 416-555-0188`,
      'What is the stress test?',
    ]);
    expect(conversation.at(-1)!.content).toContain('5.25%');

    // Reload: the conversation is still there.
    await page.reload();
    await launcher(page).click();
    await dialog(page).waitFor();
    expect(await log(page).innerText()).toContain('$2,213.89');
    expect(await log(page).innerText()).toContain(email);

    // Clear Chat asks first, then leaves a single greeting.
    await dialog(page).getByRole('button', { name: m.clearChat }).click();
    await dialog(page).getByRole('button', { name: m.cancel }).click();
    expect(await log(page).innerText()).toContain('$2,213.89');
    await dialog(page).getByRole('button', { name: m.clearChat }).click();
    await dialog(page).getByRole('group', { name: m.clearConfirmTitle }).getByRole('button', { name: m.clearConfirm }).click();
    const cleared = await log(page).innerText();
    expect(cleared).not.toContain('$2,213.89');
    expect(cleared).toContain("Hi! I'm Maple Mortgage Assistant.");
    expect(await dialog(page).getByRole('region', { name: m.suggestedHeading }).getByRole('button').count()).toBe(6);
    await page.reload();
    await launcher(page).click();
    expect(await log(page).innerText()).not.toContain('$2,213.89');
    expect(page.consoleErrors).toEqual([]);
    await page.close();
  });

  it("says 'Something went wrong. Please try again.' when a message cannot be sent, and gives its text back to send again", async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await launcher(page).click();
    await dialog(page).waitFor();
    await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
    await page.getByLabel(m.inputLabel).fill('What is the stress test?');
    await page.keyboard.press('Enter');
    await page.getByText(m.generalError).waitFor();
    expect(await page.getByLabel(m.inputLabel).inputValue()).toBe('What is the stress test?');
    expect(await log(page).innerText()).not.toContain('What is the stress test?');

    await page.unroute('**/api/chat');
    await page.keyboard.press('Enter');
    expect(await settled(page)).toContain('What is the stress test?');
    expect(await page.getByLabel(m.inputLabel).inputValue()).toBe('');
  });

  it('is accessible: axe finds nothing with the dialog open, Escape closes it and focus returns to the button', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await launcher(page).click();
    await dialog(page).waitFor();
    await say(page, 'How long does pre-approval take?');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await log(page).getAttribute('aria-live')).toBe('polite');

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(chatLauncherMessages.launcher);
    await page.close();
  });

  it('on an agent profile, the conversation belongs to that agent', async () => {
    const page = await newPage(browser);
    const email = `chat-agent-${run}@example.com`;
    await page.goto('/agents/sarahchen');
    await launcher(page).click();
    await dialog(page).waitFor();
    await say(page, `My name is Leo Martin, ${email}`);
    expect(await log(page).innerText()).toContain("I've passed your details to Sarah Chen");
    await eventually(async () => (await storedLeads(adminCookie)).filter((l) => l.clientEmail === email).length, { timeout: 10_000 }).toBe(1);
    expect((await storedLeads(adminCookie)).find((l) => l.clientEmail === email)).toMatchObject({ agentName: 'Sarah Chen', source: 'AI Chatbot' });
    await page.close();
  });

  it('is not on the console or the agent dashboard', async () => {
    // On a public page first (so the launcher is there to go), then the console, signed in by
    // cookie (the form is sign-in.spec's) and opened from the loaded site as the header's link does.
    const page = await signedInPage(browser, 'admin@demo.maple.test');
    await page.goto('/why-broker');
    await launcher(page).waitFor();
    await navigateInApp(page, '/super-admin');
    // The console's own chrome is drawn once its lazy code has loaded; then the public layout is gone.
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    expect(await launcher(page).count()).toBe(0);
    await page.close();
  });
});
