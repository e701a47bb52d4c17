import type { TestProject } from 'vitest/node';
import { startApp, stopApp, waitUntilHealthy } from './app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One app for the whole end-to-end run, seeded with the demo content in a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  await waitUntilHealthy(app);
  project.provide('baseUrl', app.url);
  return async () => {
    await stopApp(app);
  };
}
