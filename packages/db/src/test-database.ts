import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, runMigrations, type Database } from './client.ts';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { seedDemoContent } from './seed/demo-content.ts';

/** What a test database starts with: the migrated schema only, or that plus the demo content. */
export type TestDatabaseContent = 'empty' | 'demo';
// In the order they are built: the demo template is the empty one plus the demo content.
const contents: TestDatabaseContent[] = ['empty', 'demo'];

/**
 * A run's templates, built once by `buildTestTemplates` (the unit run's global setup) and read by
 * every test worker from this variable: the PGlite snapshots' files and the PostgreSQL databases.
 */
const templatesVariable = 'MAPLE_TEST_TEMPLATES';
/** `seededAt`: the test instant the demo template's rows are dated from. */
/** `run`: the run's id, which its throwaway databases' names carry (the teardown drops those left). */
type Templates = { run: string; pglite: Record<TestDatabaseContent, string>; postgres?: Record<TestDatabaseContent, string>; seededAt: string };

function runTemplates(): Templates | undefined {
  const value = process.env[templatesVariable];
  return value ? (JSON.parse(value) as Templates) : undefined;
}

async function fill(database: Database, content: TestDatabaseContent): Promise<void> {
  await runMigrations(database);
  // Dated from the test instant, as every test clock starts there.
  if (content === 'demo') await seedDemoContent(database.db, manualClock(testInstant()));
}

const snapshots = new Map<string, Blob>();
function snapshot(file: string): Blob {
  let blob = snapshots.get(file);
  if (!blob) snapshots.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database of its own on a PostgreSQL server (named `<prefix>_<random>`), and the way to drop it. */
export async function throwawayDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  return { url: databaseUrl(serverUrl, name), drop: () => withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/**
 * A fresh, isolated database for one test file: in-memory PGlite, or a throwaway database on the
 * PostgreSQL server at TEST_DATABASE_URL so the same suite proves both engines. Inside a unit run
 * it is a copy of the run's template (migrating and hashing the demo passwords per file cost more
 * than the tests); elsewhere it is migrated (and seeded) on the spot.
 */
export async function createTestDatabase(options: { content?: TestDatabaseContent } = {}): Promise<Database> {
  const content = options.content ?? 'empty';
  const templates = runTemplates();
  // A worker whose test instant is not the one the demo template was seeded at (the time matrix
  // moves it per project) copies the migrated template and seeds its own demo content.
  const seedHere = content === 'demo' && templates !== undefined && templates.seededAt !== testInstant().toISOString();
  const copied: TestDatabaseContent = seedHere ? 'empty' : content;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (templates) {
      const database = await openDatabase({ dataDir: null, snapshot: snapshot(templates.pglite[copied]) });
      if (seedHere) await seedDemoContent(database.db, manualClock(testInstant()));
      return database;
    }
    const database = await openDatabase({ dataDir: null });
    await fill(database, content);
    return database;
  }
  const name = `${templates ? `maple_test_${templates.run}` : 'maple_test'}_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[copied];
  // A template may have no open connection while it is copied: the run's templates never do.
  await withServer(serverUrl, (client) => client.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  if (!template) await fill(database, content);
  else if (seedHere) await seedDemoContent(database.db, manualClock(testInstant()));
  return {
    ...database,
    close: async () => {
      await database.close();
      // Inside a unit run the drop is not waited for: PostgreSQL 15 checkpoints for each one (a third
      // to over a second on a busy machine), which the next file need not wait on. The run's global
      // teardown drops whatever a worker's exit left behind, by the run's name prefix.
      const drop = withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      if (templates) drop.catch(() => undefined);
      else await drop;
    },
  };
}

/**
 * Fills `dir` as a DATA_DIR whose embedded database is already migrated and empty, for tests of what
 * happens to a data folder (its lock, a backup, a command-line tool) rather than of a first start:
 * inside a unit run a copy of the run's template, since creating a database in a folder and
 * migrating it cost seconds each time; elsewhere migrated on the spot. Returns `dir`.
 */
export async function migratedDataDir(dir: string): Promise<string> {
  const templates = runTemplates();
  if (templates) {
    const client = await PGlite.create(join(dir, 'db'), { loadDataDir: snapshot(templates.pglite.empty) });
    await client.close();
    return dir;
  }
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return dir;
}

/**
 * Builds the run's templates (PGlite snapshots, and PostgreSQL template databases when
 * TEST_DATABASE_URL is set), publishes them to the test workers through the environment, and
 * returns the clean-up. Built per run, not cached between runs: the demo content is dated
 * relative to the moment it is seeded.
 */
export async function buildTestTemplates(): Promise<() => Promise<void>> {
  // Each engine's project runs the global setup; the first build serves them all.
  if (runTemplates()) return async () => {};
  const run = randomBytes(4).toString('hex');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pglite = {} as Record<TestDatabaseContent, string>;
  const postgres = {} as Record<TestDatabaseContent, string>;
  // One PGlite instance gives both snapshots (starting one costs more than migrating it).
  const buildPglite = async () => {
    const database = await openDatabase({ dataDir: null });
    const client = (database.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
    try {
      for (const content of contents) {
        if (content === 'empty') await runMigrations(database);
        else await seedDemoContent(database.db, manualClock(testInstant()));
        const file = join(tmpdir(), `maple-template-${run}-${content}.tar`);
        writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
        pglite[content] = file;
      }
    } finally {
      await database.close();
    }
  };
  const buildPostgres = async (url: string, content: TestDatabaseContent) => {
    const name = `maple_template_${run}_${content}`;
    await withServer(url, (client) => client.query(`create database ${name}`));
    postgres[content] = name;
    const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
    try {
      await fill(database, content);
    } finally {
      await database.close();
    }
  };
  const cleanUp = async () => {
    for (const file of Object.values(pglite)) rmSync(file, { force: true });
    if (serverUrl) {
      await withServer(serverUrl, async (client) => {
        const left = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`maple_test_${run}_%`]);
        for (const name of [...left.rows.map((row) => row.datname), ...Object.values(postgres)]) {
          await client.query(`drop database if exists ${name} with (force)`);
        }
      });
    }
  };
  try {
    await Promise.all([buildPglite(), ...(serverUrl ? contents.map((c) => buildPostgres(serverUrl, c)) : [])]);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  process.env[templatesVariable] = JSON.stringify({ run, pglite, postgres: serverUrl ? postgres : undefined, seededAt: testInstant().toISOString() } satisfies Templates);
  return cleanUp;
}
