import { z } from 'zod';
import { EnvError, loadEnv, type Env } from '../env.ts';
import type { FilesPlace } from './embedded-backup.ts';

/**
 * The configuration `npm run backup` and `npm run restore` read: the same variables as the server.
 * Neither command uses AUTH_SECRET or SECRET_KEY, and `loadEnv` would generate missing key files
 * into DATA_DIR: a restore into a new folder would then start with a fresh SECRET_KEY beside the
 * restored credentials it cannot read. Placeholders stand in for them here, so no key file is made.
 */
export function loadBackupEnv(source: NodeJS.ProcessEnv): Env {
  const placeholder = 'not-used-by-backup-or-restore-0000000000';
  return loadEnv({ ...source, AUTH_SECRET: source.AUTH_SECRET || placeholder, SECRET_KEY: source.SECRET_KEY || placeholder });
}

const backupKeep = z.coerce.number().int('BACKUP_KEEP must be a whole number').min(1, 'BACKUP_KEEP must be at least 1').max(366, 'BACKUP_KEEP must be at most 366').default(7);

/** BACKUP_KEEP (default 7): how many daily archives DATA_DIR/backups keeps; checked at start-up like every variable. */
export function backupKeepFrom(source: NodeJS.ProcessEnv): number {
  const parsed = backupKeep.safeParse(source.BACKUP_KEEP || undefined);
  if (!parsed.success) throw new EnvError(`Invalid environment configuration:\n  BACKUP_KEEP: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Where the stored files are: the disk driver's folder, which an archive holds, or the S3 bucket, which it does not. */
export const filesPlace = (env: Env): FilesPlace => (env.storage.driver === 'disk' ? { root: env.storage.root } : { s3Bucket: env.storage.bucket });
