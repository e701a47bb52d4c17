import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { readableMessage } from '../lib/outbox-files.ts';

/** Where a piece of text was found: a column of a table (with how many rows), or a file. */
export type ScanHit = { table: string; column: string; rows: number } | { file: string };

export type ScanOptions = {
  /** Folders to read every file of (DATA_DIR's outbox and files), recursively. */
  dirs: readonly string[];
  /** Folder names left out wherever they are met: the database and the backups (backups age out on their own). */
  skipDirs?: readonly string[];
  /** Hits that are allowed (records under a legal hold that the erasure named). */
  allow?: (hit: ScanHit) => boolean;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Every place the given texts still appear (case-insensitive): each text, varchar and JSON column
 * of every table in the database (read from information_schema, so a table added later is scanned
 * without changing this), and every file under the folders. Mail files are also read decoded, so
 * quoted-printable cannot hide an address.
 */
export async function scanForText(db: Db, needles: readonly string[], options: ScanOptions): Promise<ScanHit[]> {
  const hits: ScanHit[] = [];
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.data_type = 'ARRAY')
      order by c.table_name, c.column_name`),
  );
  for (const { table_name: table, column_name: column } of columns) {
    const matches = needles.map((needle) => sql`${sql.identifier(column)}::text ilike ${`%${likeEscape(needle)}%`}`);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(matches, sql` or `)}`));
    if (Number(row!.n) > 0) hits.push({ table, column, rows: Number(row!.n) });
  }
  const lowered = needles.map((needle) => needle.toLowerCase());
  for (const dir of options.dirs) {
    for (const file of await filesUnder(dir, options.skipDirs ?? ['db', 'backups'])) {
      const raw = await readFile(file, 'utf8');
      const text = `${raw}\n${file.endsWith('.eml') ? await readableMessage(raw) : ''}`.toLowerCase();
      if (lowered.some((needle) => text.includes(needle))) hits.push({ file });
    }
  }
  return options.allow ? hits.filter((hit) => !options.allow!(hit)) : hits;
}

async function filesUnder(dir: string, skip: readonly string[]): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) files.push(...(await filesUnder(path, skip)));
    } else if (entry.isFile()) {
      files.push(path);
    }
  }
  return files;
}
