import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { eventually } from './support/poll.ts';
import { afterRetries, internalError, navigateInApp, skippableRetries } from './support/routes.ts';
import { axeViolations } from './support/axe.ts';
import { signInAdmin, storedLeads } from './support/admin-api.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { pagePool } from './support/page-pool.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
// The tests that start with a full load share a visitor page per viewport (support/page-pool.ts);
// those that route requests, move the clock, change the media or count the scripts fetched take their own.
const visitors = pagePool(() => browser);
const desktop = { viewport: { width: 1280, height: 900 } };
const tallPhone = { viewport: { width: 375, height: 900 } };
afterAll(async () => {
  await visitors.close();
  await browser.close();
});

/** The big figure of the results (the first <dd> of the named results section). */
function headline(page: Page, section: string) {
  return page.getByRole('region', { name: section }).getByRole('definition').first();
}

describe('mortgage payment calculator', () => {
  it('shows the payment for each frequency at 500,000, 6%, 25 years, semi-annual', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-calculator');
    await page.getByLabel('Mortgage amount').fill('500000');
    await page.getByLabel('Custom rate (%)').fill('6');
    await page.getByLabel('Amortization', { exact: true }).selectOption('25');
    await page.getByLabel('Compounding').selectOption({ label: 'Semi-annual' });

    const expected: [label: string, payment: string][] = [
      ['Monthly', '$3,199.03'],
      ['Semi-monthly', '$1,597.55'],
      ['Bi-weekly', '$1,474.52'],
      ['Weekly', '$736.84'],
      ['Accelerated bi-weekly', '$1,599.52'],
      ['Accelerated weekly (rapid)', '$799.76'],
    ];
    for (const [label, payment] of expected) {
      await page.getByLabel('Payment frequency').selectOption({ label });
      await eventually(() => headline(page, 'Your payment').innerText(), { message: label }).toBe(payment);
    }
    // Six frequencies (the spec's "seven" counts one twice) and four compounding options.
    expect(await page.getByLabel('Payment frequency').locator('option').count()).toBe(6);
    expect(await page.getByLabel('Compounding').locator('option').allInnerTexts()).toEqual(['Semi-annual', 'Monthly', 'Quarterly', 'Annual']);
    expect(page.consoleErrors).toEqual([]);
  });

  it('updates on every change without loading a page, keeps the inputs in the URL, and a reload reproduces the result', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-calculator');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const historyLength = await page.evaluate(() => history.length);

    await page.getByLabel('Custom rate (%)').fill('6');
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$3,199.03');
    await page.getByLabel('Mortgage amount').fill('400000');
    await page.getByLabel('Payment frequency').selectOption('bi-weekly');
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$1,179.61');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await eventually(() => new URL(page.url()).searchParams.get('frequency')).toBe('bi-weekly');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ amount: '400000', customRate: '6', frequency: 'bi-weekly' });
    // Replacing, not pushing: the calculator is still one history entry.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$1,179.61');
    expect(await page.getByLabel('Mortgage amount').inputValue()).toBe('400000');
    expect(await page.getByLabel('Custom rate (%)').inputValue()).toBe('6');
    expect(await page.getByLabel('Payment frequency').inputValue()).toBe('bi-weekly');

    const shared = await visitors.page({ viewport: { width: 375, height: 740 } });
    await shared.goto(url.pathname + url.search);
    await eventually(() => headline(shared, 'Your payment').innerText()).toBe('$1,179.61');
  });

  it('lists today\'s rates for the province, and clearing the custom rate falls back to the chosen one', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-calculator');
    const rateSelect = page.getByLabel("Today's rate");
    await eventually(() => rateSelect.isEnabled()).toBe(true);
    const options = await rateSelect.locator('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toMatch(/^\d+ (year|months) (fixed|variable)( \([A-Za-z-]+\))? — \d+\.\d\d%$/);
    // Nothing chosen: the 5-year fixed (conventional) is.
    expect(await rateSelect.locator('option:checked').innerText()).toMatch(/^5 year fixed — /);

    const chosen = options.find((o) => o.startsWith('1 year fixed'))!;
    await rateSelect.selectOption({ label: chosen });
    const chosenRate = chosen.split('— ')[1]!;
    const rateUsed = page.getByRole('region', { name: 'Your payment' }).getByRole('definition').nth(1);
    await eventually(() => rateUsed.innerText()).toBe(chosenRate);

    await page.getByLabel('Custom rate (%)').fill('6');
    await eventually(() => rateUsed.innerText()).toBe('6.00%');
    await page.getByLabel('Custom rate (%)').fill('');
    await eventually(() => rateUsed.innerText()).toBe(chosenRate);
    await eventually(() => new URL(page.url()).searchParams.get('rate')).toBe('12-fixed-conventional');

    await page.getByLabel('Province or territory').selectOption({ label: 'Quebec' });
    await eventually(() => new URL(page.url()).searchParams.get('province')).toBe('QC');
    await eventually(() => rateSelect.locator('option:checked').innerText()).toMatch(/^1 year fixed — /);
  });

  it('still works when today\'s rates cannot be loaded: the default 3.94% or a custom rate', async () => {
    const page = await newPage(browser, desktop);
    await skippableRetries(page);
    await page.route('**/api/rates?*', internalError);
    await navigateInApp(page, '/mortgage-calculator');
    // The query retries twice before it gives up.
    await afterRetries(page, () => page.getByText("Today's rates could not be loaded.").isVisible(), true);
    expect(await page.getByLabel("Today's rate").isDisabled()).toBe(true);
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$2,613.86');
    await page.getByLabel('Custom rate (%)').fill('6');
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$3,199.03');
  });

  it('falls back to the defaults for invalid link values and says so beside each field', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-calculator?amount=lots&customRate=6&years=45&frequency=daily');
    await eventually(() => headline(page, 'Your payment').innerText()).toBe('$3,199.03');
    const amount = page.getByLabel('Mortgage amount');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.inputValue()).toBe('');
    const describedBy = (await amount.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      'Enter an amount from $0 to $100,000,000. Until then the results use $500,000.00.',
    );
    expect(await page.getByLabel('Amortization', { exact: true }).inputValue()).toBe('25');
    expect(await page.getByLabel('Amortization', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Choose from 1 to 30 years.').isVisible()).toBe(true);
    expect(await page.getByText('Choose a payment frequency.').isVisible()).toBe(true);

    // Fixing a field clears its message.
    await amount.fill('500000');
    await eventually(() => amount.getAttribute('aria-invalid')).toBe(null);
  });

  it('shows the schedule by year, one year expanding into its payments, and the chart', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-calculator?customRate=6');
    const schedule = page.getByRole('table', { name: /Amortization schedule by year/ });
    await eventually(() => schedule.isVisible()).toBe(true);
    expect(await schedule.locator(':scope > tbody > tr').count()).toBe(25);
    const year1 = page.getByRole('button', { name: 'Year 1', exact: true });
    expect(await year1.getAttribute('aria-expanded')).toBe('false');
    await year1.click();
    expect(await year1.getAttribute('aria-expanded')).toBe('true');
    const payments = page.getByRole('table', { name: 'Payments in year 1' });
    expect(await payments.locator('tbody tr').count()).toBe(12);
    expect(await payments.locator('tbody tr').first().locator('td').first().innerText()).toBe('$3,199.03');
    await page.getByRole('figure').scrollIntoViewIfNeeded();
    await eventually(() => page.locator('.recharts-wrapper').count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
  });

  it('has a Print button and a print layout without the site chrome or the form', async () => {
    const page = await newPage(browser, desktop);
    await page.goto('/mortgage-calculator?customRate=6');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.getByLabel('Mortgage amount').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByText('Your inputs').isVisible()).toBe(true);
    expect(await headline(page, 'Your payment').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: /Amortization schedule by year/ }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('has no axe violations, at 1280 and at 375 px', async () => {
    for (const width of [1280, 375]) {
      // The phone's page is fresh: it proves the chart's code is not fetched before it is scrolled to.
      const page = width === 375 ? await newPage(browser, { viewport: { width, height: 900 } }) : await visitors.page(desktop);
      const chartCode: string[] = [];
      const network = networkQuiet(page);
      if (width === 375) {
        page.on('request', (request) => {
          if (/CartesianChart|amortization-chart/.test(request.url())) chartCode.push(request.url());
        });
      }
      await page.goto('/mortgage-calculator?customRate=6');
      if (width === 375) {
        // Far below the fold on a phone: the chart's code (recharts, ~100 KB) waits until the visitor gets there.
        // Everything the load asks for is in once nothing is in flight and the page is idle (networkidle without its 500 ms).
        await network.quiet();
        expect(chartCode).toEqual([]);
        expect(await page.locator('.recharts-wrapper').count()).toBe(0);
      }
      await page.getByRole('figure').scrollIntoViewIfNeeded();
      await eventually(() => page.locator('.recharts-wrapper').count()).toBe(1);
      await page.getByRole('button', { name: 'Year 2', exact: true }).click();
      expect(await axeViolations(page), `width ${width}`).toEqual([]);
      // Nothing wider than the screen but the schedule, which scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 375) await page.context().close();
    }
  });
});

