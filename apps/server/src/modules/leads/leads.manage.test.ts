// The console's and the dashboard's lead management beyond listing: date ranges, hand-added
// leads, CSV exports, and agent B never reaching agent A's leads through any of them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { parseCsv } from '../../test/csv-reader.ts';
import { createTestApp, json, type Json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let sarahId: string;
let marcId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents);
  sarahId = rows.find((r) => r.slug === 'sarahchen')!.id;
  marcId = rows.find((r) => r.slug === 'marcgagnon')!.id;
});
afterAll(() => t.close());



describe('date range (?from=&to=, days in the brokerage time zone)', () => {
  it('keeps leads of the days asked for, both ends included', async () => {
    // 2026-03-10 23:30 in Toronto is already 03-11 in UTC: it belongs to the 10th.
    const late = await insertLead(t.db, { agentId: sarahId, clientName: 'Range Late Tenth', createdAt: new Date('2026-03-11T03:30:00Z') });
    const early = await insertLead(t.db, { agentId: sarahId, clientName: 'Range Early Twelfth', createdAt: new Date('2026-03-12T05:00:00Z') });
    await insertLead(t.db, { agentId: sarahId, clientName: 'Range Ninth', createdAt: new Date('2026-03-09T12:00:00Z') });
    const names = async (query: string) =>
      ((await json(await t.as('admin').get(`/api/admin/leads?q=range&${query}`))).items as Json[]).map((l) => l.clientName);
    expect(await names('from=2026-03-10&to=2026-03-10')).toEqual([late.clientName]);
    expect(await names('from=2026-03-10&to=2026-03-12')).toEqual([early.clientName, late.clientName]);
    expect(await names('from=2026-03-11')).toEqual([early.clientName]);
    expect(await names('to=2026-03-09')).toEqual(['Range Ninth']);
    // The dashboard applies the same range to the agent's own leads.
    expect((await json(await t.as('sarah').get('/api/me/leads?q=range&from=2026-03-10&to=2026-03-12'))).total).toBe(2);
    expect((await json(await t.as('marc').get('/api/me/leads?q=range&from=2026-03-10&to=2026-03-12'))).total).toBe(0);
  });

  it('refuses a malformed day or a reversed range with 400 and the field named', async () => {
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=2026-03-12&to=2026-03-10', 'to'],
      // PostgreSQL has no year 0: these reached the database and answered 500.
      ['to=0000-01-01', 'to'],
      ['from=0000-12-31', 'from'],
      ['from=1899-12-31', 'from'],
      ['to=2201-01-01', 'to'],
    ] as const) {
      for (const path of ['/api/admin/leads', '/api/admin/leads/export.csv']) {
        const res = await t.as('admin').get(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(Object.keys((await json(res)).error.fields)).toEqual([field]);
      }
    }
    const mine = await t.as('sarah').get('/api/me/leads?to=0000-01-01');
    expect(mine.status).toBe(400);
  });
});

