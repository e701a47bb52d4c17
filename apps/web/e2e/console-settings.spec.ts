// The console's Settings tab, end to end (issue 18): a bad inbox address is refused on its field
// with focus on it and nothing saved; a partner logo uploaded here replaces the header's text pill
// on a large screen for every visitor. The settings are one record shared by every spec, so this
// one changes only what no other spec reads (the partner logo, the sender name) and puts the
// record back as it found it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import { shellMessages } from '@maple/shared/messages/shell';
import type { BrokerageSettings, BrokerageSettingsAnswer } from '@maple/shared/schemas/site';
import { launchBrowser, newPage, signedInPage, toast, type TestPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { eventually } from './support/poll.ts';

let browser: Browser;
let page: TestPage;
let original: BrokerageSettings;

/** A signed-in call from the page itself (same origin, the session cookie). */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A small red PNG drawn by the browser. */
function redPngBase64(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 80;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#b91c1c';
  context.fillRect(0, 0, 240, 80);
  return canvas.toDataURL('image/png').split(',')[1]!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
  await page.goto('/super-admin');
  original = (await api<BrokerageSettingsAnswer>('GET', '/api/admin/settings')).settings;
});

afterAll(async () => {
  if (original) await api('PUT', '/api/admin/settings', original);
  await browser.close();
});

async function openTab() {
  await page.goto('/super-admin?tab=settings');
  await eventually(() => page.getByLabel(m.teamName).inputValue()).toBe(original.teamName);
}

describe('console Settings tab', () => {
  it('shows no go-live banner for the complete demo settings, and passes axe', async () => {
    await openTab();
    expect(await page.getByText(m.incompleteBanner).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses a bad inbox address on its field, focuses it, and saves nothing', async () => {
    await openTab();
    await page.getByLabel(m.mailFromName).fill('Never Saved');
    await page.getByLabel(m.leadInboxEmails).fill('leads@demo.maple.test, not-an-address');
    expect(await page.getByRole('status').filter({ hasText: m.unsaved }).isVisible()).toBe(true);
    await page.getByRole('button', { name: m.save }).click();
    await eventually(() => page.locator('#settings-leadInboxEmails-error').textContent()).toBe(m.invalidEmail);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('settings-leadInboxEmails');
    expect(await page.getByLabel(m.leadInboxEmails).getAttribute('aria-invalid')).toBe('true');
    // What was typed is still there; the stored record is not touched.
    expect(await page.getByLabel(m.mailFromName).inputValue()).toBe('Never Saved');
    expect((await api<BrokerageSettingsAnswer>('GET', '/api/admin/settings')).settings.mailFromName).toBe(original.mailFromName);
  });

  it('a brokerage licence number cleared and saved is named in the go-live banner, and the footer drops the licence line (issue 27)', async () => {
    await openTab();
    await page.getByLabel(m.brokerageLicenceNumber).fill('');
    await page.getByRole('button', { name: m.save }).click();
    await eventually(() => toast(page, m.saved).isVisible()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: m.incompleteBanner });
    await eventually(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain(`Missing: ${m.missingFields.brokerageLicenceNumber}`);
    expect(await axeViolations(page)).toEqual([]);
    // Put back: the derived line returns on the public site.
    await page.getByLabel(m.brokerageLicenceNumber).fill(original.brokerageLicenceNumber);
    await page.getByRole('button', { name: m.save }).click();
    await eventually(() => banner.count()).toBe(0);
    const site = await api<{ licenceLine: string }>('GET', '/api/site');
    expect(site.licenceLine).toBe(`${original.authorizedName}, Licence #${original.brokerageLicenceNumber}`);
  });

  it('a partner logo uploaded and saved replaces the text pill in a visitor\u2019s header', async () => {
    const visitor = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await visitor.goto('/');
    const pill = visitor.locator('header').getByText(original.partnerName, { exact: true });
    await eventually(() => pill.isVisible()).toBe(true);

    await openTab();
    const logo = Buffer.from(await page.evaluate(redPngBase64), 'base64');
    await page.locator(`input[type=file][aria-label="${m.partnerLogo}"]`).setInputFiles({ name: 'partner.png', mimeType: 'image/png', buffer: logo });
    await eventually(() => page.getByLabel(m.partnerLogoAddress).inputValue(), { timeout: 30_000 }).toMatch(/^\/files\/site-images\//);
    await page.getByRole('button', { name: m.save }).click();
    await eventually(() => toast(page, m.saved).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: m.unsaved }).count()).toBe(0);

    await visitor.reload();
    const image = visitor.locator('header').getByRole('img', { name: original.partnerName });
    await eventually(() => image.isVisible()).toBe(true);
    expect(await image.getAttribute('src')).toMatch(/^\/files\/site-images\//);
    expect(await visitor.locator('header').getByText(original.partnerName, { exact: true }).count()).toBe(0);
    expect(await visitor.locator('header').getByText(shellMessages.partnerMember).isVisible()).toBe(true);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context().close();
  });
});