describe('affordability calculator', () => {
  it('shows the maximum price for the defaults and follows every change, in the URL', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/affordability-calculator');
    const results = page.getByRole('region', { name: 'What you can afford' });
    await eventually(() => headline(page, 'What you can afford').innerText()).toBe('$485,767.47');
    expect(await results.innerText()).toContain('$465,767.47');
    expect(await results.innerText()).toContain('$2,666.66');
    expect(await results.innerText()).toContain('32.0%');
    expect(await results.innerText()).toContain('The GDS limit applies');
    // The stress-tested line beside the spec's figures (decision 083): 4.84% + 2% = 6.84%.
    expect(await results.innerText()).toContain('Stress-tested at 6.84% under the lender limits (39.0% GDS, 44.0% TDS):');

    expect(await page.getByLabel('Amortization', { exact: true }).locator('option').allInnerTexts()).toEqual(
      ['1 year', '2 years', '3 years', '4 years', '5 years', '7 years', '10 years', '15 years', '20 years', '25 years', '30 years'],
    );
    await page.getByLabel('Monthly debt payments').fill('1000');
    await eventually(() => results.innerText()).toContain('The TDS limit applies');
    await eventually(() => new URL(page.url()).searchParams.get('debts')).toBe('1000');
    const price = await headline(page, 'What you can afford').innerText();
    expect(price).not.toBe('$485,767.47');
    await page.reload();
    await eventually(() => headline(page, 'What you can afford').innerText()).toBe(price);
  });

  it('has no axe violations, at 1280 and at 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await visitors.page({ viewport: { width, height: 900 } });
      await page.goto('/affordability-calculator?rate=abc');
      await eventually(() => page.getByText('Enter a rate from 0 to 30 with at most two decimals.', { exact: false }).isVisible()).toBe(true);
      expect(await axeViolations(page), `width ${width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});

describe('calculators hub', () => {
  it('links to both calculators', async () => {
    const page = await visitors.page();
    await page.goto('/calculators');
    await page.getByRole('link', { name: 'Check affordability' }).click();
    await page.waitForURL('**/affordability-calculator');
    await page.goBack();
    await page.getByRole('link', { name: 'Calculate payments' }).click();
    await page.waitForURL('**/mortgage-calculator');
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Mortgage Payment Calculator');
  });
});

describe('prepayment calculator and side by side (issue 41)', () => {
  it('prepayments: savings in words, a privilege warning, CSV and a PDF whose code loads on the click, a lead carrying the inputs', async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 900 } });
    // Script files are named by their hash alone (decision 067), so the PDF's code is the scripts fetched on its click.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/prepayment-calculator?amount=500000&rate=6&years=25&frequency=monthly&yearly=10000&extra=abc');
    const results = page.getByRole('region', { name: 'What your prepayments save' });
    // The vector of docs/calculators/prepayments.md; the bad increase falls back to 0 with a message.
    await eventually(() => results.innerText()).toContain('$176,781.03');
    expect(await results.innerText()).toContain('8 years 9 months');
    await eventually(() => page.getByText('Enter an amount from $0 to $100,000,000, to the cent.', { exact: false }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel('Added to each payment').fill('500');
    await eventually(() => page.getByRole('alert').first().innerText()).toContain('$479.85');
    await eventually(() => new URL(page.url()).searchParams.get('extra')).toBe('500');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('prepayment-schedule.csv');
    const csvText = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csvText.split('\r\n')[0]).toBe('No.,Year,Payment,Principal,Interest,Lump sum,Balance');
    const scriptsBeforePdf = scripts.length;
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('prepayment-schedule.pdf');
    const pdfCode = scripts.slice(scriptsBeforePdf);
    expect(pdfCode.length).toBeGreaterThan(0);
    expect(pdfCode.filter((url) => scripts.slice(0, scriptsBeforePdf).includes(url))).toEqual([]);

    const email = `prepay-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Talk to an agent about these prepayments' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Pat Prepay');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    const lead = (await storedLeads(await signInAdmin())).find((l) => l.clientEmail === email);
    expect(lead?.metadata).toMatchObject({ calculator: 'prepayment', inputs: { ratePercent: 6, extraPayment: 500, annualLumpSum: 10000 }, calculations: { regularPayment: 3199.03 } });
    expect(page.consoleErrors).toEqual([]);
  });

  it('side by side: three scenarios in one link, readable at 375 px, added and removed from the keyboard', async () => {
    const page = await visitors.page(tallPhone);
    await page.goto('/compare-mortgages?count=3&price1=500000&down1=50000&rate1=5&term1=5&years1=25&frequency1=monthly');
    const table = page.getByRole('table', { name: 'The scenarios compared' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Figure', 'Scenario 1', 'Scenario 2', 'Scenario 3']);
    // docs/calculators/prepayments.md: premium 13,950, balance at the term's end 410,630.34, total cost 859,505.96.
    for (const figure of ['$13,950.00', '$2,698.36', '$108,581.94', '$410,630.34', '$859,505.96']) expect(await table.innerText()).toContain(figure);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Remove scenario 3' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('count')).toBe('2');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add a scenario');
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.id.endsWith('price3'))).toBe(true);
    expect(await table.getByRole('columnheader').count()).toBe(4);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('issue 41: stress test and penalty calculators', () => {
  it('stress test: 5.84% and the largest price for the defaults, in the URL, bad text named, and a lead carrying the inputs', async () => {
    const page = await visitors.page(tallPhone);
    await page.goto('/calculators');
    await page.getByRole('link', { name: 'Take the stress test' }).click();
    await page.waitForURL('**/stress-test-calculator');
    const results = page.getByRole('region', { name: 'Your stress test' });
    // docs/calculators/qualification.md: 3.84% + 2% = 5.84%; 39% of 8,333.33 carries $515,605.40, + $50,000 down.
    await eventually(() => results.innerText()).toContain('$565,605.40');
    expect(await results.innerText()).toContain('5.84%');
    expect(await results.innerText()).toContain('$473,059.78');

    await page.getByLabel('Mortgage to test').fill('600000');
    await eventually(() => results.innerText()).toContain('Does not pass the lender limits.');
    await eventually(() => new URL(page.url()).searchParams.get('mortgage')).toBe('600000');
    await page.goto('/stress-test-calculator?rate=abc&mortgage=450000');
    await eventually(() => page.getByText('Enter a rate from 0 to 30 with at most two decimals. Until then the results use 3.84%.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Talk to an agent about this' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByText('$450,000.00').isVisible()).toBe(true);
    await dialog.getByLabel('Full name').fill('Stella Stress');
    await dialog.getByLabel('Email').fill('stella.e2e@example.com');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ kind: 'stress_test', annualIncome: 100000, rate: 3.84, mortgageAmount: 450000, name: 'Stella Stress' });
    await eventually(() => dialog.isVisible()).toBe(false);
  });

  it('penalty: the issue’s vector by default, three months’ interest on a variable rate, the Interest Act cap', async () => {
    const page = await visitors.page(desktop);
    await page.goto('/mortgage-penalty-calculator');
    const results = page.getByRole('region', { name: 'Your estimated penalty' });
    // docs/calculators/penalty.md: 400,000 × 1.5% × 36/12 = 18,000.00 > 400,000 × 5% × 3/12 = 5,000.00.
    await eventually(() => headline(page, 'Your estimated penalty').innerText()).toBe('$18,000.00');
    expect(await results.innerText()).toContain('$5,000.00');
    await page.getByLabel('Rate type').selectOption('variable');
    await eventually(() => headline(page, 'Your estimated penalty').innerText()).toBe('$5,000.00');
    await page.goto('/mortgage-penalty-calculator?term=10&left=60');
    await eventually(() => results.innerText()).toContain('section 10 of the Interest Act');
    expect(await headline(page, 'Your estimated penalty').innerText()).toBe('$5,000.00');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('land transfer tax and closing costs calculators (issue 41)', () => {
  it('show the tax bracket by bracket from the URL, fall back on bad input with a message, and carry the inputs into a lead', async () => {
    for (const width of [1280, 375]) {
      const page = await visitors.page({ viewport: { width, height: 900 } });
      await page.goto('/land-transfer-tax-calculator?province=ON&city=toronto&price=800000&date=2026-06-01&first=yes');
      await eventually(() => headline(page, 'Your land transfer tax').innerText()).toBe('$16,475.00');
      const results = page.getByRole('region', { name: 'Your land transfer tax' });
      expect(await results.innerText()).toContain('Toronto municipal land transfer tax');
      expect(await results.getByRole('table').first().innerText()).toContain('$8,000.00');
      // axe once, on the phone (its header is the menu button): the calculator is one component tree at both widths.
      if (width === 375) expect(await axeViolations(page), `width ${width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    const page = await visitors.page(desktop);
    await page.goto('/closing-costs-calculator?province=ON&city=toronto&price=500000&down=50000&date=2026-06-01&first=yes&legal=abc');
    await eventually(() => headline(page, 'Cash needed at closing').innerText()).toBe('$58,641.00');
    expect(await page.getByText('Enter an amount from $0 to $100,000,000. Until then the results use $1,500.00.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Legal fees and disbursements').fill('2000');
    await eventually(() => headline(page, 'Cash needed at closing').innerText()).toBe('$59,141.00');

    await page.getByRole('button', { name: 'Talk to an agent' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain('$59,141.00');
    await dialog.getByLabel('Full name').fill('Closing Costs E2E');
    await dialog.getByLabel('Email').fill('closing-costs-e2e@example.com');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/leads') && res.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Request My Quote' }).click();
    const sent = await answer;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ kind: 'closing_costs', legalFees: 2000, price: 500000, closingDate: '2026-06-01', firstTimeBuyer: true });
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(page.consoleErrors).toEqual([]);
  });
});
