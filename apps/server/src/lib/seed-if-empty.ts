import { count } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import { user } from '@maple/db/schema/auth';
import { demoAccounts, demoPassword, seedDemoContent } from '@maple/db/seed/demo-content';

/** Demo content goes only into a database with no users, so it never touches real data. */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoContent(db, clock);
  return true;
}

export function demoLoginsText(): string {
  return [
    'Demo accounts (password: ' + demoPassword + '):',
    ...demoAccounts.map((a) => `  ${a.email.padEnd(26)} ${a.role}`),
  ].join('\n');
}
