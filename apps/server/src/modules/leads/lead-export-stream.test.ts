// The CSV export as a stream (lead-export-route.ts, exportLeads in lead-export-batches.ts, decision 032):
// small batches so that many boundaries fall inside shared instants, the response read a chunk at
// a time, leads deleted and the database failing while the download runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { parseCsv } from '../../test/csv-reader.ts';
import { createTestApp, json, testOrigin, type DemoUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger('info', (line) => logged.push(JSON.parse(line) as Record<string, unknown>)) });
});
afterAll(() => t.close());

/**
 * GET an export as `who`, with the batch size the route takes from a binding only a test passes
 * (lead-export-route.ts); the demo admin is Alex Morgan.
 */
async function exportRequest(path: string, batchSize: number, who: DemoUser = 'admin'): Promise<Response> {
  const cookie = (await t.as(who).cookie())!;
  return t.app.request(path, { headers: { cookie, origin: testOrigin } }, { leadExportBatchSize: batchSize });
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The rows of a CSV body read so far, header left out; a row cut off at the end is left out too. */
function rowsOf(bytes: Uint8Array[]): string[][] {
  const text = decoder.decode(Buffer.concat(bytes));
  expect(text.startsWith('\uFEFFDate,Client,')).toBe(true);
  return parseCsv(text.slice(1, text.lastIndexOf('\r\n') + 2)).slice(1);
}

/** Reads the rest of a body; `error` is what ended it early, if anything did. */
async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: Uint8Array[]): Promise<{ error?: Error }> {
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    return {};
  } catch (error) {
    return { error: error as Error };
  }
}

/** `count` leads named `${prefix}001`… (the newest first, a second apart unless `at` puts them in one instant). */
async function insertLeads(prefix: string, count: number, options: { at?: ReturnType<typeof sql>; message?: string } = {}) {
  await t.db.execute(sql`
    insert into leads (client_name, client_email, type, source, message, created_at)
    select ${prefix} || lpad(n::text, 3, '0'), 'stream' || n || '@example.com', 'contact', 'Manual', ${options.message ?? null},
      ${options.at ?? sql`'2026-11-19 12:00:00+00'::timestamptz - n * interval '1 second'`}
    from generate_series(1, ${count}) as n`);
}

/** Both drivers (PGlite, node-postgres) answer `execute` with `rows`. */
const select = async <Row>(query: ReturnType<typeof sql>): Promise<Row[]> => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The leads named with `prefix`, in the export's order (newest first, then by id downwards). */
async function storedNames(prefix: string): Promise<string[]> {
  const rows = await select<{ name: string }>(sql`select client_name as name from leads where client_name like ${prefix + '%'} order by created_at desc, id desc`);
  return rows.map((r) => r.name);
}

/** How many 'exported' entries each lead named with `prefix` has, and by whom. */
async function stamps(prefix: string): Promise<{ name: string; exports: number; by: string }[]> {
  return select<{ name: string; exports: number; by: string }>(sql`
    select l.client_name as name, count(a.id)::int as exports, coalesce(string_agg(distinct a.actor_name, ', '), '') as by
    from leads l left join lead_activity a on a.lead_id = l.id and a.kind = 'exported'
    where l.client_name like ${prefix + '%'} group by l.client_name order by l.client_name`);
}

const exportedLogs = () => logged.filter((line) => line.message === 'leads exported');

