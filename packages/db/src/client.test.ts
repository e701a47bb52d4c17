import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, runMigrations } from './client.ts';
import { insertLender } from './seed/factories.ts';
import { lenders } from './schema/catalogue.ts';

describe('embedded database folder', () => {
  it('refuses a second opener while the first holds the folder, then keeps the data after a clean close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-db-'));
    const first = await openDatabase({ dataDir: dir });
    await runMigrations(first);
    await insertLender(first.db, { name: 'Persisted Lender' });

    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);

    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await runMigrations(second);
    const [row] = await second.db.select({ n: count() }).from(lenders);
    expect(row?.n).toBe(1);
    await second.close();
  });

  it('names the other process when another live process holds the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-db-'));
    // pid 1 always exists: it stands in for another running Maple.
    writeFileSync(join(dir, 'maple.lock'), '1');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already in use by another Maple process \(pid 1\)/);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maple-db-'));
    writeFileSync(join(dir, 'maple.lock'), '999999999');
    const database = await openDatabase({ dataDir: dir });
    await runMigrations(database);
    await database.close();
  });
});
