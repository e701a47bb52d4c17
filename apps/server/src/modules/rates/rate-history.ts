import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { mortgageRateChanges, type RateSnapshot } from '@maple/db/schema/mortgage-rate-changes';
import type { mortgageRates } from '@maple/db/schema/mortgage-rates';
import type { Actor } from '@maple/shared/permissions';
import type { RateChangeAction } from '@maple/shared/schemas/rates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RateRow = typeof mortgageRates.$inferSelect;

/** Who made a change, as the history shows it: the person's name kept beside their id. */
export type ChangedBy = { userId: string | null; name: string };

export async function changedByActor(db: Db, actor: Actor): Promise<ChangedBy> {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, actor.userId));
  return { userId: actor.userId, name: row?.name || row?.email || 'Unknown user' };
}

export function snapshot(row: RateRow): RateSnapshot {
  return {
    province: row.province,
    termMonths: row.termMonths,
    rateType: row.rateType,
    mortgageType: row.mortgageType,
    postedRate: row.postedRate,
    ourRate: row.ourRate,
    isActive: row.isActive,
    sourceUrl: row.sourceUrl,
  };
}

/** Records changes in the transaction that made them, so a change never exists without its record. */
export async function recordRateChanges(
  tx: Tx | Db,
  by: ChangedBy,
  changes: { rateId: string; action: RateChangeAction; before: RateRow | null; after: RateRow | null }[],
  at: Date,
): Promise<void> {
  if (!changes.length) return;
  // Large scrapes write in slices, well under PostgreSQL's 65535 bound parameters per statement.
  for (let i = 0; i < changes.length; i += 500) {
    await tx.insert(mortgageRateChanges).values(
      changes.slice(i, i + 500).map((c) => ({
        rateId: c.rateId,
        action: c.action,
        changedByUserId: by.userId,
        changedByName: by.name,
        changedAt: at,
        before: c.before ? snapshot(c.before) : null,
        after: c.after ? snapshot(c.after) : null,
      })),
    );
  }
}
