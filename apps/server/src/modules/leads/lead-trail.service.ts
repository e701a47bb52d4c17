import type { Db, Tx } from '@maple/db/client';
import type { Actor } from '@maple/shared/permissions';
import { recordLeadActivity, userActor, visitorActor, type ActivityEntry } from './lead-activity.ts';

/**
 * The verb other modules add to a lead's trail with (a mortgage file started or moved): one entry
 * by the signed-in caller, in the caller's transaction, so it exists exactly when its change does.
 * Answers the name the entry keeps for the caller (the timeline of a file keeps the same).
 */
export async function recordUserActivity(tx: Db | Tx, at: Date, actor: Actor, leadId: string, entry: ActivityEntry): Promise<{ userId: string | null; name: string | null }> {
  const who = await userActor(tx, actor);
  await recordLeadActivity(tx, at, who, [{ leadId, ...entry }]);
  return { userId: who.actorUserId, name: who.actorName };
}

/** The same for entries a visitor's own request makes (the file an application form starts), several leads at once. */
export async function recordVisitorActivity(tx: Db | Tx, at: Date, entries: readonly (ActivityEntry & { leadId: string })[]): Promise<void> {
  if (entries.length > 0) await recordLeadActivity(tx, at, visitorActor, entries);
}
