import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['apps/web/e2e/**/*.spec.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    // One browser at a time: the CI machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
