import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '@maple/db/client';
import { BackupRefusal } from '../lib/backup/backup-archive.ts';
import { filesPlace, loadBackupEnv } from '../lib/backup/backup-env.ts';
import { restoreEmbeddedBackup } from '../lib/backup/embedded-backup.ts';
import { restorePostgresBackup } from '../lib/backup/postgres-backup.ts';
import { EnvError } from '../lib/env.ts';
import { processContext, type CliContext } from './backup-context.ts';

const usage = 'Usage: npm run restore -- FILE   (an archive of npm run backup; restores into an empty DATA_DIR, or the empty database at DATABASE_URL)';

/**
 * `npm run restore -- FILE`: the database and the stored files of an archive, into an empty
 * DATA_DIR (embedded) or an empty database (DATABASE_URL, with pg_restore) and an empty files
 * folder. Anything already there is a refusal, never a merge. Exit 0 restored, 1 refused or
 * failed, 2 for bad arguments.
 */
export async function main(argv = process.argv.slice(2), context: CliContext = processContext): Promise<number> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, options: {}, strict: true, allowPositionals: true }));
  } catch (error) {
    context.err(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (positionals.length !== 1) {
    context.err(`${usage}\n`);
    return 2;
  }
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) {
    context.err(`${file} does not exist.\n${usage}\n`);
    return 2;
  }
  try {
    const env = loadBackupEnv(context.env);
    const files = filesPlace(env);
    const restored = env.databaseUrl
      ? await restorePostgresBackup({ file, databaseUrl: env.databaseUrl, files, workFolder: env.dataDir })
      : await restoreEmbeddedBackup({ file, dataDir: env.dataDir, files });
    const where = env.databaseUrl ? 'the database at DATABASE_URL' : `${env.dataDir}`;
    context.out(
      `Restored ${file} into ${where}: ${restored.users} users, ${restored.leads} leads, ${restored.files} stored files.\n` +
        `Stored credentials (news feed, rate source, webhook secrets) decrypt only with the SECRET_KEY of the site that was backed up: set SECRET_KEY to it${env.databaseUrl ? '' : `, or copy that site's secret-key.key into ${env.dataDir}`}, before starting the server.\n`,
    );
    return 0;
  } catch (error) {
    const known = error instanceof BackupRefusal || error instanceof EnvError || error instanceof DataDirLockedError;
    context.err(known ? `${(error as Error).message}\n` : `Restore failed: ${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}
