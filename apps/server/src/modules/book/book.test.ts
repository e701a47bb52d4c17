// The book of funded mortgages (issue 40 §3 and §7, decision 103): the funded record of a funded
// file, the Book's list, export and import, the maturities by month, who sees what, and the
// erasure of a client with a funded mortgage (the retention hold: privacy/funded-retention.test.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { consents } from '@maple/db/schema/consents';
import { fundedMortgages } from '@maple/db/schema/funded-mortgages';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { bookMessages as m } from '@maple/shared/messages/book';
import { addMonthsToDay, bookImportMaxRows, type BookImportResult, type FundedMortgage, type FundedMortgageList, type MaturitiesByMonth } from '@maple/shared/schemas/funded-mortgages';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = ids.find((a) => a.slug === 'sarahchen')!.id;
  marcId = ids.find((a) => a.slug === 'marcgagnon')!.id;
  today = brokerageDay(t.clock.now());
});
afterAll(() => t.close());

const funding = (over: Record<string, unknown> = {}) => ({
  lender: 'First National',
  amount: 512_345.67,
  rate: 4.79,
  rateType: 'fixed',
  termMonths: 60,
  amortizationMonths: 300,
  paymentFrequency: 'monthly',
  fundingDate: today,
  interestAdjustmentDate: '',
  maturityDate: addMonthsToDay(today, 60),
  ...over,
});

/** A lead of `agentId` whose file is at `stage` (funded by default). */
async function fileAt(agentId: string, clientName: string, stage = 'funded') {
  const lead = await insertLead(t.db, { agentId, clientName, clientEmail: `${clientName.toLowerCase().replace(/\W+/g, '.')}@example.com` });
  const file = (await json(await t.as('admin').post(`/api/admin/leads/${lead.id}/files`, {}))) as MortgageFile;
  if (stage !== 'started') expect((await t.as('admin').post(`/api/admin/leads/${lead.id}/files/${file.id}/stage`, { stage })).status).toBe(200);
  return { leadId: lead.id, fileId: file.id, email: lead.clientEmail.toLowerCase() };
}
const fundedPath = (f: { leadId: string; fileId: string }, area = 'me') => `/api/${area}/leads/${f.leadId}/files/${f.fileId}/funded`;

describe('the funded record', () => {
  it('is recorded from a funded file with the lead\'s client and agent, read back, and corrected in place', async () => {
    const file = await fileAt(sarahId, 'Amara Okafor');
    expect(await json(await t.as('sarah').get(fundedPath(file)))).toBeNull();
    const res = await t.as('sarah').put(fundedPath(file), funding({ interestAdjustmentDate: addMonthsToDay(today, 1).slice(0, 8) + '01' }));
    expect(res.status).toBe(200);
    const saved = (await json(res)) as FundedMortgage;
    expect(saved).toMatchObject({ fileId: file.fileId, leadId: file.leadId, agentId: sarahId, agentName: 'Sarah Chen', clientName: 'Amara Okafor', clientEmail: file.email, amountCents: 51_234_567, rate: 4.79, expressConsent: false, remindersSent: [] });
    const corrected = await t.as('sarah').put(fundedPath(file), funding({ lender: 'MCAP', maturityDate: addMonthsToDay(today, 59) }));
    expect(((await json(corrected)) as FundedMortgage).id).toBe(saved.id);
    expect(await t.db.$count(fundedMortgages, eq(fundedMortgages.fileId, file.fileId))).toBe(1);
    expect((await json(await t.as('admin').get(fundedPath(file, 'admin')))) as FundedMortgage).toMatchObject({ lender: 'MCAP' });
  });

  it('refuses a maturity before funding, a bad rate and amount on their fields, and a file not funded with 409', async () => {
    const file = await fileAt(sarahId, 'Refused Funding');
    const res = await t.as('sarah').put(fundedPath(file), funding({ maturityDate: addMonthsToDay(today, -1), rate: 40, amount: 10.001, amortizationMonths: 24 }));
    expect(res.status).toBe(400);
    const { error } = (await json(res)) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({ maturityDate: m.maturityBeforeFunding, rate: m.invalidRate, amount: m.invalidAmount, amortizationMonths: m.amortizationBelowTerm });
    const open = await fileAt(sarahId, 'Still Open', 'approved_with_conditions');
    const early = await t.as('sarah').put(fundedPath(open), funding());
    expect(early.status).toBe(409);
    expect(((await json(early)) as { error: { message: string } }).error.message).toBe(m.fileNotFunded);
    expect(await t.db.$count(fundedMortgages, eq(fundedMortgages.fileId, open.fileId))).toBe(0);
  });

  it("is another agent's 404, read or written", async () => {
    const file = await fileAt(sarahId, 'Private Client');
    expect((await t.as('sarah').put(fundedPath(file), funding())).status).toBe(200);
    expect((await t.as('marc').get(fundedPath(file))).status).toBe(404);
    expect((await t.as('marc').put(fundedPath(file), funding({ lender: 'Stolen' }))).status).toBe(404);
  });
});

