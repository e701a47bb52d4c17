import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@maple/shared/messages/contact';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { signInAdmin, storedLeads, type StoredLead } from './support/admin-api.ts';
import { baseUrl, launchBrowser, newPage, toast, type TestPage } from './support/browser.ts';
import { navigateInApp } from './support/routes.ts';
import { sentMail } from './support/outbox.ts';
import { settled } from './support/axe.ts';
import { eventually } from './support/poll.ts';
import { confirmationMailTo, confirmSubscription } from './support/subscription-confirmation.ts';

/** The axe-core that @axe-core/playwright injects. */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

let browser: Browser;
let adminCookie: string;
/**
 * Anonymous pages reused by the tests that need no fresh browser, each form opened from the loaded
 * site as its links do: one for the contact form's checks and then the application form, one for the
 * become-a-broker and newsletter forms (so no earlier toast has the words a test waits for).
 */
let contactPage: TestPage | undefined;
let formsPage: TestPage | undefined;
async function openForm(path: string, kept: 'contact' | 'forms', viewport = { width: 1280, height: 720 }): Promise<TestPage> {
  const reused = kept === 'contact' ? contactPage : formsPage;
  if (reused) {
    await reused.setViewportSize(viewport);
    // Away and back, so the form starts empty as on a new visit.
    if (new URL(reused.url()).pathname === path) await navigateInApp(reused, '/why-broker');
    await navigateInApp(reused, path);
    return reused;
  }
  const page = await newPage(browser, { viewport });
  await page.goto(path);
  if (kept === 'contact') contactPage = page;
  else formsPage = page;
  return page;
}
const run = randomUUID().slice(0, 8);

/** The stored leads with this client email. */
async function leadsFor(email: string): Promise<StoredLead[]> {
  return (await storedLeads(adminCookie)).filter((lead) => lead.clientEmail === email);
}

async function onlyLeadFor(email: string): Promise<StoredLead> {
  await eventually(async () => (await leadsFor(email)).length, { timeout: 10_000 }).toBe(1);
  return (await leadsFor(email))[0]!;
}

/** Counts POST /api/leads and any request to an outside host from this page. */
function watchRequests(page: Page) {
  const seen = { leadPosts: 0, external: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/leads' && request.method() === 'POST') seen.leadPosts++;
    if (url.origin !== new URL(baseUrl()).origin && !url.protocol.startsWith('data')) seen.external.push(request.url());
  });
  return seen;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await signInAdmin();
});
afterAll(() => browser.close());

