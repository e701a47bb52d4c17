import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, storedLeads } from './support/admin-api.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { sentMail } from './support/outbox.ts';
import { eventually } from './support/poll.ts';
import { internalError } from './support/routes.ts';
import { axeViolations } from './support/axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openQuote(page: Page, button: 'Get Started' | 'Renewal Quote') {
  await page.goto('/calculators');
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await eventually(() => dialog.isVisible()).toBe(true);
  return dialog;
}

const estimate = (page: Page) => page.getByRole('region', { name: 'Your estimate' });

describe('quote dialog', () => {
  it('computes the estimate live, sends the quote to the chosen agent, and resets', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const dialog = await openQuote(page, 'Get Started');
    expect(await dialog.getByRole('heading', { name: 'Get Your Purchase Quote' }).isVisible()).toBe(true);
    // Nothing entered yet: every figure is 0.
    expect(await estimate(page).getByRole('definition').first().innerText()).toBe('$0');
    expect(await dialog.getByText('Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Location').inputValue()).toBe('Ontario');
    expect(await dialog.getByLabel('Amortization').locator('option').allInnerTexts()).toEqual(['15 years', '20 years', '25 years', '30 years']);
    expect(await dialog.getByLabel('Mortgage rate (%)').inputValue()).toBe('3.94');

    await dialog.getByLabel('Home price').fill('625000');
    await dialog.getByLabel('Down payment').fill('25000');
    await eventually(() => dialog.getByText('This is below the minimum down payment for this price: $37,500').isVisible()).toBe(true);
    await dialog.getByLabel('Down payment').fill('125000');
    await dialog.getByLabel('Mortgage rate (%)').fill('6');
    await dialog.getByLabel('Payment frequency').selectOption({ label: 'Monthly' });
    await eventually(() => estimate(page).getByRole('definition').first().innerText()).toBe('$3,199');
    const figures = await estimate(page).innerText();
    for (const text of ['CMHC insurance', '$0', 'Total mortgage', '$500,000', '25 years', '300', '$459,711']) expect(figures).toContain(text);
    expect(await dialog.getByText('This is below the minimum down payment').count()).toBe(0);

    await dialog.getByLabel('Full name').fill('Quinn Quote');
    await dialog.getByLabel('Email').fill('quinn.quote@example.com');
    await dialog.getByLabel('Preferred agent').selectOption({ label: 'Sarah Chen' });

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'quote',
      quoteType: 'purchase',
      price: 625000,
      downPayment: 125000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 6,
      paymentFrequency: 'monthly',
      name: 'Quinn Quote',
      email: 'quinn.quote@example.com',
    });
    expect(body).not.toHaveProperty('calculations');
    expect(typeof body.agentId).toBe('string');
    const { id } = (await response.json()) as { id: string };

    await eventually(() => page.getByText('Your mortgage quote request has been submitted!').isVisible()).toBe(true);
    await eventually(() => dialog.isVisible()).toBe(false);

    // The server stored the lead and mailed it to Sarah's CRM address, with its own calculations.
    const mail = await sentMail(id);
    expect(mail.headers.to).toContain('sarah.crm@demo.maple.test');
    expect(mail.text).toContain('Name: Quinn Quote');
    expect(mail.text).toContain('Agent: Sarah Chen');
    expect(mail.text).toContain('Type: rate_quote, source: mortgage_calculator');
    expect(mail.text).toContain('calculations.periodicPayment: 3199');
    expect(mail.text).toContain('calculations.totalInterest: 459711');

    // The stored row: the spec's type, source, status and metadata, with the server's own results.
    const stored = (await storedLeads(await signInAdmin())).find((lead) => lead.id === id);
    expect(stored).toMatchObject({ type: 'rate_quote', source: 'mortgage_calculator', status: 'new', agentName: 'Sarah Chen', clientName: 'Quinn Quote' });
    expect(stored!.metadata).toEqual({
      price: 625000,
      downPayment: 125000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 6,
      paymentFrequency: 'monthly',
      calculations: { cmhcInsurance: 0, totalMortgage: 500000, periodicPayment: 3199, totalPayments: 300, totalInterest: 459711, payoffYears: 25 },
    });

    // Opened again, the form is back to its defaults.
    await page.getByRole('button', { name: 'Get Started' }).click();
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Home price').inputValue()).toBe('');
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Mortgage rate (%)').inputValue()).toBe('3.94');
    expect(page.consoleErrors).toEqual([]);
  });

  it('asks for the required fields and sends nothing without a name', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 } });
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/leads') && requests.push(r.method()));
    const dialog = await openQuote(page, 'Renewal Quote');
    expect(await dialog.getByRole('heading', { name: 'Get Your Renewal Quote' }).isVisible()).toBe(true);
    await dialog.getByLabel('Email').fill('nameless@example.com');
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    await eventually(() => page.getByText('Please fill in all required fields').isVisible()).toBe(true);
    const name = dialog.getByLabel('Full name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`).innerText()).toBe('Please enter your full name');
    expect(await dialog.isVisible()).toBe(true);
    expect(requests).toEqual([]);
  });

  it('keeps the values and says so when sending fails', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.route('**/api/leads', internalError);
    const dialog = await openQuote(page, 'Get Started');
    await dialog.getByLabel('Home price').fill('400000');
    await dialog.getByLabel('Down payment').fill('80000');
    await dialog.getByLabel('Full name').fill('Fay Fail');
    await dialog.getByLabel('Email').fill('fay@example.com');
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    await eventually(() => page.locator('[data-sonner-toast]').getByText('Failed to submit form').isVisible()).toBe(true);
    // Said inside the dialog too, where screen readers can hear it (the modal hides the toaster from them).
    expect(await dialog.getByRole('alert').innerText()).toBe('Failed to submit form');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Fay Fail');
    expect(await dialog.getByLabel('Home price').inputValue()).toBe('400000');
    expect(await dialog.getByRole('button', { name: 'Request My Quote' }).isEnabled()).toBe(true);
  });

  it('has no axe violations when open, and returns focus to its button on Escape', async () => {
    // One page, at 1280 px and then resized to 375 px, the dialog opened afresh at each width. axe
    // once, at 375 px: the dialog is the same component tree at both widths (its layout is CSS).
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/calculators');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog');
      await eventually(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel('Home price').fill('625000');
      await dialog.getByLabel('Down payment').fill('25000');
      await dialog.getByRole('button', { name: 'Request My Quote' }).click();
      await eventually(() => dialog.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
      if (width === 375) expect(await axeViolations(page, '[role="dialog"]'), `width ${width}`).toEqual([]);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.isVisible()).toBe(false);
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Get Started');
    }
  });
});
