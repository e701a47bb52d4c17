import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The specs `npm test` runs in its checks lane once the unit tests are done (`E2E_SET=late`), beside
 * the browser lane's run of the others (`E2E_SET=main`): that lane ends about a minute after the
 * checks lane on two cores, its browser and app then leaving most of a core idle. Each set has its own
 * app and browser; these specs make their own accounts or sign in afresh, so they need nothing the
 * others leave behind. Without E2E_SET (`npm run test:e2e`) one run takes every spec.
 */
export const lateSpecs = ['apps/web/e2e/two-factor.spec.ts', 'apps/web/e2e/account-recovery.spec.ts', 'apps/web/e2e/sign-in.spec.ts'];

const set = process.env.E2E_SET;

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: set === 'late' ? lateSpecs : ['apps/web/e2e/**/*.spec.ts'],
    exclude: set === 'main' ? [...configDefaults.exclude, ...lateSpecs] : configDefaults.exclude,
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