describe('contact form', () => {
  it("sends a message to Sarah Chen (?agent=sarahchen): stored as a contact_form lead and mailed to her CRM address", async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 800 } });
    const requests = watchRequests(page);
    const email = `contact-${run}@example.com`;
    await page.goto('/contact?agent=sarahchen');
    await page.getByRole('heading', { level: 1, name: 'Contact Sarah Chen' }).waitFor();
    const broker = page.getByRole('region', { name: 'Your Broker' });
    await broker.waitFor();
    expect(await broker.getByRole('link', { name: 'agent@demo.maple.test' }).getAttribute('href')).toBe('mailto:agent@demo.maple.test');
    expect(await broker.getByRole('link', { name: '416-555-0147' }).getAttribute('href')).toBe('tel:4165550147');

    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Tremblay');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('416-555-0172');
    expect(await page.getByLabel('Phone type').inputValue()).toBe('Mobile');
    await page.getByLabel('Phone type').selectOption('Work');
    await page.getByLabel(/Postal code/).fill('M5V 2T6');
    await page.getByLabel('Comments').fill('We renew in June.\nPlease call after 5 pm.');
    await page.getByRole('checkbox', { name: leadsMessages.consentText }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await toast(page, leadsMessages.contactSuccess).waitFor();
    await toast(page, contactMessages.externalSkipped).waitFor();
    // The form clears after a success.
    await eventually(() => page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: leadsMessages.consentText }).isChecked()).toBe(false);
    // The visible form has no broker code or nonce, so nothing leaves for the external endpoint.
    expect(requests.leadPosts).toBe(1);
    expect(requests.external).toEqual([]);

    const lead = await onlyLeadFor(email);
    expect(lead).toMatchObject({
      clientName: 'Olivia Tremblay',
      clientPhone: '416-555-0172',
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      agentName: 'Sarah Chen',
      message: 'We renew in June.\nPlease call after 5 pm.',
    });
    // public-site §3: {phoneType, postalCode}; the consent and its exact text are kept as the record of what was agreed to.
    expect(Object.keys(lead.metadata).sort()).toEqual(['consent', 'consentText', 'phoneType', 'postalCode']);
    expect(lead.metadata).toEqual({ phoneType: 'Work', postalCode: 'M5V 2T6', consent: true, consentText: leadsMessages.consentText });

    const mail = await sentMail(lead.id);
    expect(mail.headers.to).toBe('sarah.crm@demo.maple.test');
    expect(mail.headers['reply-to']).toBe(email);
  });

  it("without consent shows 'Please consent to receiving communications' and sends nothing", async () => {
    const page = await openForm('/contact', 'contact');
    const requests = watchRequests(page);
    const email = `no-consent-${run}@example.com`;
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByLabel('First name').fill('Noah');
    await page.getByLabel('Last name').fill('Martin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('613-555-0100');
    await page.getByLabel('Comments').fill('Question about a HELOC.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await toast(page, leadsMessages.consentRequired).waitFor();
    const consent = page.getByRole('checkbox', { name: leadsMessages.consentText });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await consent.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(leadsMessages.consentRequired);
    // The typed values stay.
    expect(await page.getByLabel('First name').inputValue()).toBe('Noah');
    expect(requests.leadPosts).toBe(0);
    expect(await leadsFor(email)).toEqual([]);
  });

  it('shows its error, success and info toasts in colours that pass WCAG AA contrast', async () => {
    const page = await newPage(browser);
    // axe's colour-contrast rule over the toaster, as AxeBuilder's include + withRules runs it, with
    // axe put into the page once rather than before each check.
    const contrast = async () => {
      await settled(page);
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      return page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
        const results = await axe.run({ include: [['[data-sonner-toaster]']] }, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
        return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
      });
    };
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Tess');
    await page.getByLabel('Last name').fill('Toast');
    await page.getByLabel('Email').fill(`toasts-${run}@example.com`);
    await page.getByLabel('Phone', { exact: true }).fill('416-555-0190');
    await page.getByLabel('Comments').fill('Checking the toasts.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, leadsMessages.consentRequired).waitFor();
    expect(await contrast()).toEqual([]);

    await page.getByRole('checkbox', { name: leadsMessages.consentText }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, leadsMessages.contactSuccess).waitFor();
    await toast(page, contactMessages.externalSkipped).waitFor();
    // Hovering spreads the stack out, so every toast is measured rather than the front one only.
    await toast(page, contactMessages.externalSkipped).hover();
    expect(await contrast()).toEqual([]);
  });

  it('marks missing and malformed fields with their messages', async () => {
    const page = await openForm('/contact', 'contact');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const firstName = page.getByLabel('First name');
    await eventually(() => firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await firstName.getAttribute('aria-describedby')}"]`).textContent()).toBe(leadFormsMessages.required);
    const emailField = page.getByLabel('Email');
    expect(await page.locator(`[id="${await emailField.getAttribute('aria-describedby')}"]`).textContent()).toBe(leadsMessages.invalidEmail);
    // Postal code is optional.
    expect(await page.getByLabel(/Postal code/).getAttribute('aria-invalid')).toBeNull();
    // Focus moves to the first field in error.
    await eventually(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('become a broker', () => {
  it('validates, then sends an agent application stored as a website lead and mailed to the team inbox', async () => {
    const page = await openForm('/become-broker', 'forms');
    const email = `broker-${run}@example.com`;
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const experience = page.getByLabel('Experience level');
    await eventually(() => experience.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(/Additional information/).getAttribute('aria-invalid')).toBeNull();

    await page.getByLabel('Full name').fill('Tom Becker');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('905-555-0175');
    await experience.selectOption('Licensed Mortgage Agent Level 1');
    await page.getByLabel(/Additional information/).fill('Two years at a credit union in Hamilton.');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await toast(page, leadsMessages.applicationSuccess).waitFor();
    await eventually(() => page.getByLabel('Full name').inputValue()).toBe('');
    expect(await experience.inputValue()).toBe('');

    const lead = await onlyLeadFor(email);
    expect(lead).toMatchObject({
      clientName: 'Tom Becker',
      clientPhone: '905-555-0175',
      type: 'contact',
      source: 'website',
      status: 'new',
      agentId: null,
      message: 'Two years at a credit union in Hamilton.',
    });
    expect(lead.metadata).toEqual({ type: 'agent_application', experience: 'Licensed Mortgage Agent Level 1' });
    expect((await sentMail(lead.id)).headers.to).toBe('leads@demo.maple.test');
  });
});

describe('newsletter', () => {
  it('subscribes an email once its owner confirms: then stored as a newsletter lead named after the address', async () => {
    const page = await openForm('/newsletter', 'forms', { width: 375, height: 740 });
    const email = `reader.${run}@example.com`;
    await page.getByRole('heading', { level: 1, name: 'Stay in touch!' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await toast(page, subscriptionsMessages.checkInbox).waitFor();
    await eventually(() => page.getByLabel('Email address').inputValue()).toBe('');

    // Nothing is stored until the address's owner confirms from the mailed link (decision 058).
    await confirmationMailTo(email);
    expect(await leadsFor(email)).toEqual([]);
    await confirmSubscription(browser, email);
    const lead = await onlyLeadFor(email);
    expect(lead).toMatchObject({ clientName: `reader.${run}`, clientPhone: null, type: 'contact', source: 'newsletter', status: 'new', agentId: null });
    expect(lead.metadata).toEqual({ subscribed_to: 'newsletter' });
    expect((await sentMail(lead.id)).headers.to).toBe('leads@demo.maple.test');
  });
});

describe('apply for a mortgage', () => {
  it('sends an application: stored with its amount and mailed to the team inbox', async () => {
    // The contact form's page (its toasts say other words than this form's success).
    const page = await openForm('/applications', 'contact');
    const email = `applicant-${run}@example.com`;
    const amount = page.getByLabel('Mortgage amount');
    const amountError = async () => page.locator(`[id="${(await amount.getAttribute('aria-describedby'))!.split(' ').at(-1)}"]`).textContent();
    // Left empty it is required like the other fields; typed as words it is not a valid number.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await eventually(() => amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amountError()).toBe(leadFormsMessages.required);
    await amount.fill('lots');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await eventually(amountError).toBe(leadsMessages.invalidNumber);

    await page.getByLabel('Full name').fill('Amira Khan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('647-555-0133');
    await amount.fill('425,000');
    const agent = page.getByLabel(/Preferred agent/);
    await eventually(() => agent.locator('option').count()).toBeGreaterThan(1);
    expect(await agent.inputValue()).toBe('none');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await toast(page, leadsMessages.applicationSuccess).waitFor();
    await eventually(() => page.getByLabel('Full name').inputValue()).toBe('');

    const lead = await onlyLeadFor(email);
    expect(lead).toMatchObject({ clientName: 'Amira Khan', clientPhone: '647-555-0133', type: 'application', source: 'website', status: 'new', agentId: null });
    expect(lead.metadata).toEqual({ mortgage_amount: 425000 });
    expect((await sentMail(lead.id)).headers.to).toBe('leads@demo.maple.test');
  });
});
