import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { session } from '@maple/db/schema/auth';

/**
 * Ends every session of a user at once, on every process: sessions are rows in the database and
 * every request reads its row (better-auth's cookie cache is off, see lib/auth.ts), so a deleted
 * row is refused by whichever process sees the cookie next. Run it in the transaction of the
 * change that calls for it (a role change, a new password, a disable), so both happen or neither.
 * `except` keeps one session (the caller's own, after they changed their password). Returns how
 * many ended.
 */
export async function endSessionsOf(db: Db | Tx, userId: string, except?: { sessionId: string }): Promise<number> {
  const where: SQL = and(eq(session.userId, userId), except ? ne(session.id, except.sessionId) : undefined)!;
  const ended = await db.delete(session).where(where).returning({ id: session.id });
  return ended.length;
}