describe('the Book', () => {
  it('lists own mortgages nearest maturity first for an agent, every one with an agent filter for the super admin, searched and paged', async () => {
    for (const [months, name] of [[36, 'Book Later'], [6, 'Book Sooner']] as const) {
      const file = await fileAt(marcId, name);
      expect((await t.as('admin').put(fundedPath(file, 'admin'), funding({ maturityDate: addMonthsToDay(today, months), lender: 'Marc Lender' }))).status).toBe(200);
    }
    const marc = (await json(await t.as('marc').get('/api/me/book'))) as FundedMortgageList;
    expect(marc.items.map((row) => row.clientName)).toEqual(['Book Sooner', 'Book Later']);
    const sarah = (await json(await t.as('sarah').get('/api/me/book?pageSize=100'))) as FundedMortgageList;
    expect(sarah.items.every((row) => row.agentId === sarahId)).toBe(true);
    // An agent's agentId filter cannot widen the scope.
    expect(((await json(await t.as('sarah').get(`/api/me/book?agentId=${marcId}`))) as FundedMortgageList).total).toBe(0);
    const all = (await json(await t.as('admin').get('/api/admin/book?pageSize=100'))) as FundedMortgageList;
    expect(all.total).toBe(marc.total + sarah.total);
    expect(all.items.map((row) => row.maturityDate)).toEqual([...all.items.map((row) => row.maturityDate)].sort());
    const byAgent = (await json(await t.as('admin').get(`/api/admin/book?agentId=${marcId}&q=marc%20lender&pageSize=1&page=2`))) as FundedMortgageList;
    expect(byAgent).toMatchObject({ total: 2, items: [{ clientName: 'Book Later' }] });
    const soon = (await json(await t.as('admin').get('/api/admin/book?maturingWithinMonths=12'))) as FundedMortgageList;
    expect(soon.items.map((row) => row.clientName)).toEqual(['Book Sooner']);
  });

  it('counts the maturities of the next 12 months by month, own or all, with CSV', async () => {
    const month = addMonthsToDay(today, 6).slice(0, 7);
    const own = (await json(await t.as('marc').get('/api/me/book/maturities'))) as MaturitiesByMonth;
    expect(own.months).toHaveLength(12);
    expect(own.months[0]!.month).toBe(today.slice(0, 7));
    expect(own.months.find((row) => row.month === month)).toEqual({ month, count: 1, amountCents: 51_234_567 });
    expect(own.months.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(((await json(await t.as('sarah').get('/api/me/book/maturities'))) as MaturitiesByMonth).months.find((row) => row.month === month)!.count).toBe(0);
    const csv = await (await t.as('admin').get(`/api/admin/book/maturities.csv?agentId=${marcId}`)).text();
    expect(csv).toContain(`${month},1,512345.67`);
  });

  it('exports the filtered book as CSV in the import\'s columns, which imports back as it is', async () => {
    const res = await t.as('marc').get('/api/me/book/export.csv');
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe(m.csvColumns.join(','));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('book.sooner@example.com,en,Marc Gagnon,Marc Lender,512345.67,4.79,fixed,60,300,monthly');
    // The same rows again are the book's already.
    const again = (await json(await t.as('marc').post('/api/me/book/import?dryRun=true', { csv: text }))) as BookImportResult;
    expect(again).toMatchObject({ total: 2, ready: 0, invalid: 2 });
    expect(again.rows[0]!.problems).toEqual({ Row: m.import.duplicateInBook });
  });
});

describe('the import', () => {
  const header = m.csvColumns.join(',');
  const row = (over: Partial<Record<(typeof m.csvColumns)[number], string>> = {}) => {
    const cells: Record<string, string> = {
      Client: 'Imported Client',
      Email: 'imported@example.com',
      Language: 'fr',
      Agent: '',
      Lender: 'Desjardins',
      Amount: '"$350,000.00"',
      Rate: '5.19%',
      'Rate type': 'Fixe',
      'Term months': '36',
      'Amortization months': '300',
      'Payment frequency': 'biweekly',
      'Funding date': '2024-03-01',
      'Interest adjustment date': '',
      'Maturity date': '2027-03-01',
      'Consent basis': 'express',
      'Consent date': '2024-02-20',
      ...over,
    };
    return m.csvColumns.map((column) => cells[column]).join(',');
  };

  it('reports each refused row by column, stores nothing of it, and imports the ready rows with their express consent', async () => {
    const csv = [
      header,
      row(),
      row({ Email: 'bad-rate@example.com', Rate: 'abc' }),
      row({ Email: 'bad-date@example.com', 'Maturity date': '2027-02-30' }),
      row({ Email: 'early@example.com', 'Maturity date': '2024-01-01' }),
      row({ Email: 'no-date@example.com', 'Consent date': '' }),
      row({ Email: 'none@example.com', 'Consent basis': 'none', 'Consent date': '', Agent: 'Marc Gagnon' }),
      row({ Email: 'ghost@example.com', Agent: 'Nobody Here' }),
    ].join('\n');
    const preview = (await json(await t.as('admin').post('/api/admin/book/import?dryRun=true', { csv }))) as BookImportResult;
    expect(preview).toMatchObject({ dryRun: true, total: 7, ready: 2, invalid: 5, imported: 0 });
    expect(preview.rows.map((r) => r.problems)).toEqual([
      {},
      { Rate: m.invalidRate },
      { 'Maturity date': m.invalidDay },
      { 'Maturity date': m.maturityBeforeFunding },
      { 'Consent date': m.import.consentDateRequired },
      {},
      { Agent: m.import.unknownAgent },
    ]);
    expect(await t.db.$count(fundedMortgages, eq(fundedMortgages.lender, 'Desjardins'))).toBe(0);

    const done = (await json(await t.as('admin').post('/api/admin/book/import', { csv }))) as BookImportResult;
    expect(done).toMatchObject({ imported: 2 });
    const stored = await t.db.select().from(fundedMortgages).where(eq(fundedMortgages.lender, 'Desjardins'));
    expect(stored.map((r) => [r.clientEmail, r.agentId, r.amountCents, Number(r.ratePercent), r.rateType, r.language, r.fileId]).sort()).toEqual([
      ['imported@example.com', null, 35_000_000, 5.19, 'fixed', 'fr', null],
      ['none@example.com', marcId, 35_000_000, 5.19, 'fixed', 'fr', null],
    ]);
    const recorded = await t.db.select().from(consents).where(and(eq(consents.purpose, 'client_mail'), eq(consents.method, 'import')));
    expect(recorded.map((c) => [c.email, c.givenAt.toISOString(), c.language])).toEqual([['imported@example.com', '2024-02-20T12:00:00.000Z', 'fr']]);
    const listed = (await json(await t.as('admin').get('/api/admin/book?q=imported%40example.com'))) as FundedMortgageList;
    expect(listed.items[0]).toMatchObject({ expressConsent: true, expressConsentSince: '2024-02-20T12:00:00.000Z' });
  });

  it("puts an agent's rows in the agent's own book, refusing another agent's name", async () => {
    const csv = [header, row({ Email: 'own-import@example.com', Agent: 'Sarah Chen' }), row({ Email: 'not-mine@example.com', Agent: 'Marc Gagnon' })].join('\n');
    const result = (await json(await t.as('sarah').post('/api/me/book/import', { csv }))) as BookImportResult;
    expect(result).toMatchObject({ imported: 1, invalid: 1 });
    expect(result.rows[1]!.problems).toEqual({ Agent: m.import.notYourName });
    const [own] = await t.db.select().from(fundedMortgages).where(eq(fundedMortgages.clientEmail, 'own-import@example.com'));
    expect(own!.agentId).toBe(sarahId);
  });

  it('refuses a file with unknown or missing columns as a whole', async () => {
    const res = await t.as('admin').post('/api/admin/book/import', { csv: 'Client,Email,Colour\nA,a@example.com,red' });
    expect(res.status).toBe(400);
    expect(((await json(res)) as { error: { message: string } }).error.message).toContain('Colour');
  });

  it("answers a bad file in the user's back-office language, the values filled into that language's text", async () => {
    const refusal = async (who: 'marc' | 'admin', path: string) => {
      const res = await t.as(who).post(path, { csv: 'Client,Email,Colour\nA,a@example.com,red' });
      expect(res.status).toBe(400);
      return ((await json(res)) as { error: { message: string; fields: { csv: string } } }).error;
    };
    expect((await t.as('marc').patch('/api/me', { language: 'fr' })).status).toBe(200);
    try {
      expect(await refusal('marc', '/api/me/book/import')).toEqual(expect.objectContaining({ message: 'Colonnes inconnues : Colour', fields: { csv: 'Colonnes inconnues : Colour' } }));
      const tooMany = await t.as('marc').post('/api/me/book/import?dryRun=true', { csv: `${m.csvColumns.join(',')}\n${'x\n'.repeat(bookImportMaxRows + 1)}` });
      expect(((await json(tooMany)) as { error: { message: string } }).error.message).toMatch(/^Au plus 5\s000 lignes par fichier$/);
      // Each row's problems too, in the same language.
      const rows = await t.as('marc').post('/api/me/book/import?dryRun=true', { csv: `${m.csvColumns.join(',')}\nA,not-an-email` });
      expect(((await json(rows)) as { rows: { problems: Record<string, string> }[] }).rows[0]!.problems.Email).toBe('Pas une adresse courriel');
    } finally {
      expect((await t.as('marc').patch('/api/me', { language: 'en' })).status).toBe(200);
    }
    expect(await refusal('marc', '/api/me/book/import')).toEqual(expect.objectContaining({ message: 'Unknown columns: Colour', fields: { csv: 'Unknown columns: Colour' } }));
    expect((await refusal('admin', '/api/admin/book/import')).message).toBe('Unknown columns: Colour');
  });
});

describe('privacy', () => {
  it('finds and erases a funded mortgage with its client, an imported one included', async () => {
    const file = await fileAt(sarahId, 'Erased Client');
    expect((await t.as('sarah').put(fundedPath(file), funding())).status).toBe(200);
    const csv = [m.csvColumns.join(','), m.csvColumns.map((c) => ({ Client: 'Erased Client', Email: file.email, Lender: 'RBC', Amount: '1000', Rate: '5', 'Rate type': 'fixed', 'Term months': '12', 'Amortization months': '120', 'Payment frequency': 'monthly', 'Funding date': '2025-01-01', 'Maturity date': '2026-01-01', 'Consent basis': 'none' })[c as 'Client'] ?? '').join(',')].join('\n');
    expect(((await json(await t.as('admin').post('/api/admin/book/import', { csv }))) as BookImportResult).imported).toBe(1);
    const found = (await json(await t.as('admin').get(`/api/admin/privacy/search?q=${encodeURIComponent(file.email)}`))) as { matches: { kind: string }[] };
    expect(found.matches.filter((match) => match.kind === 'funded_mortgage')).toHaveLength(2);
    const created = (await json(await t.as('admin').post('/api/admin/privacy/requests', { kind: 'erasure', email: file.email }))) as { id: string };
    expect((await t.as('admin').post(`/api/admin/privacy/requests/${created.id}/erase`)).status).toBe(200);
    expect(await t.db.$count(fundedMortgages, eq(fundedMortgages.clientEmail, file.email))).toBe(0);
  });
});
