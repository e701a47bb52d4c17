import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { agents } from '@maple/db/schema/agents';
import type { LeadImportResult } from '@maple/shared/schemas/lead-import';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;

beforeAll(async () => {
  t = await createTestApp();
  sarahId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
});
afterAll(() => t.close());

const importCsv = async (csv: string, dryRun?: boolean) => {
  const res = await t.as('admin').post(`/api/admin/leads/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`, { csv });
  return { status: res.status, body: await json(res) };
};
const header = 'Date,Client,Email,Phone,Type,Source,Status,Agent,Message,Notes,Details\r\n';
const stored = () => t.db.select().from(leads).orderBy(asc(leads.clientEmail));

describe('POST /api/admin/leads/import', () => {
  it("reads back what Export CSV wrote: every field, the agent by name, and a formula-guarded name", async () => {
    const originals = [
      await insertLead(t.db, { clientName: '=HYPERLINK("http://evil.example","x")', clientEmail: 'round-1@example.com', clientPhone: '416-555-0101', type: 'rate_quote', source: 'mortgage_calculator', status: 'qualified', agentId: sarahId, message: 'Line one\nline "two", with a comma', notes: 'Called back', metadata: { price: 650000, calculations: { totalMortgage: 603135 } }, createdAt: new Date('2026-10-02T14:05:00.000Z') }),
      await insertLead(t.db, { clientName: 'Élodie Tremblay', clientEmail: 'round-2@example.com', type: 'contact', source: 'contact_form', status: 'new', createdAt: new Date('2026-11-01T05:30:00.000Z') }),
    ];
    const res = await t.as('admin').get('/api/admin/leads/export.csv?q=round-');
    const csv = await res.text();
    const before = (await stored()).filter((l) => l.clientEmail.startsWith('round-'));
    await t.db.delete(leads).where(eq(leads.clientEmail, 'round-1@example.com'));
    await t.db.delete(leads).where(eq(leads.clientEmail, 'round-2@example.com'));

    const { status, body } = await importCsv(csv);
    expect(status).toBe(200);
    expect(body).toMatchObject({ dryRun: false, total: 2, ready: 2, duplicates: 0, invalid: 0, imported: 2 });
    const after = (await stored()).filter((l) => l.clientEmail.startsWith('round-'));
    const comparable = (rows: typeof after) => rows.map(({ id: _id, chatSessionId: _c, ...rest }) => rest);
    expect(comparable(after)).toEqual(comparable(before));
    expect(originals).toHaveLength(2);
  });

  it('previews with a message per column, writes nothing on a dry run, then imports only the ready rows', async () => {
    await insertLead(t.db, { clientName: 'On File', clientEmail: 'on-file@example.com' });
    const csv =
      header +
      [
        ',Ready One,ready-1@example.com,,Refinance,Website,Contacted,Sarah Chen,,,',
        '2026-11-20,Ready Two,READY-2@example.com,,,,,,,,',
        ',Bad Email,not-an-email,,,,,,,,',
        ',Bad Type,bad-type@example.com,,Mortgage,,,,,,',
        ',Bad Agent,bad-agent@example.com,,,,,Nobody Here,,,',
        '2126-01-01,Future,future@example.com,,,,,,,,',
        'last tuesday,Bad Date,bad-date@example.com,,,,,,,,',
        ',Bad Details,bad-details@example.com,,,,,,,,[1]',
        ',Twice,ready-1@example.com,,,,,,,,',
        ',Already,ON-FILE@example.com,,,,,,,,',
        ',,no-name@example.com,,,,,,,,',
      ].join('\r\n');
    const count = await t.db.$count(leads);
    const preview = (await importCsv(csv, true)).body as LeadImportResult;
    expect(await t.db.$count(leads)).toBe(count);
    expect(preview).toMatchObject({ dryRun: true, total: 11, ready: 2, duplicates: 2, invalid: 7, imported: 0 });
    expect(preview.rows.map((r) => [r.line, r.status, r.problems])).toEqual([
      [2, 'ok', {}],
      [3, 'ok', {}],
      [4, 'error', { Email: 'Please enter a valid email address' }],
      [5, 'error', { Type: 'Unknown type' }],
      [6, 'error', { Agent: 'No agent has this name' }],
      [7, 'error', { Date: 'The date is in the future' }],
      [8, 'error', { Date: 'Use a date like 2026-11-23 or 2026-11-23T14:05:00Z' }],
      [9, 'error', { Details: 'Details must be a JSON object' }],
      [10, 'duplicate', { Email: 'Same email as line 2' }],
      [11, 'duplicate', { Email: 'A lead with this email is already on file' }],
      [12, 'error', { Client: 'Client is required' }],
    ]);

    const done = (await importCsv(csv, false)).body as LeadImportResult;
    expect(done).toMatchObject({ dryRun: false, ready: 2, imported: 2 });
    expect(await t.db.$count(leads)).toBe(count + 2);
    const [one] = await t.db.select().from(leads).where(eq(leads.clientEmail, 'ready-1@example.com'));
    expect(one).toMatchObject({ clientName: 'Ready One', type: 'refinance', source: 'website', status: 'contacted', agentId: sarahId, createdAt: t.clock.now() });
    const [two] = await t.db.select().from(leads).where(eq(leads.clientEmail, 'READY-2@example.com'));
    expect(two).toMatchObject({ type: 'contact', source: 'Manual', status: 'new', agentId: null, createdAt: new Date('2026-11-20T12:00:00Z') });
    // A second import of the same file finds both on file.
    expect((await importCsv(csv, true)).body).toMatchObject({ ready: 0, duplicates: 4 });
  });

  it.each([
    ['Client,Email,Colour\r\nA,a@example.com,red\r\n', 'Unknown columns: Colour'],
    ['Client,Phone\r\nA,416-555-0100\r\n', 'The file needs the columns Email'],
    ['Client,Email\r\n', 'The file has no leads below its header row'],
    ['Client,Email\r\n"A,a@example.com\r\n', 'The file could not be read as CSV'],
    [`Client,Email\r\n${'A,a@example.com\r\n'.repeat(5001)}`, 'A file may hold at most 5,000 leads'],
  ])('refuses a file it cannot take as a whole (%#) and writes nothing', async (csv, message) => {
    const count = await t.db.$count(leads);
    const { status, body } = await importCsv(csv);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
    expect(body.error.fields.csv).toBeDefined();
    expect(await t.db.$count(leads)).toBe(count);
  });

  it("answers a bad file in the user's back-office language: French texts filled with the values, French numbers", async () => {
    expect((await t.as('admin').patch('/api/me', { language: 'fr' })).status).toBe(200);
    try {
      const unknown = await importCsv('Client,Email,Colour\r\nA,a@example.com,red\r\n');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toBe('Colonnes inconnues : Colour');
      expect(unknown.body.error.fields.csv).toBe('Colonnes inconnues : Colour');
      expect((await importCsv('Client,Phone\r\nA,416-555-0100\r\n')).body.error.message).toBe('Le fichier doit contenir les colonnes Email');
      // 5 000 with the French thousands separator (a no-break space), not "5,000".
      const tooMany = await importCsv(`Client,Email\r\n${'A,a@example.com\r\n'.repeat(5001)}`);
      expect(tooMany.body.error.message).toMatch(/^Un fichier peut contenir au plus 5\s000 prospects$/);
      // Each row's problems too: a catalogue text, and one filled with the row's line.
      const rows = await importCsv('Client,Email\r\nA,not-an-email\r\nB,b.fr@example.com\r\nC,b.fr@example.com\r\n', true);
      expect(rows.body.rows.map((r: { problems: Record<string, string> }) => r.problems.Email)).toEqual(['Veuillez saisir une adresse courriel valide', undefined, 'Même courriel qu’à la ligne 3']);
    } finally {
      expect((await t.as('admin').patch('/api/me', { language: 'en' })).status).toBe(200);
    }
    const english = await importCsv('Client,Email,Colour\r\nA,a@example.com,red\r\n');
    expect(english.body.error.message).toBe('Unknown columns: Colour');
    expect(english.body.error.fields.csv).toBe('Unknown columns: Colour');
  });

  // Issue 42: these rows answered 500 on import (PostgreSQL refused them) after a dry run had
  // called them ready, and 30 February was taken as 2 March.
  it('refuses, in the dry run exactly as in the import, details PostgreSQL cannot store and dates outside the calendar', async () => {
    const rows = [
      '2026-10-02,Nul Details,bad-1@example.com,,,,,,,,"{""note"":""a\\u0000b""}"',
      '2026-10-02,Lone Surrogate,bad-2@example.com,,,,,,,,"{""note"":""\\ud800""}"',
      '2026-10-02,Surrogate Key,bad-3@example.com,,,,,,,,"{""\\udc00"":1}"',
      '0000-01-01,Year Zero,bad-4@example.com,,,,,,,,',
      '2026-02-30,Thirtieth February,bad-5@example.com,,,,,,,,',
      '1899-12-31T12:00:00Z,Too Early,bad-6@example.com,,,,,,,,',
      '2026-10-02,Still Fine,fine-1@example.com,,,,,,,,"{""note"":""line\\nbreak""}"',
    ];
    const csv = header + rows.join('\r\n') + '\r\n';
    const problems = (result: LeadImportResult) => result.rows.map((r) => [r.clientEmail, r.status, Object.keys(r.problems)]);
    const expected = [
      ['bad-1@example.com', 'error', ['Details']],
      ['bad-2@example.com', 'error', ['Details']],
      ['bad-3@example.com', 'error', ['Details']],
      ['bad-4@example.com', 'error', ['Date']],
      ['bad-5@example.com', 'error', ['Date']],
      ['bad-6@example.com', 'error', ['Date']],
      ['fine-1@example.com', 'ok', []],
    ];
    const preview = await importCsv(csv, true);
    expect({ status: preview.status, rows: problems(preview.body) }).toEqual({ status: 200, rows: expected });
    const done = await importCsv(csv, false);
    expect({ status: done.status, rows: problems(done.body), imported: done.body.imported }).toEqual({ status: 200, rows: expected, imported: 1 });
    expect((await stored()).filter((l) => /^(bad|fine)-/.test(l.clientEmail)).map((l) => [l.clientEmail, l.metadata])).toEqual([['fine-1@example.com', { note: 'line\nbreak' }]]);
  });

  it('takes a file with a byte-order mark, LF line ends and headers in any case', async () => {
    const { body } = await importCsv('\uFEFFclient,EMAIL,phone\nLf Lines,lf-lines@example.com,613-555-0199\n', true);
    expect(body).toMatchObject({ total: 1, ready: 1, rows: [{ line: 2, status: 'ok', clientName: 'Lf Lines' }] });
  });
});
