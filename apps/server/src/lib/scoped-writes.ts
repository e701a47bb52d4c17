import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@maple/db/client';
import type { Actor } from '@maple/shared/permissions';
import { AppError } from './app-error.ts';
import { scopeFor, type OwnedPermission } from './scope.ts';

/** A table of rows owned through an agent id (leads, blog posts, documents, testimonials). */
export type OwnedTable = PgTable & { id: AnyPgColumn; agentId: AnyPgColumn };

/**
 * The WHERE of every UPDATE and DELETE of an owned row: its id *and* the actor's scope for the
 * permission, in the same statement. A row outside the scope is simply not matched, so no verb
 * can change another agent's row by forgetting a check made before it.
 */
function inScope(table: OwnedTable, actor: Actor | null, permission: OwnedPermission, id: string) {
  return and(eq(table.id, id), scopeFor(actor, permission, table.agentId));
}

/** Updates one owned row within the actor's scope; 404 when there is no such row for this actor. */
export async function updateScoped<T extends OwnedTable>(
  db: Db | Tx,
  table: T,
  actor: Actor | null,
  permission: OwnedPermission,
  id: string,
  values: PgUpdateSetSource<T>,
  notFound: string,
): Promise<void> {
  const rows = await db.update(table).set(values).where(inScope(table, actor, permission, id)).returning({ id: table.id });
  if (rows.length === 0) throw new AppError('not_found', notFound);
}

/** Deletes one owned row within the actor's scope; 404 when there is no such row for this actor. */
export async function deleteScoped(db: Db | Tx, table: OwnedTable, actor: Actor | null, permission: OwnedPermission, id: string, notFound: string): Promise<void> {
  const rows = await db.delete(table).where(inScope(table, actor, permission, id)).returning({ id: table.id });
  if (rows.length === 0) throw new AppError('not_found', notFound);
}
