// A client with a funded mortgage is held from the retention run until the mortgage's maturity plus
// the retention period (issue 40 §3, decisions 049 and 103); then the record goes, and the lead.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { insertLead } from '@maple/db/seed/factories';
import { manualClock } from '@maple/shared/clock';
import { addMonthsToDay } from '@maple/shared/schemas/funded-mortgages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyRetention } from './retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
}, 60_000);
afterAll(() => t.close());

const logger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, child: () => logger } as never;
const periods = { leadMonths: 24, transcriptMonths: 12, outboxDays: 90 };
const run = (day: string) => applyRetention({ db: t.db, logger, outboxDir: t.outbox, clock: manualClock(new Date(`${day}T17:00:00Z`)) }, periods);
const mortgage = { lender: 'TD', amountCents: 30_000_000, ratePercent: 5, rateType: 'fixed', termMonths: 60, amortizationMonths: 300, paymentFrequency: 'monthly', fundingDate: '2020-03-01', maturityDate: '2025-03-01' } as const;

describe('the retention hold of the book', () => {
  it('keeps a funded client, and an imported one by address, until maturity + the lead period, then deletes the record and anonymizes the lead', async () => {
    const at = new Date('2020-02-01T12:00:00Z');
    const funded = await insertLead(t.db, { clientName: 'Held Client', clientEmail: 'Held.Client@example.com', createdAt: at });
    const [file] = await t.db.insert(mortgageFiles).values({ leadId: funded.id, stage: 'funded', createdAt: at, stageChangedAt: at, closedAt: at }).returning();
    await t.db.insert(fundedMortgages).values({ ...mortgage, fileId: file!.id, clientName: 'Held Client', clientEmail: 'held.client@example.com', createdAt: at, updatedAt: at });
    // A lead whose client's mortgage came in with an imported book (no file): held by the address.
    const imported = await insertLead(t.db, { clientName: 'Imported Client', clientEmail: 'imported.client@example.com', createdAt: at });
    await t.db.insert(fundedMortgages).values({ ...mortgage, maturityDate: '2026-03-01', clientName: 'Imported Client', clientEmail: 'imported.client@example.com', createdAt: at, updatedAt: at });
    const idle = await insertLead(t.db, { clientName: 'Idle Lead', clientEmail: 'idle@example.com', createdAt: at });
    const anonymized = async (id: string) => (await t.db.select({ at: leads.anonymizedAt }).from(leads).where(eq(leads.id, id)))[0]!.at !== null;

    // Years idle, but the first mortgage matured 23 months ago: both held; the plain idle lead goes.
    await run(addMonthsToDay(mortgage.maturityDate, 23));
    expect([await anonymized(funded.id), await anonymized(imported.id), await anonymized(idle.id)]).toEqual([false, false, true]);
    expect(await t.db.$count(fundedMortgages)).toBe(2);
    // 25 months after the first maturity: its record is deleted and its lead anonymized; the imported one is still held.
    await run(addMonthsToDay(mortgage.maturityDate, 25));
    expect([await anonymized(funded.id), await anonymized(imported.id)]).toEqual([true, false]);
    expect(await t.db.$count(fundedMortgages, eq(fundedMortgages.fileId, file!.id))).toBe(0);
    await run(addMonthsToDay('2026-03-01', 25));
    expect(await anonymized(imported.id)).toBe(true);
    expect(await t.db.$count(fundedMortgages)).toBe(0);
  });
});