describe('paging (50 a page in the console, with the total)', () => {
  it('answers the total of every match and the rows of the page asked for', async () => {
    const base = Date.parse('2025-01-01T12:00:00Z');
    for (let i = 0; i < 55; i++) await insertLead(t.db, { clientName: `Pager ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 60_000) });
    const first = await json(await t.as('admin').get('/api/admin/leads?q=pager&pageSize=50'));
    expect(first.total).toBe(55);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].clientName).toBe('Pager 54');
    const second = await json(await t.as('admin').get('/api/admin/leads?q=pager&pageSize=50&page=2'));
    expect(second.total).toBe(55);
    expect(second.items.map((l: Json) => l.clientName)).toEqual(['Pager 04', 'Pager 03', 'Pager 02', 'Pager 01', 'Pager 00']);
    expect((await t.as('admin').get('/api/admin/leads?pageSize=500')).status).toBe(400);
    expect((await t.as('admin').get('/api/admin/leads?page=0')).status).toBe(400);
  });
});

describe('search by name, email or phone', () => {
  it('finds a lead by any of the three, case-insensitively', async () => {
    await insertLead(t.db, { clientName: 'Searchable Sofia', clientEmail: 'sofia.find@example.com', clientPhone: '613-555-0199' });
    for (const q of ['searchable sofia', 'SOFIA.FIND@', '555-0199']) {
      const names = ((await json(await t.as('admin').get(`/api/admin/leads?q=${encodeURIComponent(q)}`))).items as Json[]).map((l) => l.clientName);
      expect(names, q).toEqual(['Searchable Sofia']);
    }
  });
});

describe('POST /api/admin/leads (a lead added by hand in the console)', () => {
  it('stores source Manual and status new, assigned to the chosen agent or nobody', async () => {
    const res = await t.as('admin').post('/api/admin/leads', { clientName: 'Walk In', clientEmail: 'walk.in@example.com', clientPhone: '416-555-0101', type: 'rate_quote', message: 'Called the office', agentId: marcId });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ clientName: 'Walk In', source: 'Manual', status: 'new', type: 'rate_quote', agentId: marcId, agentName: 'Marc Gagnon', message: 'Called the office' });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({ source: 'Manual', status: 'new', agentId: marcId });

    const none = await json(await t.as('admin').post('/api/admin/leads', { clientName: 'Nobody Yet', clientEmail: 'nobody@example.com', agentId: 'none' }));
    expect(none).toMatchObject({ agentId: null, type: 'contact', source: 'Manual' });
  });

  it('refuses missing fields, a bad email or an unknown agent with 400 and stores nothing', async () => {
    const before = await t.db.$count(leads);
    const missing = await t.as('admin').post('/api/admin/leads', { clientEmail: 'x@example.com' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await json(missing)).error.fields)).toEqual(['clientName']);
    const badEmail = await t.as('admin').post('/api/admin/leads', { clientName: 'X', clientEmail: 'not-an-email' });
    expect(Object.keys((await json(badEmail)).error.fields)).toEqual(['clientEmail']);
    const unknownAgent = await t.as('admin').post('/api/admin/leads', { clientName: 'X', clientEmail: 'x@example.com', agentId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownAgent.status).toBe(400);
    expect(Object.keys((await json(unknownAgent)).error.fields)).toEqual(['agentId']);
    // A status or source from the body is refused by name: a manual lead is always Manual and new.
    const sneaky = await t.as('admin').post('/api/admin/leads', { clientName: 'Sneaky', clientEmail: 's@example.com', source: 'AI Chatbot', status: 'closed' });
    expect(sneaky.status).toBe(400);
    expect((await json(sneaky)).error.fields).toEqual({ source: 'Unknown field', status: 'Unknown field' });
    const plain = await json(await t.as('admin').post('/api/admin/leads', { clientName: 'Plain', clientEmail: 'p@example.com' }));
    expect(plain).toMatchObject({ source: 'Manual', status: 'new' });
    expect(await t.db.$count(leads)).toBe(before + 1);
  });
});

describe('POST /api/me/leads (a lead added by hand in the dashboard)', () => {
  it("always goes to the actor's own agent record, source Manual, status new, with private notes", async () => {
    const res = await t.as('sarah').post('/api/me/leads', { clientName: 'Phone Call', clientEmail: 'phone.call@example.com', notes: 'Wants a call on Friday', agentId: marcId });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ agentId: sarahId, agentName: 'Sarah Chen', source: 'Manual', status: 'new', notes: 'Wants a call on Friday' });
    // Marc cannot see it.
    expect((await t.as('marc').get(`/api/me/leads/${body.id}`)).status).toBe(404);
  });
});

describe('GET …/leads/export.csv', () => {
  it('exports the filtered set as UTF-8 CSV with a BOM, and parses back to the same values', async () => {
    await insertLead(t.db, {
      agentId: sarahId,
      clientName: 'Exporté, "Quoted"\nName',
      clientEmail: 'export.me@example.com',
      clientPhone: '+1 416 555 0100',
      source: 'mortgage_calculator',
      type: 'rate_quote',
      status: 'qualified',
      message: '=HYPERLINK("http://evil.example","click")',
      notes: '@SUM(A1:A2)',
      metadata: { price: 500000, calculations: { totalMortgage: 450000 } },
    });
    const res = await t.as('admin').get('/api/admin/leads/export.csv?q=export.me');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named for the day in Toronto: at 23:30 there on 31 December the file is still that year's.
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="leads-${brokerageDay(t.clock.now())}.csv"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row, ...rest] = parseCsv(text.slice(1));
    expect(rest).toEqual([]);
    expect(header).toEqual(['Date', 'Client', 'Email', 'Phone', 'Type', 'Source', 'Status', 'Agent', 'Message', 'Notes', 'Details', 'Consent basis', 'Consent lapses']);
    const cells = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
    expect(cells).toMatchObject({
      Client: 'Exporté, "Quoted"\nName',
      Email: 'export.me@example.com',
      // Formula guard: cells that begin with = + - @ get an apostrophe.
      Phone: "'+1 416 555 0100",
      Message: `'=HYPERLINK("http://evil.example","click")`,
      Notes: "'@SUM(A1:A2)",
      Type: 'Rate quote',
      Source: 'Calculator',
      Status: 'Qualified',
      Agent: 'Sarah Chen',
    });
    expect(Date.parse(cells.Date!)).not.toBeNaN();
    expect(JSON.parse(cells.Details!)).toEqual({ price: 500000, calculations: { totalMortgage: 450000 } });
  });

  it('applies every filter of the list, ignoring paging', async () => {
    const list = await json(await t.as('admin').get('/api/admin/leads?source=website&pageSize=100'));
    const csv = parseCsv((await (await t.as('admin').get('/api/admin/leads/export.csv?source=website&pageSize=1')).text()).slice(1));
    expect(csv.length - 1).toBe(list.total);
    expect(csv.slice(1).every((r) => ['Website', 'Contact form'].includes(r[5]!))).toBe(true);
    expect((await t.as('admin').get('/api/admin/leads/export.csv?status=lost')).status).toBe(400);
  });

  it("gives an agent their own leads only, never another agent's", async () => {
    const mine = await insertLead(t.db, { agentId: marcId, clientName: 'Only Marc Sees This' });
    const sarahCsv = await (await t.as('sarah').get('/api/me/leads/export.csv')).text();
    expect(sarahCsv).not.toContain('Only Marc Sees This');
    const rows = parseCsv(sarahCsv.slice(1)).slice(1);
    expect(rows.length).toBe(await t.db.$count(leads, eq(leads.agentId, sarahId)));
    expect(rows.every((r) => r[7] === 'Sarah Chen')).toBe(true);
    const marcCsv = await (await t.as('marc').get('/api/me/leads/export.csv?q=only%20marc')).text();
    expect(parseCsv(marcCsv.slice(1)).slice(1).map((r) => r[1])).toEqual([mine.clientName]);
  });
});

describe("agent B and agent A's leads", () => {
  it('lists, reads, patches and exports nothing of A, and A\'s row is unchanged', async () => {
    const a = await insertLead(t.db, { agentId: sarahId, clientName: 'Private To Sarah', status: 'contacted', notes: 'Sarah only' });
    const listed = await json(await t.as('marc').get('/api/me/leads?q=private%20to%20sarah'));
    expect(listed).toEqual({ items: [], total: 0 });
    expect((await t.as('marc').get(`/api/me/leads/${a.id}`)).status).toBe(404);
    const patched = await t.as('marc').patch(`/api/me/leads/${a.id}`, { status: 'closed', notes: 'mine now' });
    expect(patched.status).toBe(404);
    expect((await t.as('marc').delete(`/api/me/leads/${a.id}`)).status).toBe(404);
    expect(await (await t.as('marc').get('/api/me/leads/export.csv?q=private')).text()).not.toContain('Private To Sarah');
    const [row] = await t.db.select().from(leads).where(eq(leads.id, a.id));
    expect(row).toMatchObject({ status: 'contacted', notes: 'Sarah only', agentId: sarahId });
  });
});
