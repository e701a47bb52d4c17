// Agent profiles end to end: the console creates and edits agents, the dashboard edits the agent's
// own page, and /agents/{slug} (its data and its server-rendered head) shows every change at once.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopApp } from './support/app-process.ts';
import { startAppWithUnattachedAdmin } from './support/app-with-unattached-user.ts';
import { baseUrl, launchBrowser, newPage, signedInPage, signInThroughForm, toast } from './support/browser.ts';
import { callApi, demoSession, signInAs } from './support/content-api.ts';
import { eventually, slow } from './support/poll.ts';
import { axeViolations } from './support/axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The served HTML of a page, as a crawler gets it (no JavaScript). */
async function servedHtml(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * A 560×560 PNG of random pixels (about 1.2 MB: noise does not compress), drawn by the browser:
 * at the headshot test's 400 KB/s about 3 s of upload, long enough to see the progress bar, and
 * wider than the narrowest srcset width so a variant is made. (At 900×900 it was 3 MB, 7.5 s of
 * upload, and three times the server's WebP encoding for the same checks.)
 */
function noisyPngBase64(): Promise<string> {
  const side = 560;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(side, side);
  for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  context.putImageData(image, 0, 0);
  return new Promise((resolve) =>
    canvas.toBlob((blob) =>
      void blob!.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        resolve(btoa(binary));
      }),
    ),
  );
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

const desktop = { viewport: { width: 1280, height: 900 } };

/** Another page of the loaded app, as a link goes there (the router follows popstate). */
const showInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** A fresh account's first sign-in, through the form as its owner would. */
async function signedInThroughForm(email: string, password: string) {
  const page = await newPage(browser, desktop);
  await signInThroughForm(page, email, password);
  await page.waitForURL('**/agent-dashboard');
  return page;
}

/** Fills the labelled inputs of a form region and saves it, waiting for `success`. */
async function fillAndSave(page: Page, scope: ReturnType<Page['locator']>, values: Record<string, string>, success: string) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
  await scope.getByRole('button', { name: 'Save Changes' }).click();
  await eventually(() => toast(page, success).isVisible(), slow).toBe(true);
}

