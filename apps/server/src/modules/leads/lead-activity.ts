import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { leadActivity } from '@maple/db/schema/lead-activity';
import type { Actor } from '@maple/shared/permissions';
import type { LeadActivity, LeadActivityActorType, LeadRoutedBy, LeadSource, LeadStatus } from '@maple/shared/schemas/leads';
import type { FileStage } from '@maple/shared/schemas/file-stages';

/** The facts each kind of trail entry keeps (the `detail` column), never the notes themselves. */
export type ActivityDetail = {
  created: { source: LeadSource; agentId?: string | null; agentName?: string | null };
  assigned: { agentId: string; agentName: string; previousAgentId: string | null; previousAgentName: string | null; routedBy?: LeadRoutedBy; province?: string | null };
  unassigned: { previousAgentId: string | null; previousAgentName: string | null };
  status_changed: { from: LeadStatus; to: LeadStatus };
  notes_edited: Record<string, never>;
  exported: Record<string, never>;
  file_started: { fileId: string };
  file_stage_changed: { fileId: string; from: FileStage; to: FileStage };
};
export type ActivityEntry = { [K in keyof ActivityDetail]: { kind: K; detail: ActivityDetail[K] } }[keyof ActivityDetail];

/** Who an entry is by, as stored: the name is copied, so a later rename or deletion leaves the trail as it read. */
export type ActivityActor = { actorType: LeadActivityActorType; actorUserId: string | null; actorName: string | null };

export const visitorActor: ActivityActor = { actorType: 'visitor', actorUserId: null, actorName: null };
export const routingActor: ActivityActor = { actorType: 'routing', actorUserId: null, actorName: null };

/**
 * The signed-in caller as a trail actor, named as their account is named now. The account row is
 * held until the caller's transaction ends, so the entry never points at a user deleted meanwhile.
 */
export async function userActor(tx: Db | Tx, actor: Actor): Promise<ActivityActor> {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.userId)).for('key share');
  return { actorType: 'user', actorUserId: row ? actor.userId : null, actorName: row?.name ?? null };
}

/**
 * Adds entries to leads' trails, in the caller's transaction so an entry exists exactly when its
 * change does. `at` comes from the app's clock. Answers the new rows' ids, in the order given.
 */
export async function recordLeadActivity(
  tx: Db | Tx,
  at: Date,
  actor: ActivityActor,
  entries: readonly (ActivityEntry & { leadId: string })[],
): Promise<string[]> {
  const ids: string[] = [];
  // In slices: an export may stamp thousands of leads, and one INSERT carries at most 65,535 parameters.
  for (let i = 0; i < entries.length; i += 1000) {
    const rows = await tx
      .insert(leadActivity)
      .values(entries.slice(i, i + 1000).map((entry) => ({ leadId: entry.leadId, kind: entry.kind, detail: entry.detail, ...actor, createdAt: at })))
      .returning({ id: leadActivity.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

type Row = typeof leadActivity.$inferSelect;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored entry as the drawers read it. Entries from before a field existed read it as null. */
function toActivity(row: Row): LeadActivity {
  const base = { id: row.id, actor: { type: row.actorType, name: row.actorName }, createdAt: row.createdAt.toISOString() };
  const detail = row.detail;
  switch (row.kind) {
    case 'created':
      return { ...base, kind: 'created', source: detail.source as LeadSource, agentName: text(detail.agentName) };
    case 'assigned':
      return {
        ...base,
        kind: 'assigned',
        agentName: text(detail.agentName) ?? '',
        previousAgentName: text(detail.previousAgentName),
        routedBy: (text(detail.routedBy) as LeadRoutedBy | null) ?? null,
        province: text(detail.province),
      };
    case 'unassigned':
      return { ...base, kind: 'unassigned', previousAgentName: text(detail.previousAgentName) };
    case 'status_changed':
      return { ...base, kind: 'status_changed', from: detail.from as LeadStatus, to: detail.to as LeadStatus };
    case 'notes_edited':
    case 'exported':
      return { ...base, kind: row.kind };
    case 'file_started':
      return { ...base, kind: 'file_started' };
    case 'file_stage_changed':
      return { ...base, kind: 'file_stage_changed', from: detail.from as FileStage, to: detail.to as FileStage };
  }
}

/** One lead's trail, in the order things happened. The caller has already checked the lead is the actor's to read. */
export async function listLeadActivity(db: Db, leadId: string): Promise<LeadActivity[]> {
  const rows = await db.select().from(leadActivity).where(eq(leadActivity.leadId, leadId)).orderBy(asc(leadActivity.seq));
  return rows.map(toActivity);
}
