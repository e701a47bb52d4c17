import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import { leadManagementMessages as leads } from '@maple/shared/messages/lead-management';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, signedInPage, toast } from './support/browser.ts';
import { callApi, demoSession } from './support/content-api.ts';

let browser: Browser;
// A lead of the demo agent's own, so a rerun or another spec's order does not matter.
const client = `Identified ${randomUUID().slice(0, 8)}`;
let leadId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const created = await callApi<{ id: string }>(demoSession('agent@demo.maple.test'), 'POST', '/api/me/leads', { clientName: client, clientEmail: 'identified@example.com' });
  expect(created.status).toBe(201);
  leadId = created.body.id;
});
afterAll(() => browser.close());

describe('dashboard › lead drawer › Identification (FINTRAC)', () => {
  it('records a client identification on a phone-sized screen, the number masked from then on', async () => {
    const page = await signedInPage(browser, 'agent@demo.maple.test', { viewport: { width: 375, height: 800 } });
    await page.goto('/agent-dashboard?tab=leads');
    await page.getByRole('button', { name: leads.viewFor(client) }).first().click();
    const drawer = page.getByRole('dialog', { name: client });
    await drawer.getByText(m.empty).waitFor();
    await drawer.getByRole('button', { name: m.add }).click();

    const dialog = page.getByRole('dialog', { name: m.addTitle });
    await dialog.getByLabel(m.fields.address).fill('55 Bay Street\nToronto ON M5J 2T3');
    await dialog.getByLabel(m.fields.dateOfBirth).fill('1988-03-09');
    await dialog.getByLabel(m.fields.documentType).fill("Ontario driver's licence");
    await dialog.getByLabel(m.fields.documentNumber).fill('T1234-56789-01234');
    await dialog.getByLabel(m.fields.issuingJurisdiction).fill('Ontario');
    await dialog.getByLabel(m.fields.purpose).fill('Refinance of a principal residence.');
    // A third party needs details: the form says so before anything is sent.
    await dialog.getByLabel(m.fields.thirdPartyDetermination).selectOption('third_party');
    await dialog.getByRole('button', { name: m.save }).click();
    await dialog.getByText(m.thirdPartyDetailsRequired).waitFor();
    await dialog.getByLabel(m.fields.thirdPartyDetermination).selectOption('no_third_party');
    // The dialog fits the phone's width.
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m.save }).click();
    await toast(page, m.created).waitFor();

    const list = drawer.getByRole('list', { name: m.section });
    await list.getByText('•••• 1234').waitFor();
    // A calendar day reads as that day, whatever the zone.
    await list.getByText('March 9, 1988').waitFor();
    expect(await drawer.innerText()).not.toContain('56789');
    expect(await drawer.getByRole('link', { name: m.exportPrintable }).getAttribute('href')).toBe(`/api/me/leads/${leadId}/identifications/export.csv?format=html`);

    const stored = await callApi<{ items: { clientName: string; documentNumberMasked: string; verifiedByName: string; issuingJurisdiction: string }[] }>(
      demoSession('agent@demo.maple.test'),
      'GET',
      `/api/me/leads/${leadId}/identifications`,
    );
    expect(stored.body.items).toEqual([expect.objectContaining({ clientName: client, documentNumberMasked: '•••• 1234', verifiedByName: 'Sarah Chen', issuingJurisdiction: 'Ontario' })]);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe('console › lead drawer › Identification', () => {
  it('reveals a number to the super admin and voids a record with a reason', async () => {
    const page = await signedInPage(browser, 'admin@demo.maple.test', { viewport: { width: 1280, height: 900 } });
    await page.goto(`/super-admin?tab=leads&q=${encodeURIComponent(client)}`);
    await page.getByRole('button', { name: leads.viewFor(client) }).first().click();
    const drawer = page.getByRole('dialog', { name: client });
    const list = drawer.getByRole('list', { name: m.section });
    await list.getByText('•••• 1234').waitFor();
    await list.getByRole('button', { name: m.reveal }).click();
    await list.getByText('T1234-56789-01234').waitFor();
    await list.getByRole('button', { name: m.hide }).click();
    await list.getByText('•••• 1234').waitFor();

    // A correction without a new number keeps the one on file.
    await list.getByRole('button', { name: new RegExp(`^${m.correct}:`) }).click();
    const correction = page.getByRole('dialog', { name: m.correctTitle });
    await correction.getByLabel(m.fields.purpose).fill('Purchase of a principal residence.');
    await correction.getByRole('button', { name: m.save }).click();
    await toast(page, m.corrected).waitFor();
    await list.getByText('Purchase of a principal residence.').waitFor();
    await list.getByText('•••• 1234').waitFor();

    await list.getByRole('button', { name: new RegExp(`^${m.void}:`) }).click();
    const confirm = page.getByRole('alertdialog', { name: m.voidTitle });
    await confirm.getByRole('button', { name: m.voidConfirm }).click();
    await confirm.getByText(m.voidReasonRequired).waitFor();
    await confirm.getByLabel(m.fields.voidReason).fill('Licence number mistyped; recorded again.');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: m.voidConfirm }).click();
    await toast(page, m.voided).waitFor();
    await list.getByText(m.voidedBadge, { exact: true }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });
});
