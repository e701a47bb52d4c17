import { eq } from 'drizzle-orm';
import { openDatabase } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { createUserWithPassword } from '@maple/db/seed/users';
import { startApp, waitUntilHealthy, type AppProcess } from './app-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

type Account = { email: string; password: string; name: string };

/**
 * An app of its own whose database holds a super admin and an admin sign-in without an agent
 * record. No API makes such a user (creating an agent always makes its record, deleting one
 * removes its sign-in), and the shared app's embedded database cannot be opened while it runs, so
 * the database is prepared before this app starts (it then skips the demo seed: users exist).
 */
export async function startAppWithUnattachedAdmin(superAdmin: Account, admin: Account): Promise<AppProcess> {
  const dataDir = migratedDataDir('maple-e2e-attach-');
  const database = await openDatabase({ dataDir });
  try {
    await createUserWithPassword(database.db, { ...superAdmin, role: 'super_admin' });
    // Made as 'other' (no record) and then given the admin role, as a role changed by hand would be.
    const { user: created } = await createUserWithPassword(database.db, { ...admin, role: 'other' });
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.id, created.id));
  } finally {
    await database.close();
  }
  const app = await startApp({ dataDir, env: { SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
  await waitUntilHealthy(app);
  return app;
}
