import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, runMigrations } from './client.ts';
import { insertLender } from './seed/factories.ts';
import { lenders } from './schema/catalogue.ts';
import { migratedDataDir } from './test-database.ts';

describe('embedded database folder', () => {
  it('refuses a second opener while the first holds the folder, then keeps the data after a clean close', async () => {
    const dir = await migratedDataDir(mkdtempSync(join(tmpdir(), 'maple-db-')));
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
    const dir = await migratedDataDir(mkdtempSync(join(tmpdir(), 'maple-db-')));
    writeFileSync(join(dir, 'maple.lock'), '999999999');
    const database = await openDatabase({ dataDir: dir });
    await runMigrations(database);
    await database.close();
  });
});

// Several processes start together on one empty PostgreSQL (a deploy of two or more): each runs the
// migrations at start-up, and without a lock the second one failed on `CREATE TYPE` (issue 25).
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('lets three processes starting together on an empty database all migrate it, once', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `maple_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      const results = await Promise.allSettled(databases.map((database) => runMigrations(database)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);
      await insertLender(databases[0]!.db, { name: 'After Three Starts' });
      const [row] = await databases[2]!.db.select({ n: count() }).from(lenders);
      expect(row?.n).toBe(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
