import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '@maple/db/client';
import { auditEvents } from '@maple/db/schema/audit-events';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { Actor } from '@maple/shared/permissions';
import type { AdminAuditQuery, AuditEvent, AuditKind, MyAuditQuery } from '@maple/shared/schemas/audit';
import type { ListOf } from '@maple/shared/schemas/paging';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { paginate } from '../../lib/paginate.ts';

/** Who did it and from where: the signed-in caller (or nobody) and the client's address and browser. */
export type AuditSource = { actorUserId: string | null; actorLabel: string | null; ipAddress: string | null; userAgent: string | null };

/** One event to record. `detail` is the kind's own facts: never a password, token, code or secret. */
export type AuditRecord = AuditSource & {
  kind: AuditKind;
  targetUserId?: string | null;
  targetLabel?: string | null;
  detail?: Record<string, unknown>;
};

/** An event with no request behind it (a service called from a script or a test). */
export const noAuditSource: AuditSource = { actorUserId: null, actorLabel: null, ipAddress: null, userAgent: null };

/** The request's side of an event: its signed-in user (labelled by email) and client address. */
export function auditSourceOf(c: Context<AppEnv>): AuditSource {
  const user = c.var.user;
  return {
    actorUserId: user?.id ?? null,
    actorLabel: user?.email ?? null,
    ipAddress: c.var.clientIp || null,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  };
}

/**
 * Adds an event to the trail, in the caller's transaction when there is one so the event exists
 * exactly when its change does. `at` comes from the app's clock.
 */
export async function recordAudit(db: Db | Tx, at: Date, event: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({
    kind: event.kind,
    actorUserId: event.actorUserId,
    actorLabel: event.actorLabel,
    targetUserId: event.targetUserId ?? null,
    targetLabel: event.targetLabel ?? null,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    detail: event.detail ?? {},
    createdAt: at,
  });
}

/** Events that involve a user: done by them, or done to their account. */
const involving = (userId: string): SQL => or(eq(auditEvents.actorUserId, userId), eq(auditEvents.targetUserId, userId))!;

/** One page of events matching `where`, newest first (`seq` keeps the order of events of one instant). */
async function pageOfEvents(db: Db, where: SQL | undefined, query: { page: number; pageSize: number }): Promise<ListOf<AuditEvent>> {
  const rows = db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.seq)).$dynamic();
  const page = await paginate(rows, db.$count(auditEvents, where), query);
  return { items: page.items.map(toAuditEvent), total: page.total };
}

function toAuditEvent({ seq: _seq, kind, createdAt, ...row }: typeof auditEvents.$inferSelect): AuditEvent {
  return { ...row, kind: kind as AuditKind, createdAt: createdAt.toISOString() };
}

/** The console's Activity view: every event, by kind and by user (as the one who acted or the one acted on). */
export async function listAuditEvents({ db }: Deps, actor: Actor | null, query: AdminAuditQuery): Promise<ListOf<AuditEvent>> {
  assertCan(actor, 'auditEvent:read');
  const where = and(query.kind ? eq(auditEvents.kind, query.kind) : undefined, query.userId ? involving(query.userId) : undefined);
  return pageOfEvents(db, where, query);
}

/**
 * The Account area's "Your activity": the caller's own account's events, whoever did them (their
 * own sign-ins, a failed sign-in with their email, the super admin disabling them). Nobody else's
 * events, whatever the query says.
 */
export async function listMyAuditEvents({ db }: Deps, actor: Actor | null, query: MyAuditQuery): Promise<ListOf<AuditEvent>> {
  if (!actor) throw new AppError('unauthorized', errorsMessages.unauthorized);
  return pageOfEvents(db, involving(actor.userId), query);
}
