import { openDatabase } from '@maple/db/client';
import { siteSettings } from '@maple/db/schema/site-settings';
import { createUserWithPassword } from '@maple/db/seed/users';
import { emptyBrokerageSettings } from '@maple/shared/schemas/site';
import { startApp, waitUntilHealthy, type AppProcess } from './app-process.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/**
 * An app of its own whose brokerage settings require two-factor sign-in of staff, with one agent
 * who has not set it up. The shared app must never require it: every demo account would then be
 * sent to enrolment (and the super admin could not turn it off again without enrolling).
 */
export async function startAppRequiringTwoFactor(agent: { email: string; password: string; name: string }): Promise<AppProcess> {
  const dataDir = migratedDataDir('maple-e2e-two-factor-');
  const database = await openDatabase({ dataDir });
  try {
    await database.db.insert(siteSettings).values({ id: 1, data: { ...emptyBrokerageSettings, teamName: 'Maple Test Brokerage', requireTwoFactor: true } });
    await createUserWithPassword(database.db, { ...agent, role: 'agent' });
  } finally {
    await database.close();
  }
  const app = await startApp({ dataDir, env: { SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
  await waitUntilHealthy(app);
  return app;
}