describe('the streamed CSV export, batch by batch', () => {
  it('writes every lead once, newest first, when batch boundaries fall inside a shared millisecond and a shared microsecond', async () => {
    // 23 leads in one microsecond, then 23 in one millisecond spread over 5 microseconds.
    await insertLeads('Boundary A', 23, { at: sql`'2026-11-20 14:03:07.123456+00'::timestamptz` });
    await insertLeads('Boundary B', 23, { at: sql`'2026-11-20 14:03:07.100000+00'::timestamptz + (n % 5) * interval '1 microsecond'` });
    const expected = await storedNames('Boundary');
    expect(expected).toHaveLength(46);
    // 1: a boundary after every lead; 7: boundaries inside both instants; 23: the last batch is full.
    for (const batchSize of [1, 7, 23]) {
      const res = await exportRequest('/api/admin/leads/export.csv?q=Boundary', batchSize);
      expect(res.status).toBe(200);
      expect(rowsOf([new Uint8Array(await res.arrayBuffer())]).map((row) => row[1])).toEqual(expected);
      expect(exportedLogs().at(-1)).toMatchObject({ count: 46, complete: true });
    }
    // Each export stamped each lead once, by whoever exported.
    expect(new Set((await stamps('Boundary')).map(({ exports, by }) => `${exports} by ${by}`))).toEqual(new Set(['3 by Alex Morgan']));
  });

  it("keeps an agent's export to their own leads in every batch", async () => {
    const mine = await json(await t.as('sarah').get('/api/me/leads?pageSize=100'));
    const rows = rowsOf([new Uint8Array(await (await exportRequest('/api/me/leads/export.csv', 2, 'sarah')).arrayBuffer())]);
    expect(rows.map((row) => row[2])).toEqual(mine.items.map((lead: { clientEmail: string }) => lead.clientEmail));
    expect(rows.every((row) => row[7] === 'Sarah Chen')).toBe(true);
  });

  it('reads only a few batches ahead of the client, and a lead deleted meanwhile leaves it out without an error', async () => {
    const before = logged.length;
    // Rows of about 2 KB, so the streams' buffers (64 KB of text, 16 rows each side) hold a few dozen.
    await insertLeads('Ahead ', 400, { message: 'x'.repeat(2000) });
    const names = await storedNames('Ahead ');
    const res = await exportRequest('/api/admin/leads/export.csv?q=Ahead', 10);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const chunks = [(await reader.read()).value!];
    // However long the client waits, the export reads no further than the buffers allow.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stampedSoFar = (await stamps('Ahead ')).filter((s) => s.exports > 0).length;
    expect(stampedSoFar).toBeGreaterThanOrEqual(10);
    expect(stampedSoFar).toBeLessThan(200);

    // The newest lead has gone out already; the oldest is still to be read.
    const [newest, oldest] = await select<{ id: string }>(sql`
      (select id from leads where client_name = ${names[0]!}) union all (select id from leads where client_name = ${names.at(-1)!})`);
    for (const lead of [newest!, oldest!]) expect((await t.as('admin').delete(`/api/admin/leads/${lead.id}`)).status).toBe(204);

    expect(await readRest(reader, chunks)).toEqual({});
    expect(rowsOf(chunks).map((row) => row[1])).toEqual(names.slice(0, -1));
    expect(exportedLogs().at(-1)).toMatchObject({ count: 399, complete: true });
    expect(logged.slice(before).filter((line) => line.level === 'error')).toEqual([]);
  });

  it('stops reading when the client goes away, and logs how many leads went out', async () => {
    const before = logged.length;
    await insertLeads('Gone ', 400, { message: 'g'.repeat(2000) });
    const res = await exportRequest('/api/admin/leads/export.csv?q=Gone', 10);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    const line = await vi.waitFor(() => {
      const found = logged.slice(before).find((l) => l.message === 'leads exported');
      expect(found).toBeDefined();
      return found!;
    });
    expect(line).toMatchObject({ complete: false });
    const stamped = async () => (await stamps('Gone ')).filter((s) => s.exports > 0).length;
    expect(await stamped()).toBe(line.count);
    expect(line.count).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stamped()).toBe(line.count);
    expect(logged.slice(before).filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('a database failure during the export', () => {
  // The database refuses every new 'exported' entry (NOT VALID: the entries already there stay).
  const refuseStamps = () => t.db.execute(sql`alter table lead_activity add constraint refuse_exports check (kind <> 'exported') not valid`);
  const allowStamps = () => t.db.execute(sql`alter table lead_activity drop constraint if exists refuse_exports`);

  it('before the first batch is the usual JSON error, and stamps nothing', async () => {
    await insertLeads('Refused ', 5);
    await refuseStamps();
    try {
      const res = await exportRequest('/api/admin/leads/export.csv?q=Refused', 2);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    } finally {
      await allowStamps();
    }
    expect((await stamps('Refused ')).every((s) => s.exports === 0)).toBe(true);
  });

  it('after the first bytes keeps the 200, is logged, and ends the download with an error; no row went out unstamped', async () => {
    await insertLeads('Broken ', 300, { message: 'y'.repeat(1000) });
    const res = await exportRequest('/api/admin/leads/export.csv?q=Broken', 10);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const chunks = [(await reader.read()).value!];
    await refuseStamps();
    let ended: { error?: Error };
    try {
      ended = await readRest(reader, chunks);
    } finally {
      await allowStamps();
    }
    // The stream says no more than that it stopped; the cause is in the log, without the query.
    expect(ended.error?.message).toBe('The lead export stopped before its end');
    const failure = logged.find((line) => line.message === 'leads export failed');
    expect(failure).toMatchObject({ level: 'error', dbCode: '23514', requestId: expect.any(String) });
    expect(JSON.stringify(failure)).not.toContain('Broken');

    const stamped = (await stamps('Broken ')).filter((s) => s.exports > 0).map((s) => s.name);
    expect(stamped.length).toBeGreaterThan(0);
    expect(stamped.length).toBeLessThan(300);
    expect(exportedLogs().at(-1)).toMatchObject({ count: stamped.length, complete: false });
    const received = rowsOf(chunks).map((row) => row[1]!);
    expect(received.length).toBeGreaterThan(0);
    expect(received.filter((name) => !stamped.includes(name))).toEqual([]);
  });
});
