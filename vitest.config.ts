import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { languageBuild } from './apps/web/language-build.ts';
import { markerMessages } from './apps/web/marker-locale/marker-messages.ts';

const everyFile = ['*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/marker-locale/*.test.ts'];

// The French site rendered with every text marked (decision 067): its own project, since its
// plugins change what every message module is, and its own module graph (isolate).
const markerLocale = {
  extends: true,
  plugins: [languageBuild('fr'), markerMessages()],
  test: { name: 'marker-locale', include: ['apps/web/marker-locale/*.marker.tsx'], isolate: true, env: { TEST_DATABASE_URL: '' } },
};
const databaseFiles = ['packages/db/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'];
/**
 * Database files that never use the run's test database: each opens embedded PGlite databases of
 * its own (a data folder, a backup, a migration replayed in memory), whichever engine the project
 * is for, so a second copy in the PGlite project would prove nothing the first did not (about 25 s
 * of the run). Their PostgreSQL-only parts run in the PostgreSQL project; without
 * TEST_DATABASE_URL the one project runs them.
 */
const sameOnEveryEngine = [
  'packages/db/src/client.test.ts',
  'packages/db/src/agent-json-migration.test.ts',
  'packages/db/src/lead-activity-migration.test.ts',
  'apps/server/src/cli/backup.test.ts',
  'apps/server/src/cli/user-create.test.ts',
  'apps/server/src/lib/backup/daily-backup-job.test.ts',
];

/**
 * Database files run on both engines: where the engines behave differently (one connection against
 * a pool, a dropped connection, concurrent writes meeting at a lock, the drivers' answers), and the
 * route fuzz and authorization matrix, which split their inputs and cells between the engines.
 */
const onBothEngines = [
  'apps/server/src/routes-fuzz.test.ts',
  'apps/server/src/authorization-matrix.test.ts',
  'apps/server/src/modules/auth/two-factor-replay.test.ts',
  'apps/server/src/modules/leads/leads.test.ts',
  'apps/server/src/modules/leads/lead-routing.test.ts',
  'apps/server/src/modules/leads/lead-export-stream.test.ts',
  'apps/server/src/lib/group-commit.test.ts',
  'apps/server/src/lib/public-content/public-content.test.ts',
];
/**
 * Files the path would give to PGlite that test what sits above the database (every route's declared
 * permission probed per role, request hardening, the sessions list): the three costliest files of the
 * PGlite project after the ones above (18.3, 13.9 and 13.0 s in the clean-clone run of decision 107),
 * about a third of that on PostgreSQL, and nothing in them an engine answers differently.
 */
const postgresOnly = ['apps/server/src/route-permissions.test.ts', 'apps/server/src/request-hardening.test.ts', 'apps/server/src/modules/auth/sessions.test.ts'];
/**
 * With TEST_DATABASE_URL each other database file runs on one engine, picked by its path (decision
 * 090): a third on embedded PGlite, the rest on PostgreSQL, so both engines carry every kind of test
 * while the run does each file once. A third, not a half (decision 091): a file costs PGlite about
 * twice what it costs PostgreSQL; the end-to-end suite's own extra apps (startup, two-factor, the
 * unattached user) also run on PGlite. Without TEST_DATABASE_URL, every file runs on PGlite.
 */
const pathHash = (path: string) => [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
const databaseFileList = globSync(databaseFiles, { cwd: fileURLToPath(new URL('.', import.meta.url)) }).sort();
const pgliteAlone = databaseFileList.filter((file) => !onBothEngines.includes(file) && !sameOnEveryEngine.includes(file) && !postgresOnly.includes(file) && pathHash(file) % 3 === 1);
const onPglite = databaseFileList.filter((file) => onBothEngines.includes(file) || pgliteAlone.includes(file));
const excluded = ['**/node_modules/**', 'apps/web/e2e/**'];

const projects = process.env.TEST_DATABASE_URL
  ? [
      { extends: true, test: { name: 'postgresql', include: everyFile, exclude: [...excluded, ...pgliteAlone], env: { MAPLE_FUZZ_SHARE: '0:0.9', MAPLE_MATRIX_SHARE: '0,1,2,3,4:6' } } },
      { extends: true, test: { name: 'pglite', include: onPglite, env: { TEST_DATABASE_URL: '', MAPLE_FUZZ_SHARE: '1:0.1', MAPLE_MATRIX_SHARE: '5:6' } } },
      markerLocale,
    ]
  : [{ extends: true, test: { name: 'pglite', include: everyFile } }, markerLocale];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    exclude: excluded,
    projects,
    // Each file's database is a copy of templates migrated (and seeded) once per run.
    globalSetup: ['packages/db/src/test-global-setup.ts'],
    // Passwords hashed at a test work factor (decision 113); the end-to-end apps keep the real one.
    setupFiles: ['packages/db/src/test-password-hashing.ts'],
    // A hang guard, not a speed check: in `npm test` this run shares the machine with the browser
    // tests at a lower priority (decision 028), where a test that starts embedded databases in
    // folders (the CLI, the data-folder lock) took over 30 s.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Files share their worker's module graph: importing the server, better-auth, PGlite's WASM and
    // sharp again for every file cost more than half the run (import 351 s of 784 s test time).
    // Each file still gets its own database and app, and no module keeps state between files.
    isolate: false,
    // PGlite instances are heavy; two workers keep a 2-core machine responsive.
    maxWorkers: 2,
  },
});
