import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['apps/web/e2e/**/*.spec.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    // One browser at a time: the CI machine has two cores and the server needs one.
    fileParallelism: false,
    // The spec files run one after another in one worker and share its modules (playwright-core,
    // the support code): importing them again for every file was about 0.4 s each. Each file still
    // connects its own browser and makes its own contexts; the support modules keep no state.
    isolate: false,
    // A hang guard, not a speed check (each wait has its own, `eventually`): on the shared 2-core
    // machine at load 15–20 the longest flows (three axe passes and three page loads, or three
    // app starts in startup.spec) took 50–90 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
