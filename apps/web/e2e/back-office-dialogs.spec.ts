// Every dialog and sheet the console's and the dashboard's tabs offer, at 1280 and 375 px (issue 22):
// opened by keyboard from the control that offers it, focus is inside it, Tab keeps focus inside and
// always shows where it is, axe finds nothing in it, and Escape closes it (or, with typed edits,
// asks first) and puts focus back on that control. Delete questions are answered Cancel (Escape),
// never confirmed; nothing is saved. One signed-in page per role, tabs changed in-app; each tab's
// dialogs are checked at both widths (the window resized) before the next tab is shown. axe runs
// once per dialog: at the first width it is checked at, and at the other again only where the
// dialog's tree (elements, attributes, text, colours, large text: support/axe-tree.ts) differs.
// Dialogs are found by their names from the shared messages, so the tabs' rebuilds keep them found.
import { randomUUID } from 'node:crypto';
import type { Browser, ElementHandle, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsMessages } from '@maple/shared/messages/agents';
import { auditMessages } from '@maple/shared/messages/audit';
import { blogMessages } from '@maple/shared/messages/blog';
import { catalogueConsoleMessages as catalogue } from '@maple/shared/messages/catalogue-console';
import { consoleMessages } from '@maple/shared/messages/console';
import { dashboardMessages } from '@maple/shared/messages/dashboard';
import { documentsMessages } from '@maple/shared/messages/documents';
import { identificationsMessages } from '@maple/shared/messages/identifications';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { inoreaderMessages } from '@maple/shared/messages/news';
import { privacyMessages as privacy } from '@maple/shared/messages/privacy';
import { privacyPolicyMessages } from '@maple/shared/messages/privacy-policy';
import { rateAdminMessages as rates } from '@maple/shared/messages/rates';
import { shellMessages } from '@maple/shared/messages/shell';
import { testimonialsMessages as testimonials } from '@maple/shared/messages/testimonials';
import { unsavedMessages } from '@maple/shared/messages/unsaved';
import { usersMessages } from '@maple/shared/messages/users';
import { webhooksMessages as webhooks } from '@maple/shared/messages/webhooks';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { axeViolationsIn } from './support/axe.ts';
import { AxeOncePerTree } from './support/axe-tree.ts';
import { baseUrl, launchBrowser, signedInPage, type DemoAccount } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';

const run = randomUUID().slice(0, 8);
// Rows the dialogs need, made through the API and removed afterwards; a privacy request cannot be
// deleted (it is completed instead), nor a lead with an identification record (FINTRAC: records are
// kept), so the lead stays, as identification.spec's does.
const client = `Dialog Client ${run}`;
const agentTestimonialClient = `Dialog Testimonial ${run}`;
const webhookUrl = `https://dialogs-${run}.example/hook`;
const requestEmail = `dialogs.${run}@example.com`;
const documentName = `Dialog document ${run}.pdf`;
const made = { leadId: '', webhookId: '', requestId: '', incidentId: '', documentId: '', testimonialId: '' };

