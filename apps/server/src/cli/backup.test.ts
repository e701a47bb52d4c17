// npm run backup / npm run restore as an operator runs them: a site with leads and an uploaded
// document is archived, the archive restored into an empty place, and the same rows and bytes read
// back; a place that is not empty is refused. Embedded (PGlite in a data folder) always; PostgreSQL
// too when TEST_DATABASE_URL is set (with the machine's pg_dump and pg_restore).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations, type Database } from '@maple/db/client';
import { migratedDataDir } from '@maple/db/test-database';
import { leads } from '@maple/db/schema/leads';
import { storedFiles } from '@maple/db/schema/stored-files';
import { insertAgent, insertLead } from '@maple/db/seed/factories';
import { manualClock } from '@maple/shared/clock';
import { testInstant } from '@maple/shared/test-instant';
import { archiveName } from '../lib/backup/backup-archive.ts';
import { loadEnv } from '../lib/env.ts';
import { createLogger } from '../lib/logger.ts';
import { createDiskStorage } from '../lib/storage/disk-storage.ts';
import { newKeyBase, storeObjects } from '../modules/files/files.service.ts';
import { main as backup } from './backup.ts';
import type { CliContext } from './backup-context.ts';
import { main as restore } from './restore.ts';

const folder = (name: string) => mkdtempSync(join(tmpdir(), `maple-${name}-`));

/** A run of one command with its own environment; what it prints is kept for the assertions. */
function run(command: typeof backup, argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const context: CliContext = { env: { LOG_LEVEL: 'silent', ...env }, clock: manualClock(testInstant()), out: (t) => void out.push(t), err: (t) => void err.push(t) };
  return command(argv, context).then((code) => ({ code, out: out.join(''), err: err.join('') }));
}

type Site = { leads: { id: string; clientName: string }[]; key: string; bytes: Buffer };

/** Leads, one of them an agent's, and a document uploaded as the upload services store one. */
async function fillSite(database: Database, filesRoot: string): Promise<Site> {
  await runMigrations(database);
  const db = database.db;
  const clock = manualClock(testInstant());
  const agent = await insertAgent(db, { name: 'Sarah Tremblay' });
  const made = [await insertLead(db, { clientName: 'Élodie Gagnon', agentId: agent.id }), await insertLead(db, { clientName: 'Marc Roy' })];
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
  const key = `${newKeyBase(agent.id, 'pre-approval letter.pdf', clock.now())}.pdf`;
  await storeObjects(
    { db, clock, logger: createLogger('silent'), storage: createDiskStorage({ root: filesRoot }) },
    [{ bucket: 'agent-documents', key, bytes, contentType: 'application/pdf' }],
    (tx) => tx.insert(storedFiles).values({ bucket: 'agent-documents', key, contentType: 'application/pdf', size: bytes.length, agentId: agent.id }),
  );
  return { leads: made.map(({ id, clientName }) => ({ id, clientName })).sort((a, b) => a.id.localeCompare(b.id)), key, bytes };
}

/** The site as a restore must give it back: the leads, the document's row, and its bytes on disk. */
async function expectSite(database: Database, filesRoot: string, site: Site) {
  const rows = await database.db.select({ id: leads.id, clientName: leads.clientName }).from(leads).orderBy(asc(leads.id));
  expect(rows).toEqual(site.leads);
  const [file] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, site.key));
  expect(file).toMatchObject({ bucket: 'agent-documents', size: site.bytes.length, contentType: 'application/pdf' });
  expect(readFileSync(join(filesRoot, 'agent-documents', site.key)).equals(site.bytes)).toBe(true);
}

async function entriesOf(archive: string): Promise<string[]> {
  const names: string[] = [];
  await list({ file: archive, onReadEntry: (entry) => void names.push(entry.path) });
  return names;
}

