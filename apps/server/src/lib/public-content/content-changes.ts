import type { Db } from '@maple/db/client';
import type { Logger } from '../logger.ts';
import { notificationsOf, type NotificationListener } from '@maple/db/notifications';

/** The channel every process listens on; the payload is the reason, for the logs. */
export const publicContentChannel = 'maple_public_content';

/**
 * Tells every process on this database that public content changed: this process's caches at
 * once, the others through NOTIFY (PostgreSQL). For code that holds only a `Db`: jobs, the CLI,
 * services that write public rows outside a signed-in request (the rate scrape, the news refresh).
 */
export async function announcePublicChange(db: Db, reason: string, logger?: Logger): Promise<void> {
  try {
    await notificationsOf(db).notify(publicContentChannel, reason.slice(0, 200));
  } catch (error) {
    // The write itself succeeded; the other processes' copies age out within a minute.
    logger?.warn('public content change not sent to the other processes', { reason, error: error instanceof Error ? error.message : 'unknown' });
  }
}

export function onPublicChange(db: Db, listener: NotificationListener): () => void {
  return notificationsOf(db).listen(publicContentChannel, listener);
}

/** Whether changes made by other processes reach this one now (always, on PGlite). */
export const hearsOtherProcesses = (db: Db) => notificationsOf(db).listening();
