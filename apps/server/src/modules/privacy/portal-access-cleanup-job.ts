import { isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { portalLinks, portalSessions } from '@maple/db/schema/portal';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';

export const portalAccessCleanupSchedule = 'portal-access-cleanup';
export const portalAccessCleanupIntervalSeconds = 24 * 60 * 60;

/**
 * Deletes the portal's links once used or expired and its sessions once expired (decision 097):
 * neither opens anything any more, and a row kept would only say when the person came, which
 * nothing needs. The applicant's row, and with it who had access, stays with the file.
 */
export async function deleteSpentPortalAccess(db: Db, now: Date): Promise<{ links: number; sessions: number }> {
  const links = await db
    .delete(portalLinks)
    .where(or(isNotNull(portalLinks.usedAt), lte(portalLinks.expiresAt, now)))
    .returning({ id: portalLinks.id });
  const sessions = await db.delete(portalSessions).where(lte(portalSessions.expiresAt, now)).returning({ id: portalSessions.id });
  return { links: links.length, sessions: sessions.length };
}

/** The daily clean-up, on the app's clock, like the finished jobs' own pruning. */
export const portalAccessCleanupHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const removed = await deleteSpentPortalAccess(db, clock.now());
  logger.info('spent portal links and sessions deleted', removed);
};