describe('console: agents', () => {
  const email = `elena.ward.${randomUUID().slice(0, 8)}@example.test`;
  const password = 'elena-password-2026';

  it('creates an agent who can sign in at once; a taken email toasts the failure and says why beside the email', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', desktop);
    await page.goto('/super-admin?tab=agents');
    await eventually(() => page.getByRole('article', { name: 'Sarah Chen' }).isVisible(), slow).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
    await eventually(() => dialog.isVisible()).toBe(true);
    // (The empty dialog's axe pass is back-office-dialogs' "create agent".)
    // The password rule is checked before anything is sent.
    await dialog.getByLabel('Full Name').fill('Elena Ward');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('too-short');
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    await eventually(() => dialog.getByText('Password must be at least 10 characters').isVisible()).toBe(true);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    await eventually(() => toast(page, 'Agent created successfully!').isVisible(), slow).toBe(true);
    // Newest first: the new card leads the grid.
    await eventually(() => page.getByRole('article').first().getAttribute('aria-label'), slow).toBe('Elena Ward');
    const card = page.getByRole('article', { name: 'Elena Ward' });
    expect(await card.getByText('/agents/elenaward').isVisible()).toBe(true);
    expect(await card.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /View the public profile of Elena Ward/ }).getAttribute('href')).toBe('/agents/elenaward');

    await page.getByRole('button', { name: 'Create Agent' }).click();
    await dialog.getByLabel('Full Name').fill('Copy Cat');
    await dialog.getByLabel('Email').fill('agent@demo.maple.test');
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    const failed = toast(page, 'Failed to create agent');
    await eventually(() => failed.isVisible(), slow).toBe(true);
    // The server's reason is the email's: it is said beside that field, which is marked invalid; what was typed stays.
    expect(await dialog.locator(`#${await dialog.getByLabel('Email').getAttribute('aria-describedby')}`).textContent()).toBe('A user with this email already exists.');
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('Copy Cat');
    // Closing with those typed details asks first.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await eventually(() => discard.isVisible()).toBe(true);
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);

    const agentPage = await signedInThroughForm(email, password);
    await eventually(() => agentPage.getByRole('heading', { level: 1, name: 'Elena Ward' }).isVisible(), slow).toBe(true);
    expect(await agentPage.getByRole('link', { name: /View My Page/ }).getAttribute('href')).toBe('/agents/elenaward');
    await agentPage.context().close();
    await page.context().close();
  });

  it('edits each of the four tabs and the public profile and its served head show the change', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', desktop);
    await page.goto('/super-admin?tab=agents');
    await page.getByRole('button', { name: 'Edit Elena Ward' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Elena Ward' });
    await eventually(() => dialog.isVisible()).toBe(true);
    // (The dialog as it opens, on its Profile tab, is back-office-dialogs' "edit agent" axe pass.)

    const panel = dialog.getByRole('tabpanel');
    // Slug rule: cleaned, and a taken one is refused with the spec's text beside the field.
    await fillAndSave(page, panel, { Title: 'Mortgage Broker', Location: 'Halifax, NS', Bio: 'Elena helps Nova Scotia buyers.', 'Calendly Link': 'https://calendly.com/elena-ward' }, 'Agent updated successfully!');
    await panel.getByLabel('Profile URL').fill('marcgagnon');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => toast(page, 'Failed to update agent').isVisible(), slow).toBe(true);
    await eventually(() => panel.getByText('This profile URL is already taken').isVisible()).toBe(true);
    await panel.getByLabel('Profile URL').fill('Elena-Ward-NS');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => panel.getByLabel('Profile URL').inputValue(), slow).toBe('elenawardns');

    await dialog.getByRole('tab', { name: 'Social Links' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByLabel('LinkedIn').fill('javascript:alert(1)');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => panel.getByText('Please enter a full web address starting with http:// or https://').isVisible()).toBe(true);
    await fillAndSave(page, panel, { LinkedIn: 'https://linkedin.com/in/elenaward' }, 'Agent updated successfully!');

    await dialog.getByRole('tab', { name: 'App Links' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await fillAndSave(page, panel, { Apply: 'https://apply.example.com/elena' }, 'Agent updated successfully!');

    await dialog.getByRole('tab', { name: 'SEO' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByLabel('Meta Title').fill('Elena Ward, Halifax Mortgage Broker');
    expect(await panel.getByText('35/60 characters').isVisible()).toBe(true);
    await fillAndSave(page, panel, { 'Meta Description': 'Mortgages in Halifax and across Nova Scotia.', 'Meta Keywords': 'halifax, mortgage broker' }, 'Agent updated successfully!');
    await page.keyboard.press('Escape');

    const profile = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await profile.goto('/agents/elenawardns');
    await eventually(() => profile.getByRole('heading', { level: 1, name: 'Elena Ward' }).isVisible(), slow).toBe(true);
    expect(await profile.getByText('Mortgage Broker', { exact: true }).isVisible()).toBe(true);
    expect(await profile.getByText('Halifax, NS').first().isVisible()).toBe(true);
    expect(await profile.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/in/elenaward');
    expect(await profile.getByRole('link', { name: /^Apply Now/ }).getAttribute('href')).toBe('https://apply.example.com/elena');
    expect(await profile.getByRole('link', { name: /^Book Appointment/ }).getAttribute('href')).toBe('https://calendly.com/elena-ward');

    const html = await servedHtml('/agents/elenawardns');
    expect(html).toContain('<title>Elena Ward, Halifax Mortgage Broker | ');
    expect(metaContent(html, 'name', 'description')).toBe('Mortgages in Halifax and across Nova Scotia.');
    expect(metaContent(html, 'name', 'keywords')).toBe('halifax, mortgage broker');
    await profile.context().close();
    await page.context().close();
  });

  it('records the licence and the lead routing on their own tabs; an unsaved tick asks before the dialog closes', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', desktop);
    await page.goto('/super-admin?tab=agents');
    const openEditor = async () => {
      await page.getByRole('button', { name: 'Edit Elena Ward' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Elena Ward' });
      await eventually(() => dialog.isVisible(), slow).toBe(true);
      return dialog;
    };
    let dialog = await openEditor();
    let panel = dialog.getByRole('tabpanel');

    await dialog.getByRole('tab', { name: 'Licence' }).click();
    await panel.getByLabel('Licensed name', { exact: true }).fill('Elena Ward');
    await panel.getByLabel('Licence class', { exact: true }).selectOption('mortgage_agent_level_2');
    await panel.getByLabel('Licence number', { exact: true }).fill('12345');
    await panel.getByRole('button', { name: 'Save Licence' }).click();
    // The shared schema refuses it before anything is sent, beside the field.
    await eventually(() => panel.getByText('Enter the FSRA licence number as M followed by 8 digits, e.g. M08001234').isVisible()).toBe(true);
    expect(await panel.getByLabel('Licence number', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await panel.getByLabel('Licence number', { exact: true }).fill('m08001234');
    await panel.getByRole('button', { name: 'Save Licence' }).click();
    await eventually(() => toast(page, 'Licence details saved').isVisible(), slow).toBe(true);
    // The form then holds what was stored: the number in capitals.
    await eventually(() => panel.getByLabel('Licence number', { exact: true }).inputValue(), slow).toBe('M08001234');

    await dialog.getByRole('tab', { name: 'Lead routing' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByLabel('Nova Scotia').check();
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => toast(page, 'Agent updated successfully!').isVisible(), slow).toBe(true);
    // A tick not saved yet: closing asks, and "Keep editing" keeps it; unticked again, nothing is left to ask about.
    await panel.getByLabel('Ontario').check();
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await eventually(() => discard.isVisible()).toBe(true);
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await eventually(() => discard.isVisible()).toBe(false);
    expect(await panel.getByLabel('Ontario').isChecked()).toBe(true);
    await panel.getByLabel('Ontario').uncheck();
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);

    // Opened again, both tabs show what was stored.
    dialog = await openEditor();
    panel = dialog.getByRole('tabpanel');
    await dialog.getByRole('tab', { name: 'Lead routing' }).click();
    expect(await panel.getByLabel('Nova Scotia').isChecked()).toBe(true);
    expect(await panel.getByLabel('Ontario').isChecked()).toBe(false);
    await dialog.getByRole('tab', { name: 'Licence' }).click();
    expect(await panel.getByLabel('Licence class', { exact: true }).inputValue()).toBe('mortgage_agent_level_2');
    expect(await panel.getByLabel('Licence number', { exact: true }).inputValue()).toBe('M08001234');
    await page.context().close();
  });

  it('deletes an agent after confirmation; the profile is gone', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', desktop);
    await page.goto('/super-admin?tab=agents');
    await page.getByRole('button', { name: 'Delete Elena Ward' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Elena Ward?' });
    await eventually(() => confirm.isVisible()).toBe(true);
    // (The question's axe pass is back-office-dialogs' "delete agent".)
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toast(page, 'Agent deleted successfully!').isVisible(), slow).toBe(true);
    await eventually(() => page.getByRole('article', { name: 'Elena Ward' }).count()).toBe(0);
    expect((await fetch(`${baseUrl()}/api/agents/elenawardns`)).status).toBe(404);
    expect(page.consoleErrors.filter((e) => !e.includes('409') && !e.includes('404'))).toEqual([]);
    await page.context().close();
  });
});

describe('dashboard: an agent edits their own page', () => {
  // An agent of its own, so no other spec sees these edits (agents.spec reads the demo agents).
  const agent = { fullName: 'Dana Brooks', email: `dana.brooks.${randomUUID().slice(0, 8)}@example.test`, password: 'dana-password-2026' };
  let page: Page & { consoleErrors: string[] };
  let created: { id: string; profileSlug: string };

  beforeAll(async () => {
    const made = await callApi<{ id: string; profileSlug: string }>(demoSession('admin@demo.maple.test'), 'POST', '/api/admin/agents', agent);
    expect(made.status).toBe(201);
    created = made.body;
    page = await signedInPage(browser, { cookie: await signInAs(agent.email, agent.password) }, desktop);
    await page.goto('/agent-dashboard');
  });
  afterAll(async () => {
    await page.context().close();
    expect((await callApi(demoSession('admin@demo.maple.test'), 'DELETE', `/api/admin/agents/${created.id}`)).status).toBeLessThan(300);
  });

  /** Opens a tab; axe over the page the first time each tab is shown (once per screen state). */
  const axed = new Set<string>();
  const openTab = async (name: string) => {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name });
    await eventually(() => panel.getByRole('button', { name: 'Save Changes' }).first().isVisible(), slow).toBe(true);
    if (!axed.has(name)) expect(await axeViolations(page)).toEqual([]);
    axed.add(name);
    return panel;
  };

  it('changes Profile, Social Links, Application Links and SEO Settings, and their public page shows them', async () => {
    let panel = await openTab('Profile');
    await fillAndSave(page, panel, { Title: 'Principal Mortgage Agent', 'Calendly Link': 'https://calendly.com/dana-e2e' }, 'Profile updated successfully!');
    panel = await openTab('Social Links');
    await fillAndSave(page, panel, { LinkedIn: 'https://linkedin.com/in/dana-e2e' }, 'Social links updated successfully!');
    panel = await openTab('Application Links');
    await fillAndSave(page, panel, { Apply: 'https://apply.example.com/dana-e2e' }, 'Application links updated successfully!');
    panel = await openTab('SEO Settings');
    await panel.getByLabel('Meta Description').fill('x'.repeat(161));
    expect(await panel.getByText('161/160 characters').isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => panel.getByText('Meta description must be at most 160 characters').isVisible()).toBe(true);
    await fillAndSave(
      page,
      panel,
      { 'Meta Title': 'Dana Brooks, Toronto Mortgage Agent (e2e)', 'Meta Description': 'Toronto mortgages, renewals and refinancing (e2e).', 'Meta Keywords': 'toronto, e2e' },
      'SEO settings updated successfully!',
    );

    // View My Page opens the public profile in a new tab, showing every change.
    const [profile] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /View My Page/ }).click()]);
    await profile.waitForURL(`**/agents/${created.profileSlug}`);
    await eventually(() => profile.getByText('Principal Mortgage Agent', { exact: true }).isVisible(), slow).toBe(true);
    expect(await profile.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://linkedin.com/in/dana-e2e');
    expect(await profile.getByRole('link', { name: /^Apply Now/ }).getAttribute('href')).toBe('https://apply.example.com/dana-e2e');
    expect(await profile.getByRole('link', { name: /^Book Appointment/ }).getAttribute('href')).toBe('https://calendly.com/dana-e2e');
    await profile.close();

    const html = await servedHtml(`/agents/${created.profileSlug}`);
    expect(html).toContain('<title>Dana Brooks, Toronto Mortgage Agent (e2e) | ');
    expect(metaContent(html, 'name', 'description')).toBe('Toronto mortgages, renewals and refinancing (e2e).');
    expect(metaContent(html, 'name', 'keywords')).toBe('toronto, e2e');
  });

  it('refuses a taken profile URL on Customize Page and shows a preview; axe finds nothing', async () => {
    const panel = await openTab('Customize Page');
    expect(await panel.getByRole('figure', { name: 'Preview of your public page' }).isVisible()).toBe(true);
    await panel.getByLabel('Profile URL').fill('marcgagnon');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => toast(page, 'Failed to save changes').isVisible(), slow).toBe(true);
    await eventually(() => panel.getByText('This profile URL is already taken').isVisible()).toBe(true);
    await panel.getByLabel('Profile URL').fill('');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => panel.getByText('Profile slug cannot be empty').isVisible()).toBe(true);

    // A logo: in the preview at once, and on the public page.
    const logo = Buffer.from(await page.evaluate(noisyPngBase64), 'base64');
    await panel.locator('input[type=file][aria-label="Logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await eventually(() => toast(page, 'Logo uploaded successfully!').isVisible(), { timeout: 30_000 }).toBe(true);
    const preview = panel.getByRole('figure', { name: 'Preview of your public page' });
    await eventually(() => preview.getByRole('img', { name: 'Dana Brooks logo' }).isVisible(), slow).toBe(true);
    const profile = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await profile.goto(`/agents/${created.profileSlug}`);
    await eventually(() => profile.getByRole('img', { name: 'Dana Brooks logo' }).isVisible(), slow).toBe(true);
    await profile.context().close();

    // The refused (empty) URL is still typed in: leaving the tab asks first, and "Discard changes" leaves it.
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('profile');
  });

  it('uploads a headshot with the progress bar showing, and the public page shows it', async () => {
    const panel = await openTab('Profile');
    // A noisy image that does not compress, sent over a throttled link, so the real progress is seen.
    const photo = Buffer.from(await page.evaluate(noisyPngBase64), 'base64');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    try {
      // Watched from before the upload starts (Playwright polls in the page, every frame), so the
      // bar is seen in about a second of upload rather than three.
      const bar = panel.getByRole('progressbar', { name: 'Uploading headshot' }).waitFor({ state: 'visible' });
      await panel.locator('input[type=file][aria-label="Headshot"]').setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: photo });
      await bar;
      await eventually(() => toast(page, 'Headshot uploaded successfully!').isVisible(), { timeout: 30_000 }).toBe(true);
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const stored = (await page.evaluate(() => fetch('/api/me/agent').then((r) => r.json()))) as { headshotUrl: string };
    expect(stored.headshotUrl).toMatch(/^\/files\/agent-headshots\//);

    const profile = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await profile.goto(`/agents/${created.profileSlug}`);
    await eventually(() => profile.getByRole('heading', { level: 1, name: 'Dana Brooks' }).isVisible(), slow).toBe(true);
    const img = profile.locator(`img[src="${stored.headshotUrl}"]`);
    await eventually(() => img.count()).toBe(1);
    expect(await img.getAttribute('srcset')).toContain('w');
    await eventually(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0), slow).toBe(true);
    await profile.context().close();
  });
});

