import { count, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import { user } from '@maple/db/schema/auth';
import { demoAccounts, demoPassword, seedDemoContent } from '@maple/db/seed/demo-content';

/** Any fixed number: every Maple process asks for the same lock before it looks for users. */
const seedLockKey = 2026_11_26_026;

/**
 * Demo content goes only into a database with no users, so it never touches real data. Processes
 * starting together on one empty database take turns (a transaction-scoped advisory lock): the
 * first seeds it, the others then find its users.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [row] = await tx.select({ n: count() }).from(user);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemoContent(tx, clock);
    return true;
  });
}

export function demoLoginsText(): string {
  return [
    'Demo accounts (password: ' + demoPassword + '):',
    ...demoAccounts.map((a) => `  ${a.email.padEnd(26)} ${a.role}`),
  ].join('\n');
}