const admin = () => demoSession('admin@demo.maple.test');
const agent = () => demoSession('agent@demo.maple.test');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const lead = await callApi<{ id: string }>(agent(), 'POST', '/api/me/leads', { clientName: client, clientEmail: `client.${run}@example.com` });
  expect(lead.status).toBe(201);
  made.leadId = lead.body.id;
  const record = {
    clientName: client,
    address: '55 Bay Street\nToronto ON M5J 2T3',
    dateOfBirth: '1988-03-09',
    method: 'government_photo_id',
    documentType: 'Passport',
    documentNumber: 'AB123456',
    verifiedOn: '2026-01-15',
    pepDetermination: 'not_pep',
    thirdPartyDetermination: 'no_third_party',
    purpose: 'Purchase of a principal residence.',
  };
  expect((await callApi(agent(), 'POST', `/api/me/leads/${made.leadId}/identifications`, record)).status).toBe(201);
  const webhook = await callApi<{ id: string }>(admin(), 'POST', '/api/admin/webhooks', { url: webhookUrl, events: ['testimonial.submitted'] });
  expect(webhook.status).toBe(201);
  made.webhookId = webhook.body.id;
  const request = await callApi<{ id: string }>(admin(), 'POST', '/api/admin/privacy/requests', { kind: 'erasure', email: requestEmail });
  expect(request.status).toBe(201);
  made.requestId = request.body.id;
  const incident = await callApi<{ id: string }>(admin(), 'POST', '/api/admin/privacy/incidents', {
    // Past the 24 months the register must keep an incident, so it can be deleted afterwards.
    occurredOn: '2023-01-10',
    description: `Dialog spec incident ${run}`,
    dataAffected: 'Names',
    peopleAffected: 'None',
    realRiskOfSignificantHarm: false,
    reportedToCommissionerOn: null,
    reportedToPeopleOn: null,
  });
  expect(incident.status).toBe(201);
  made.incidentId = incident.body.id;
  // An agent's testimonial without the client's permission on record: approving it asks for one.
  const testimonial = await callApi<{ id: string }>(agent(), 'POST', '/api/me/testimonials', { clientName: agentTestimonialClient, content: 'Opened in a dialog.', rating: 5 });
  expect(testimonial.status).toBe(201);
  made.testimonialId = testimonial.body.id;
  const form = new FormData();
  form.set('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], documentName, { type: 'application/pdf' }));
  const upload = await fetch(`${baseUrl()}/api/me/documents`, { method: 'POST', headers: { cookie: agent(), origin: baseUrl() }, body: form });
  expect(upload.status).toBe(201);
  made.documentId = ((await upload.json()) as { document: { id: string } }).document.id;
});
afterAll(async () => {
  await browser?.close();
  const cleanups: [string, string, string, unknown?][] = [
    [agent(), 'DELETE', `/api/me/documents/${made.documentId}`],
    [admin(), 'DELETE', `/api/admin/testimonials/${made.testimonialId}`],
    [admin(), 'DELETE', `/api/admin/privacy/incidents/${made.incidentId}`],
    [admin(), 'PATCH', `/api/admin/privacy/requests/${made.requestId}`, { status: 'completed' }],
    [admin(), 'DELETE', `/api/admin/webhooks/${made.webhookId}`],
  ];
  const failed: string[] = [];
  for (const [cookie, method, path, body] of cleanups) {
    if (path.endsWith('/')) continue; // beforeAll stopped before making it
    const { status } = await callApi(cookie, method, path, body);
    if (status >= 300) failed.push(`${method} ${path}: ${status}`);
  }
  expect(failed).toEqual([]);
});

/** One dialog: the control that opens it, and its accessible name. */
type Case = {
  label: string;
  opener: (page: Page) => Locator;
  name: string | RegExp;
  /** The key that opens it once its control has focus (Enter unless said). */
  key?: string;
  /** Shown only at these widths (the console's sidebar is a drawer on a phone). */
  widths?: number[];
  /** Before opening (reveal a view, type a draft) and after closing (undo it). */
  before?: (page: Page) => Promise<void>;
  after?: (page: Page) => Promise<void>;
  /** A field to type into, then Escape: the discard question comes, is checked, and discards. */
  typeInto?: string;
  /** Dialogs opened from inside this one, checked while it is open. */
  inner?: Case[];
};
type TabPlan = { id: string; cases: Case[] };

