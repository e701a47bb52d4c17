import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { session } from '@maple/db/schema/auth';

/** How fresh "last active" is kept: one write per session every few minutes, not one per request. */
export const activityStep = 5 * 60_000;

/**
 * Notes that a session was just used, for the Account area's "Last active". better-auth only
 * rewrites a session's `updatedAt` when it extends the session (once a day), so on its own that
 * column would say "a day ago" of a session in use now. Read from the app's clock.
 */
export async function noteSessionActivity(db: Db, current: { id: string; updatedAt: Date }, now: Date): Promise<void> {
  if (now.getTime() - new Date(current.updatedAt).getTime() < activityStep) return;
  await db.update(session).set({ updatedAt: now }).where(eq(session.id, current.id));
}