describe('npm run backup and npm run restore, embedded', () => {
  const source = folder('data');
  let site: Site;
  let archive: string;

  beforeAll(async () => {
    // The key files, made as the server makes them at its first start.
    loadEnv({ DATA_DIR: source });
    const database = await openDatabase({ dataDir: await migratedDataDir(source) });
    try {
      site = await fillSite(database, join(source, 'files'));
    } finally {
      await database.close();
    }
    // A half-written upload is no stored file.
    writeFileSync(join(source, 'files', 'agent-documents', '.0a1b2c3d.part'), 'partial');
  });

  it('writes one archive with the database and the stored files, and no key file', async () => {
    const result = await run(backup, [], { DATA_DIR: source });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const [name, ...others] = readdirSync(join(source, 'backups'));
    expect(others).toEqual([]);
    expect(name).toBe(archiveName('backup', testInstant()));
    archive = join(source, 'backups', name!);
    expect(result.out).toContain(`Backup written to ${archive}`);
    expect(result.out).toContain('1 stored files');
    expect(result.out).toContain('same SECRET_KEY');

    const entries = await entriesOf(archive);
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('database/pglite/PG_VERSION');
    expect(entries).toContain(`files/agent-documents/${site.key}`);
    expect(entries.filter((entry) => /\.key$|\.part$|maple\.lock/.test(entry))).toEqual([]);
    // The key files are still in the data folder: the archive left them out, not the site.
    expect(existsSync(join(source, 'secret-key.key'))).toBe(true);
    expect(existsSync(join(source, 'auth-secret.key'))).toBe(true);
  });

  it('restores into an empty DATA_DIR with the same rows and file bytes, and makes no key file there', async () => {
    const target = join(folder('restore'), 'data');
    const result = await run(restore, [archive], { DATA_DIR: target });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 leads, 1 stored files');
    expect(result.out).toContain('SECRET_KEY of the site that was backed up');
    expect(existsSync(join(target, 'secret-key.key'))).toBe(false);
    expect(readdirSync(target).sort()).toEqual(['db', 'files']);

    const database = await openDatabase({ dataDir: target });
    try {
      await expectSite(database, join(target, 'files'), site);
    } finally {
      await database.close();
    }

    // Run again on the restored folder: refused, and nothing in it changed.
    const again = await run(restore, [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain(`${target} already holds a database`);
    expect(readdirSync(target).sort()).toEqual(['db', 'files']);
  });

  it('refuses a files folder that already holds files, before unpacking anything', async () => {
    const target = folder('restore');
    const files = folder('files');
    mkdirSync(join(files, 'blog-images'));
    writeFileSync(join(files, 'blog-images', 'cover.webp'), 'someone else’s');
    const result = await run(restore, [archive], { DATA_DIR: target, FILES_DIR: files });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${files} already holds stored files`);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses while a server has the data folder open, and says what to do', async () => {
    const server = await openDatabase({ dataDir: source });
    try {
      const result = await run(backup, ['--output', folder('out')], { DATA_DIR: source });
      expect(result.code).toBe(1);
      expect(result.err).toContain(`has the embedded database in ${source} open`);
      expect(result.err).toContain('stop the server');
      expect(result.err).toContain(join(source, 'backups'));
    } finally {
      await server.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = join(folder('bogus'), 'notes.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const result = await run(restore, [bogus], { DATA_DIR: join(folder('restore'), 'data') });
    expect(result.code).toBe(1);
    expect(result.err).toContain('is not a readable Maple backup');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore, PostgreSQL', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const names = { source: `maple_backup_${randomUUID().slice(0, 8)}`, target: `maple_restore_${randomUUID().slice(0, 8)}` };
  const urlOf = (name: string) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: server });
  const sourceFiles = folder('files');
  let site: Site;

  beforeAll(async () => {
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: urlOf(names.source) });
    try {
      site = await fillSite(database, sourceFiles);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('dumps with pg_dump, restores into an empty database with pg_restore, and refuses one that is not empty', async () => {
    const out = folder('out');
    const written = await run(backup, ['--output', `${out}/`], { DATABASE_URL: urlOf(names.source), DATA_DIR: folder('data'), FILES_DIR: sourceFiles });
    expect(written.err).toBe('');
    expect(written.code).toBe(0);
    const [name] = readdirSync(out);
    const archive = join(out, name!);
    const entries = await entriesOf(archive);
    expect(entries).toContain('database/maple.dump');
    expect(entries).toContain(`files/agent-documents/${site.key}`);
    expect(entries.filter((entry) => entry.endsWith('.key'))).toEqual([]);

    const targetFiles = join(folder('restore'), 'files');
    const env = { DATABASE_URL: urlOf(names.target), DATA_DIR: folder('data'), FILES_DIR: targetFiles };
    const restored = await run(restore, [archive], env);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('2 leads, 1 stored files');
    const database = await openDatabase({ databaseUrl: urlOf(names.target) });
    try {
      await expectSite(database, targetFiles, site);
    } finally {
      await database.close();
    }

    const again = await run(restore, [archive], { ...env, FILES_DIR: folder('files') });
    expect(again.code).toBe(1);
    expect(again.err).toContain('The database at DATABASE_URL is not empty');
  });
});
