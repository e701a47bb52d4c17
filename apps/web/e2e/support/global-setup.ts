import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '@maple/db/client';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { throwawayDatabase } from '@maple/db/test-database';
import { startApp, stopApp, waitUntilHealthy } from './app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR: specs read the mail it writes to `outbox/`. */
    dataDir: string;
    /** A session cookie header per demo account, signed in once for the whole run. */
    sessions: Record<string, string>;
    /** A DATA_DIR with an embedded database created and migrated, then closed (support/migrated-data-dir.ts). */
    migratedDataDir: string;
  }
}

/** Signs each demo account in through the API once; specs start their browser contexts from these cookies. */
async function signInDemoAccounts(url: string): Promise<Record<string, string>> {
  const sessions: Record<string, string> = {};
  for (const email of demoAccounts) {
    const res = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (res.status !== 200 || !cookie) throw new Error(`demo sign-in for ${email} answered ${res.status}`);
    sessions[email] = cookie;
  }
  return sessions;
}

/**
 * An embedded database made and migrated once, closed, for the specs' own apps to start from copies
 * of: creating a PGlite database and migrating it costs about 4 s each time.
 */
async function migratedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'maple-e2e-migrated-'));
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** One app for the whole end-to-end run, seeded with the demo content in a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  // Every browser here comes from 127.0.0.1; the per-address limits themselves are proven by the API tests.
  // Specs start fixture servers (a news feed, a rates page) on 127.0.0.1, which the app may only reach when told so.
  // E2E_DATABASE_URL (a PostgreSQL server): the app runs on a throwaway database there, seeded with
  // the demo content, instead of the embedded engine; the specs' own extra apps stay embedded.
  const postgres = process.env.E2E_DATABASE_URL ? await throwawayDatabase(process.env.E2E_DATABASE_URL, 'maple_e2e') : undefined;
  const app = await startApp({
    env: {
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      LEAD_LIMIT_PER_10_MINUTES: '1000',
      CHAT_LIMIT_PER_10_MINUTES: '1000',
      FETCH_ALLOW_PRIVATE: 'true',
      NEWS_TIMEOUT_MS: '3000',
      ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: 'true' } : {}),
    },
  });
  // Made while the app starts; the shared app itself starts on a fresh DATA_DIR, as `npm start` does.
  const template = migratedTemplate();
  await waitUntilHealthy(app);
  project.provide('migratedDataDir', await template);
  project.provide('baseUrl', app.url);
  project.provide('sessions', await signInDemoAccounts(app.url));
  project.provide('dataDir', app.dataDir);
  return async () => {
    await stopApp(app);
    await postgres?.drop();
    rmSync(await template, { recursive: true, force: true });
  };
}
