import type { Context } from 'hono';
import type { Db, Tx } from '@maple/db/client';
import { auditEvents } from '@maple/db/schema/audit-events';
import type { AuditKind } from '@maple/shared/schemas/audit';
import type { AppEnv } from '../../lib/app-env.ts';

/** Who did it and from where: the signed-in caller (or nobody) and the client's address and browser. */
export type AuditSource = { actorUserId: string | null; actorLabel: string | null; ipAddress: string | null; userAgent: string | null };

/** One event to record. `detail` is the kind's own facts: never a password, token, code or secret. */
export type AuditRecord = AuditSource & {
  kind: AuditKind;
  targetUserId?: string | null;
  targetLabel?: string | null;
  detail?: Record<string, unknown>;
};

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