/** A message with `{placeholders}`, whatever they are filled with. */
const filled = (template: string) => new RegExp(`^${template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** A visible control of the tab (a phone shows cards where a wide screen shows a table). */
const button = (page: Page, name: string | RegExp) => page.locator('main').getByRole('button', { name, exact: typeof name === 'string' }).filter({ visible: true }).first();
const dialogNamed = (page: Page, name: string | RegExp) => {
  const options = { name, exact: typeof name === 'string' };
  return page.getByRole('dialog', options).or(page.getByRole('alertdialog', options)).filter({ visible: true });
};

/** The lead drawer's own dialogs: the identification record's add, correct and void. */
const identificationCases: Case[] = [
  { label: 'add identification', opener: (p) => dialogNamed(p, client).getByRole('button', { name: identificationsMessages.add, exact: true }), name: identificationsMessages.addTitle },
  { label: 'correct identification', opener: (p) => dialogNamed(p, client).getByRole('button', { name: startingWith(`${identificationsMessages.correct}:`) }).first(), name: identificationsMessages.correctTitle },
  { label: 'void identification', opener: (p) => dialogNamed(p, client).getByRole('button', { name: startingWith(`${identificationsMessages.void}:`) }).first(), name: identificationsMessages.voidTitle },
];

const feedUrl = `https://feeds-${run}.example/rss.xml`;
const policy = () => privacyPolicyMessages.console;

const consolePlan: TabPlan[] = [
  {
    id: 'agents',
    cases: [
      { label: 'sidebar drawer', widths: [375], opener: (p) => p.getByRole('button', { name: shellMessages.toggleSidebar }), name: consoleMessages.navLabel },
      { label: 'create agent', opener: (p) => button(p, agentsMessages.console.create), name: agentsMessages.console.createTitle },
      { label: 'edit agent', opener: (p) => button(p, filled(agentsMessages.console.editLabel)), name: filled(agentsMessages.console.editTitle) },
      { label: 'delete agent', opener: (p) => button(p, filled(agentsMessages.console.deleteLabel)), name: filled(agentsMessages.console.deleteTitle) },
      {
        label: 'disable sign-in',
        before: async (p) => {
          await p.getByRole('tab', { name: usersMessages.views.users }).click();
        },
        after: (p) => p.getByRole('tab', { name: usersMessages.views.agents }).click(),
        opener: (p) => button(p, filled(usersMessages.disableLabel)),
        name: filled(usersMessages.disableTitle),
      },
    ],
  },
  {
    id: 'testimonials',
    cases: [
      { label: 'add testimonial', opener: (p) => button(p, testimonials.addTestimonial), name: testimonials.addTestimonial },
      { label: 'edit testimonial', opener: (p) => button(p, startingWith(testimonials.edit)), name: testimonials.editTestimonial },
      {
        label: 'approve with permission',
        opener: (p) => p.locator('main li').filter({ hasText: agentTestimonialClient }).getByRole('button', { name: testimonials.approve, exact: true }),
        name: fillMessage(testimonials.permission.approveTitle, { name: agentTestimonialClient }),
      },
      { label: 'delete testimonial', opener: (p) => button(p, startingWith(testimonials.delete)), name: testimonials.confirmDeleteTitle },
    ],
  },
  {
    id: 'blog',
    cases: [
      { label: 'new post', opener: (p) => button(p, blogMessages.newPost), name: blogMessages.newPost },
      { label: 'edit post', opener: (p) => button(p, startingWith(blogMessages.edit)), name: blogMessages.editPost },
      { label: 'delete post', opener: (p) => button(p, startingWith(blogMessages.delete)), name: blogMessages.confirmDeleteTitle },
    ],
  },
  {
    id: 'leads',
    cases: [
      { label: 'import leads', opener: (p) => button(p, startingWith(leads.import.button)), name: leads.import.title },
      { label: 'add lead', opener: (p) => button(p, leads.addLead), name: leads.addLeadTitle },
      { label: 'lead drawer', opener: (p) => button(p, leads.viewFor(client)), name: client, inner: identificationCases },
      { label: 'delete lead', opener: (p) => button(p, leads.deleteFor(client)), name: leads.confirmDeleteTitle },
    ],
  },
  { id: 'analytics', cases: [] },
  {
    id: 'rates',
    cases: [
      { label: 'rate history', opener: (p) => button(p, startingWith(`${rates.history}, `)), name: rates.historyTitle },
      { label: 'delete rate', opener: (p) => button(p, startingWith(`${rates.delete}, `)), name: rates.deleteTitle },
    ],
  },
  ...(['product', 'service', 'lender'] as const).map((kind) => ({
    id: `${kind}s`,
    cases: [
      { label: `new ${kind}`, opener: (p: Page) => button(p, catalogue.add[kind]), name: catalogue.newTitle[kind], ...(kind === 'lender' ? { typeInto: catalogue.name } : {}) },
      { label: `edit ${kind}`, opener: (p: Page) => button(p, startingWith(`${catalogue.edit}, `)), name: catalogue.editTitle[kind] },
      { label: `delete ${kind}`, opener: (p: Page) => button(p, startingWith(`${catalogue.delete}, `)), name: catalogue.deleteTitle[kind] },
    ],
  })),
  {
    id: 'inoreader',
    cases: [
      {
        label: 'remove feed',
        before: async (p) => {
          await p.getByLabel(inoreaderMessages.feedUrl, { exact: true }).fill(feedUrl);
          await p.getByRole('button', { name: inoreaderMessages.addFeed, exact: true }).click();
        },
        opener: (p) => button(p, `${inoreaderMessages.removeFeed}: ${feedUrl}`),
        name: inoreaderMessages.removeConfirmTitle,
      },
    ],
  },
  {
    id: 'integrations',
    cases: [
      { label: 'add webhook', opener: (p) => button(p, webhooks.add), name: webhooks.add },
      { label: 'webhook deliveries', opener: (p) => button(p, `${webhooks.deliveries}, ${webhookUrl}`), name: webhooks.deliveries },
      { label: 'edit webhook', opener: (p) => button(p, `${webhooks.edit}, ${webhookUrl}`), name: webhooks.editTitle },
      { label: 'delete webhook', opener: (p) => button(p, `${webhooks.delete}, ${webhookUrl}`), name: webhooks.confirmDeleteTitle },
    ],
  },
  {
    id: 'settings',
    cases: [
      {
        label: 'replace the privacy policy',
        // The question comes only over typed text; the text is taken back afterwards.
        before: (p) => p.getByLabel(policy().policy, { exact: true }).fill('A draft policy.'),
        after: (p) => p.getByLabel(policy().policy, { exact: true }).fill(''),
        opener: (p) => button(p, policy().startFromDefault),
        name: policy().replaceTitle,
      },
    ],
  },
  { id: 'activity', cases: [] },
  {
    id: 'privacy',
    cases: [
      { label: 'record a request', opener: (p) => button(p, privacy.newRequest), name: privacy.newRequestTitle },
      {
        label: 'privacy request',
        opener: (p) => button(p, `${privacy.open}: ${requestEmail}`),
        name: new RegExp(requestEmail.replace(/\./g, '\\.')),
        inner: [{ label: 'erase question', opener: (p) => dialogNamed(p, new RegExp(requestEmail.replace(/\./g, '\\.'))).getByRole('button', { name: privacy.erase, exact: true }), name: privacy.confirmEraseTitle }],
      },
      { label: 'record an incident', opener: (p) => button(p, privacy.addIncident), name: privacy.addIncident },
      { label: 'edit incident', opener: (p) => button(p, startingWith(`${privacy.edit}: `)), name: privacy.editIncident },
      { label: 'delete incident', opener: (p) => button(p, startingWith(`${privacy.delete}: `)), name: privacy.confirmDeleteIncidentTitle },
    ],
  },
];

const location = (p: Page) => p.locator('main').getByLabel(agentsMessages.edit.fields.location, { exact: true });
let locationBefore = '';

const dashboardPlan: TabPlan[] = [
  {
    id: 'profile',
    cases: [
      {
        // The page's own question: with the profile edited, the arrow key to the next tab asks first;
        // Escape keeps the edits and the Profile tab, with focus on it.
        label: 'leave an edited tab',
        before: async (p) => {
          locationBefore = await location(p).inputValue();
          await location(p).fill('Typed, not saved');
        },
        after: (p) => location(p).fill(locationBefore),
        opener: (p) => p.getByRole('tab', { name: dashboardMessages.tabs.profile.label, exact: true }),
        key: 'ArrowRight',
        name: unsavedMessages.title,
      },
    ],
  },
  { id: 'customize-page', cases: [] },
  { id: 'social-links', cases: [] },
  { id: 'application-links', cases: [] },
  { id: 'seo-settings', cases: [] },
  {
    id: 'blog-posts',
    cases: [
      { label: 'new post', opener: (p) => button(p, blogMessages.newPost), name: blogMessages.newPost, typeInto: blogMessages.title },
      { label: 'edit post', opener: (p) => button(p, startingWith(blogMessages.edit)), name: blogMessages.editPost },
      { label: 'delete post', opener: (p) => button(p, startingWith(blogMessages.delete)), name: blogMessages.confirmDeleteTitle },
    ],
  },
  { id: 'documents', cases: [{ label: 'delete document', opener: (p) => button(p, fillMessage(documentsMessages.deleteNamed, { name: documentName })), name: documentsMessages.confirmDeleteTitle }] },
  { id: 'testimonials', cases: [] },
  {
    id: 'leads',
    cases: [
      { label: 'add lead', opener: (p) => button(p, leads.addLead), name: leads.addLeadTitle },
      { label: 'lead drawer', opener: (p) => button(p, leads.viewFor(client)), name: client, inner: identificationCases },
    ],
  },
  { id: 'analytics', cases: [] },
];

/** Where focus is, and whether it is inside `dialog`. */
const focusState = (dialog: ElementHandle<Element>) =>
  dialog.evaluate((root) => {
    const el = document.activeElement;
    const what = el && el !== document.body ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'the page';
    return { inside: !!el && root.contains(el), what };
  });

async function isFocused(handle: ElementHandle<Element>) {
  return handle.evaluate((el) => el === document.activeElement);
}

async function waitFor(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/**
 * axe over this dialog only (the page under it is checked by back-office-fits), once per dialog
 * across the widths: a width whose dialog is the same tree as one already checked does not run it
 * again. `where` without its width names the dialog.
 */
const axeOnce = new AxeOncePerTree();
let axeRuns = 0;
async function axeIn(page: Page, dialog: ElementHandle<Element>, where: string): Promise<string[]> {
  if (!(await axeOnce.needsAxe(page, `${page.url().split('?')[0]} ${where.replace(/ @\d+/, '')}`, dialog))) return [];
  axeRuns += 1;
  return axeViolationsIn(page, dialog);
}

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control and Shift+Tab from its first: focus wraps and stays inside.
 * Then each control in turn, focused as the keyboard left it, shows where focus is.
 */
async function tabThrough(page: Page, dialog: ElementHandle<Element>, where: string, problems: string[]) {
  const edge = (which: 'first' | 'last') =>
    dialog.evaluate(
      (root, [selector, end]) => {
        const all = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
        (end === 'first' ? all[0] : all.at(-1))?.focus();
      },
      [tabbable, which] as const,
    );
  for (const [from, key] of [['last', 'Tab'], ['first', 'Shift+Tab']] as const) {
    await edge(from);
    await page.keyboard.press(key);
    const focus = await focusState(dialog);
    if (!focus.inside) problems.push(`${where}: ${key} from the ${from} control left the dialog (to ${focus.what})`);
  }
  const unseen = await dialog.evaluate((root, selector) => {
    const out: string[] = [];
    for (const el of [...root.querySelectorAll<HTMLElement>(selector)].filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0)) {
      el.focus();
      if (document.activeElement !== el) continue;
      const shows = (target: Element) => {
        const s = getComputedStyle(target);
        const r = target.getBoundingClientRect();
        return ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none') && r.width >= 4 && r.height >= 4;
      };
      if (!shows(el) && ![...((el as HTMLInputElement).labels ?? [])].some(shows)) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return out;
  }, tabbable);
  for (const what of unseen) problems.push(`${where}: no visible focus on ${what}`);
}

/** Checks what is open as `name` (already opened from `opener`), then closes it with Escape. */
async function checkOpen(page: Page, c: Case, opener: ElementHandle<Element>, where: string, problems: string[]) {
  const dialog = dialogNamed(page, c.name);
  await dialog.waitFor({ timeout: 10_000 });
  const handle = (await dialog.elementHandle())!;
  if (!(await waitFor(async () => (await focusState(handle)).inside))) problems.push(`${where}: focus is not inside when it opens (${(await focusState(handle)).what})`);
  for (const violation of await axeIn(page, handle, where)) problems.push(`${where}: axe ${violation}`);
  await tabThrough(page, handle, where, problems);

  for (const inner of c.inner ?? []) await checkCase(page, inner, `${where} › ${inner.label}`, problems);

  if (c.typeInto) {
    const field = dialog.getByLabel(c.typeInto, { exact: true });
    await field.fill('Typed, not saved');
    const fieldHandle = (await field.elementHandle())!;
    await page.keyboard.press('Escape');
    const question = dialogNamed(page, unsavedMessages.title);
    if (!(await waitFor(() => question.isVisible()))) problems.push(`${where}: Escape with typed edits did not ask`);
    else {
      // The question itself, closed with Escape (keep editing): focus comes back to the field.
      await checkOpen(page, { label: 'discard question', opener: () => field, name: unsavedMessages.title }, fieldHandle, `${where} › discard question`, problems);
      if (!(await dialog.isVisible())) problems.push(`${where}: keeping the edits closed the dialog`);
      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: unsavedMessages.discard }).click();
    }
  } else {
    await page.keyboard.press('Escape');
  }
  if (!(await waitFor(async () => (await dialog.count()) === 0))) {
    problems.push(`${where}: Escape did not close it`);
    return;
  }
  if (!(await waitFor(() => isFocused(opener)))) {
    const now = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
    });
    problems.push(`${where}: focus did not return to the control that opened it (it is on ${now})`);
  }
}

