import { resolve } from 'node:path';
import { openDatabase, runMigrations } from '../client.ts';

/** The same database the server would open: DATABASE_URL, else PGlite in DATA_DIR (./data). */
export async function openMigratedFromEnv() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : resolve(process.env.DATA_DIR || './data') });
  await runMigrations(database);
  return database;
}
