import type { Env, StorageSettings } from '../env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(settings: StorageSettings): Storage {
  return settings.driver === 's3' ? createS3Storage(settings) : createDiskStorage(settings);
}

/**
 * The start-up warning for a server database with files on local disk: a second process behind
 * the load balancer would not see the first one's uploads (ARCHITECTURE §1), so say it loudly.
 */
export function storageWarning(env: Pick<Env, 'databaseUrl' | 'storage'>): string | null {
  if (!env.databaseUrl || env.storage.driver !== 'disk' || env.storage.shared) return null;
  return `Files are stored on this machine's disk (${env.storage.root}) while the database is shared (DATABASE_URL): several processes behind a load balancer share uploads only through S3. Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to store files in a bucket, or FILES_DIR to a folder every process shares.`;
}