describe('an admin without an agent record: the dashboard says so, the console attaches one', () => {
  const superAdmin = { email: 'console@attach.test', password: 'console-password-2026', name: 'Console Keeper' };
  const admin = { email: 'nora.lind@attach.test', password: 'nora-password-2026', name: 'Nora Lind' };

  it('shows the no-record message, attaches a record from the console at 375 px, and the Profile tab then works', async () => {
    const app = await startAppWithUnattachedAdmin(superAdmin, admin);
    try {
      const phone = { viewport: { width: 375, height: 800 }, baseURL: app.url };
      // Signed in through the API (this is not about the form, which sign-in.spec covers).
      const session = async (who: { email: string; password: string }) => {
        const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.url },
          body: JSON.stringify({ email: who.email, password: who.password }),
        });
        expect(res.status).toBe(200);
        return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
      };
      const dashboard = await signedInPage(browser, await session(admin), phone);
      await dashboard.goto('/agent-dashboard');
      await dashboard.getByRole('tab', { name: 'Profile', exact: true }).click();
      const missing = dashboard.getByRole('alert').filter({ hasText: 'Your account has no agent profile yet. Ask the super admin to attach one.' });
      await eventually(() => missing.isVisible(), slow).toBe(true);

      const consolePage = await signedInPage(browser, await session(superAdmin), phone);
      await consolePage.goto('/super-admin?tab=agents');
      const section = consolePage.getByRole('region', { name: 'Users without an agent record' });
      await eventually(() => section.isVisible(), slow).toBe(true);
      await eventually(() => section.getByText(admin.email).isVisible()).toBe(true);
      expect(await axeViolations(consolePage)).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await consolePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await section.getByRole('button', { name: `Create agent record for ${admin.name}` }).click();
      await eventually(() => toast(consolePage, `Agent record created for ${admin.name}!`).isVisible(), slow).toBe(true);
      // The grid shows the new card and the section goes, with nobody left to attach.
      await eventually(() => consolePage.getByRole('article', { name: admin.name }).isVisible(), slow).toBe(true);
      await eventually(() => section.count()).toBe(0);

      await dashboard.reload();
      await dashboard.getByRole('tab', { name: 'Profile', exact: true }).click();
      const panel = dashboard.getByRole('tabpanel', { name: 'Profile' });
      await eventually(() => panel.getByLabel('Full Name', { exact: true }).inputValue(), slow).toBe(admin.name);
      expect(await missing.count()).toBe(0);
      expect(dashboard.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      await dashboard.context().close();
      await consolePage.context().close();
    } finally {
      await stopApp(app);
    }
  }, 180_000);
});

