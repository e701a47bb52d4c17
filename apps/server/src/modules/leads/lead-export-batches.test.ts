// The CSV export reads leads in batches of 1,000 (lead-export-batches.ts, exportLeads). A bulk write (an
// import, a migration, a restore) stores thousands of leads at one instant, to the microsecond; a
// batch boundary inside that instant must neither skip nor repeat a row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-reader.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` leads stored in one statement, all at `at` (microseconds included), names numbered from 1. */
async function insertAtOneInstant(count: number, at: string, prefix: string) {
  await t.db.execute(sql`
    insert into leads (client_name, client_email, type, source, created_at)
    select ${prefix} || n, 'bulk' || n || '@example.com', 'contact', 'Manual', ${at}::timestamptz
    from generate_series(1, ${count}) as n`);
}

async function exportedNames(query: string): Promise<string[]> {
  const res = await t.as('admin').get(`/api/admin/leads/export.csv?${query}`);
  expect(res.status).toBe(200);
  const [, ...rows] = parseCsv((await res.text()).slice(1));
  // The export's second column is the client's name (lead-export.ts).
  return rows.map((row) => row[1]!);
}

describe('the CSV export of a bulk write', () => {
  it('holds every one of 2,500 leads stored in the same microsecond, each once', async () => {
    await insertAtOneInstant(2500, '2026-11-20 14:03:07.123456+00', 'Bulk ');
    const names = await exportedNames('q=Bulk');
    expect(names).toHaveLength(2500);
    expect(new Set(names).size).toBe(2500);
  });

  it('keeps the newest-first order across batches when instants differ only in microseconds', async () => {
    await insertAtOneInstant(1200, '2026-11-21 09:00:00.000900+00', 'Micro late ');
    await insertAtOneInstant(1200, '2026-11-21 09:00:00.000100+00', 'Micro early ');
    const names = await exportedNames('q=Micro');
    expect(names).toHaveLength(2400);
    expect(names.slice(0, 1200).every((n) => n.startsWith('Micro late '))).toBe(true);
    expect(names.slice(1200).every((n) => n.startsWith('Micro early '))).toBe(true);
  });
});
