import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { localNotifications, postgresNotifications, registerNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes and closes the connection, and releases the data-folder lock. */
  close: () => Promise<void>;
  /** PostgreSQL: the pool's open, idle and waiting counts (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Messages to every process on this database (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  notifications: Notifications;
};

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export class DataDirLockedError extends Error {}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it, so the
 * folder is claimed with a lock file holding the owner's pid. A lock whose pid is gone is stale.
 */
const heldHere = new Set<string>();

function lockDataDir(dir: string): () => void {
  const lockPath = join(dir, 'maple.lock');
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The database in ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      // After a crash a restarted container can reuse our pid: that lock is stale, not ours.
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The database in ${dir} is already in use by another Maple process (pid ${pid}). ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when null,
 * starting from `snapshot`, a `dumpDataDir` tarball, when one is given).
 */
/**
 * PGlite's PostgreSQL keeps its buffer pool inside the process's WebAssembly memory, which grows to
 * the pool's size and never shrinks; the data files also sit in the operating system's page cache,
 * so PostgreSQL's default 128 MB pool mostly held a second copy. 16 MB kept the embedded server
 * under 512 MB under a lead load with the same leads/s (docs/benchmarks.md, decision 034).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  snapshot?: Blob;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const notifications = postgresNotifications(pool, options.databaseUrl, options.onIdleError);
    registerNotifications(db, notifications);
    const close = async () => {
      await notifications.close();
      await pool.end();
    };
    return { db, kind: 'postgres', notifications, close, poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }
  let release = () => {};
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(join(options.dataDir, 'db'), { startParams: pgliteStartParams });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ ...(options.snapshot ? { loadDataDir: options.snapshot } : {}), startParams: pgliteStartParams });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const notifications = localNotifications();
  registerNotifications(db, notifications);
  return {
    db,
    kind: 'pglite',
    notifications,
    close: async () => {
      await notifications.close();
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await withMigrationLock(database.db, () => migratePg(database.db as never, { migrationsFolder }));
  }
}

/** Any fixed number: every Maple process asks PostgreSQL for the same advisory lock. */
const migrationLockKey = 2026_11_26_025;

/**
 * Several processes starting together on one database (a deploy behind a load balancer) would
 * each run the migrations, and all but the first fail half-way (`CREATE TYPE` of a type that now
 * exists). Each waits here for the one before it, then finds nothing left to apply.
 */
async function withMigrationLock(db: Db, migrate: () => Promise<void>): Promise<void> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