// Issue 27: an agent is advertised under their licensed name, with their licence class beside the
// brokerage's authorized name and licence number, in the served HTML and on screen at both widths.
describe('licensing disclosures', () => {
  const brokerageLine = 'Maple Mortgage Group Inc., Licence #13579';
  const unclassed = { email: `no.class.${randomUUID().slice(0, 8)}@example.test`, name: 'Noclass Tester' };
  let unclassedId = '';
  let unclassedSlug = '';

  beforeAll(async () => {
    const created = await callApi<{ id: string; profileSlug: string }>(demoSession('admin@demo.maple.test'), 'POST', '/api/admin/agents', {
      email: unclassed.email,
      password: 'noclass-password-2026',
      fullName: unclassed.name,
    });
    expect(created.status).toBe(201);
    unclassedId = created.body.id;
    unclassedSlug = created.body.profileSlug;
    // A free-text title, which must not stand in for a licence class.
    expect((await callApi(demoSession('admin@demo.maple.test'), 'PATCH', `/api/admin/agents/${unclassedId}`, { title: 'Friendly Helper' })).status).toBe(200);
  });
  afterAll(async () => {
    if (unclassedId) await callApi(demoSession('admin@demo.maple.test'), 'DELETE', `/api/admin/agents/${unclassedId}`);
  });

  it('the served HTML of the profile, the directory and the contact card names the licensed name, class and brokerage licence', async () => {
    for (const path of ['/agents/sarahchen', '/find-broker', '/contact?agent=sarahchen']) {
      const html = await servedHtml(path);
      expect(html, path).toContain('Sarah Chen');
      expect(html, path).toContain('Mortgage Agent Level 2');
      expect(html, path).toContain(brokerageLine);
      expect(html, path).not.toContain('Your Trusted Mortgage Broker');
    }
    // The free-text title is a tagline under the class.
    expect(await servedHtml('/agents/sarahchen')).toContain('Senior Mortgage Agent');
  });

  it('an agent without a class shows no title: not the spec\u2019s fallback, not a class', async () => {
    const html = await servedHtml(`/agents/${unclassedSlug}`);
    expect(html).toContain(unclassed.name);
    expect(html).not.toMatch(/Mortgage Agent Level|Mortgage Broker<|Your Trusted Mortgage Broker/);
    expect(html).toContain('Friendly Helper');
  });

  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    it(`at ${viewport.width} px the header, the directory card and the contact card show the disclosure; the console flags the missing class`, async () => {
      const page = await newPage(browser, { viewport });
      await page.goto('/agents/sarahchen');
      const header = page.getByRole('heading', { level: 1, name: 'Sarah Chen' });
      await eventually(() => header.isVisible(), slow).toBe(true);
      const lines = page.locator('[data-agent-licence]').first();
      expect(await lines.innerText()).toContain('Mortgage Agent Level 2');
      expect(await lines.innerText()).toContain(brokerageLine);
      expect(await lines.isVisible()).toBe(true);
      if (viewport.width < 1280) {
        // The phone's contact bar carries the disclosure as text.
        const bar = page.getByRole('complementary', { name: 'Contact Sarah Chen' }).locator('[data-agent-licence]');
        expect(await bar.innerText()).toBe(`Sarah Chen \u00b7 Mortgage Agent Level 2 \u00b7 Agent Lic. #M08001234 \u00b7 ${brokerageLine}`);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The advertised rate and its APR are on screen, not past a sideways scroll of the rates table.
      const rates = page.getByRole('region', { name: /mortgage rates in/ }).first();
      expect(await rates.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await rates.getByText(/^\d\.\d{3}%$/).filter({ visible: true }).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);

      // The directory and the contact page in-app, as their links go (their served HTML is checked above).
      await showInApp(page, '/find-broker');
      const card = page.getByRole('article', { name: 'Sarah Chen' });
      await eventually(() => card.isVisible(), slow).toBe(true);
      expect(await card.innerText()).toContain('Mortgage Agent Level 2');
      expect(await card.innerText()).toContain(brokerageLine);
      const plain = page.getByRole('article', { name: unclassed.name });
      expect(await plain.innerText()).not.toContain('Your Trusted Mortgage Broker');
      expect(await plain.innerText()).not.toContain('Mortgage Agent Level');

      await showInApp(page, '/contact?agent=sarahchen');
      const broker = page.getByRole('region', { name: 'Your Broker' });
      await eventually(() => broker.getByText('Mortgage Agent Level 2', { exact: false }).isVisible(), slow).toBe(true);
      expect(await broker.innerText()).toContain(brokerageLine);
      expect(page.consoleErrors).toEqual([]);
      await page.context().close();

      const consolePage = await signedInPage(browser, 'admin@demo.maple.test', { viewport });
      await consolePage.goto(`/super-admin?tab=agents`);
      const consoleCard = consolePage.getByRole('article', { name: unclassed.name });
      await eventually(() => consoleCard.isVisible(), slow).toBe(true);
      expect(await consoleCard.getByText('Licence class missing').isVisible()).toBe(true);
      await consolePage.context().close();
    }, 120_000);
  }
});