/** Opens the dialog by keyboard from its control, checks it, and closes it. */
async function checkCase(page: Page, c: Case, where: string, problems: string[]) {
  try {
    await c.before?.(page);
    const opener = c.opener(page);
    await opener.waitFor({ timeout: 15_000 });
    const handle = (await opener.elementHandle())!;
    await handle.focus();
    await page.keyboard.press(c.key ?? 'Enter');
    await checkOpen(page, c, handle, where, problems);
    await c.after?.(page);
  } catch (error) {
    problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
    // Leave nothing open for the next one.
    for (let i = 0; i < 3 && (await page.locator('[role=dialog], [role=alertdialog]').count()) > 0; i++) {
      const discard = dialogNamed(page, unsavedMessages.title).getByRole('button', { name: unsavedMessages.discard });
      if (await discard.isVisible()) await discard.click();
      else await page.keyboard.press('Escape');
    }
  }
}

/** The tabs' headings, by their ids in the URL. */
const tabLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(consoleMessages.tabs).map(([id, tab]) => [id, tab.label])),
  activity: auditMessages.tab,
  privacy: privacy.tab,
  ...Object.fromEntries(Object.entries(dashboardMessages.tabs).map(([key, tab]) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), tab.label])),
};

/**
 * Another tab, in-app (as a link does): a typed draft left behind is discarded. Shown is its
 * heading; a draft's question is the other possible answer, waited for in the same poll (not a
 * fixed pause for a question that mostly does not come).
 */
