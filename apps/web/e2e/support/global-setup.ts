import type { TestProject } from 'vitest/node';
import { startApp, stopApp, waitUntilHealthy } from './app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR: specs read the mail it writes to `outbox/`. */
    dataDir: string;
  }
}

/** One app for the whole end-to-end run, seeded with the demo content in a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  // Every browser here comes from 127.0.0.1; the per-address limits themselves are proven by the API tests.
  // Specs start fixture servers (a news feed, a rates page) on 127.0.0.1, which the app may only reach when told so.
  const app = await startApp({
    env: { SIGN_IN_LIMIT_PER_MINUTE: '1000', LEAD_LIMIT_PER_10_MINUTES: '1000', CHAT_LIMIT_PER_10_MINUTES: '1000', FETCH_ALLOW_PRIVATE: 'true', NEWS_TIMEOUT_MS: '3000' },
  });
  await waitUntilHealthy(app);
  project.provide('baseUrl', app.url);
  project.provide('dataDir', app.dataDir);
  return async () => {
    await stopApp(app);
  };
}
