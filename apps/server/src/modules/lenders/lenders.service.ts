import { asc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { lenders } from '@maple/db/schema/catalogue';
import { lendersMessages } from '@maple/shared/messages/lenders';
import type { Actor } from '@maple/shared/permissions';
import type { AdminLender, LenderOrderInput, LenderValues, PublicLender } from '@maple/shared/schemas/lenders';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';

/** Active lenders in the order the console set (lenders_public_idx). */
export async function listPublicLenders(db: Db): Promise<PublicLender[]> {
  return db
    .select({ id: lenders.id, name: lenders.name, logoUrl: lenders.logoUrl, type: lenders.type, displayOrder: lenders.displayOrder })
    .from(lenders)
    .where(eq(lenders.isActive, true))
    .orderBy(asc(lenders.displayOrder), asc(lenders.name));
}

// Console verbs (super_admin).

type LenderRow = typeof lenders.$inferSelect;
const toAdmin = (row: LenderRow): AdminLender => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  type: row.type,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** Every lender, active or not, in display order (ties by name, as the public strip shows them). */
export async function listAdminLenders(deps: Deps, actor: Actor | null): Promise<{ items: AdminLender[]; total: number }> {
  assertCan(actor, 'lender:read');
  const rows = await deps.db.select().from(lenders).orderBy(asc(lenders.displayOrder), asc(lenders.name), asc(lenders.id));
  return { items: rows.map(toAdmin), total: rows.length };
}

export async function getAdminLender(deps: Deps, actor: Actor | null, id: string): Promise<AdminLender> {
  assertCan(actor, 'lender:read');
  const [row] = isRecordId(id) ? await deps.db.select().from(lenders).where(eq(lenders.id, id)) : [];
  if (!row) throw new AppError('not_found', lendersMessages.notFound);
  return toAdmin(row);
}

export async function createLender(deps: Deps, actor: Actor | null, input: LenderValues): Promise<AdminLender> {
  assertCan(actor, 'lender:create');
  const [row] = await deps.db.insert(lenders).values(input).returning();
  deps.logger.info('lender created', { lenderId: row!.id });
  return toAdmin(row!);
}

export async function updateLender(deps: Deps, actor: Actor | null, id: string, input: LenderValues): Promise<AdminLender> {
  assertCan(actor, 'lender:update');
  const [row] = isRecordId(id) ? await deps.db.update(lenders).set(input).where(eq(lenders.id, id)).returning() : [];
  if (!row) throw new AppError('not_found', lendersMessages.notFound);
  return toAdmin(row);
}

export async function deleteLender(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'lender:delete');
  const [row] = isRecordId(id) ? await deps.db.delete(lenders).where(eq(lenders.id, id)).returning({ id: lenders.id }) : [];
  if (!row) throw new AppError('not_found', lendersMessages.notFound);
  deps.logger.info('lender deleted', { lenderId: id });
}

/**
 * Drag to reorder: the list names every lender once, in the new order, and each gets its position
 * as display_order, all in one transaction. A list that misses or repeats a lender (a stale page
 * after someone added one) is refused rather than guessed at.
 */
export async function reorderLenders(deps: Deps, actor: Actor | null, input: LenderOrderInput): Promise<{ items: AdminLender[]; total: number }> {
  assertCan(actor, 'lender:update');
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: lenders.id }).from(lenders).for('update');
    const known = new Set(rows.map((r) => r.id));
    const given = new Set(input.ids);
    if (given.size !== input.ids.length || given.size !== known.size || input.ids.some((id) => !known.has(id))) {
      throw new AppError('bad_request', lendersMessages.orderInvalid, { ids: lendersMessages.orderInvalid });
    }
    for (const [position, id] of input.ids.entries()) await tx.update(lenders).set({ displayOrder: position }).where(eq(lenders.id, id));
  });
  return listAdminLenders(deps, actor);
}