async function showTab(page: Page, area: string, id: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${area}?tab=${id}`);
  const discard = dialogNamed(page, unsavedMessages.title).getByRole('button', { name: unsavedMessages.discard });
  const heading = page.getByRole('heading', { name: tabLabels[id]!, exact: true }).first();
  await waitFor(async () => (await discard.isVisible()) || (await heading.isVisible()), 15_000);
  if (await discard.isVisible()) await discard.click();
  await heading.waitFor({ timeout: 15_000 });
  await waitFor(async () => new URL(page.url()).searchParams.get('tab') === id);
  await waitFor(async () => (await page.locator('main [role=status] .animate-spin').count()) === 0, 15_000);
}

const widths = [375, 1280];

async function checkDialogs(account: DemoAccount, area: string, plan: TabPlan[]) {
  const started = Date.now();
  axeRuns = 0;
  const page = await signedInPage(browser, account, { viewport: { width: widths[0]!, height: 900 } });
  await page.goto(`${area}?tab=${plan[0]!.id}`);
  const problems: string[] = [];
  const count: Record<number, number> = {};
  for (const tab of plan) {
    if (!tab.cases.length) continue;
    await showTab(page, area, tab.id);
    // Each tab starts at the width the one before ended at, so no resize is spent going back.
    for (const width of page.viewportSize()!.width === widths[0] ? widths : widths.toReversed()) {
      const cases = tab.cases.filter((c) => !c.widths || c.widths.includes(width));
      if (!cases.length) continue;
      if (page.viewportSize()!.width !== width) await page.setViewportSize({ width, height: 900 });
      for (const c of cases) {
        await checkCase(page, c, `${tab.id} › ${c.label} @${width}`, problems);
        count[width] = (count[width] ?? 0) + 1 + (c.inner?.length ?? 0);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(page.consoleErrors).toEqual([]);
  await page.context().close();
  console.info(`${area}: ${widths.map((w) => `${count[w]} dialogs at ${w} px`).join(', ')} (axe over ${axeRuns}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

describe('every back-office dialog can be used by keyboard and passes axe', () => {
  it(`the console's dialogs at 375 and 1280 px`, () => checkDialogs('admin@demo.maple.test', '/super-admin', consolePlan), 180_000);
  it(`the dashboard's dialogs at 375 and 1280 px`, () => checkDialogs('agent@demo.maple.test', '/agent-dashboard', dashboardPlan), 180_000);
});
