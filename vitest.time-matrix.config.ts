import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The time matrix (issue 21): the date-sensitive tests again at fixed instants and in several
 * machine time zones, to prove no test depends on the hour, the date or the zone. Each project is
 * one (instant, TZ) pair; MAPLE_TEST_NOW moves every test clock (@maple/shared/test-instant) and
 * TZ the worker's zone (time-matrix.test.ts checks that it took). The database files run on the
 * PostgreSQL server at TEST_DATABASE_URL when set (decision 091), else on embedded PGlite; the
 * main run covers both engines. `npm run test:time-matrix`.
 */

// Toronto's late evening is already tomorrow in UTC; its daylight-saving changes are 2026-03-08
// 07:00Z (02:00 EST → 03:00 EDT) and 2026-11-01 06:00Z (02:00 EDT → 01:00 EST).
const instants = {
  'utc-0030': '2026-11-25T00:30:00Z', // 19:30 in Toronto, the evening the old analytics test failed
  'toronto-2359-est': '2026-11-25T04:59:00Z', // 23:59 EST
  'toronto-2359-edt': '2026-07-15T03:59:00Z', // 23:59 EDT
  'dst-start': '2026-03-08T07:00:00Z', // 03:00 EDT, the first instant of daylight time
  'dst-end': '2026-11-01T06:00:00Z', // 01:00 EST, the second 01:00 of the night
  'new-year-eve': '2027-01-01T04:30:00Z', // 23:30 on 31 December in Toronto, 2027 in UTC
} as const;
const zones = ['UTC', 'America/Toronto', 'Asia/Kolkata'] as const;

/** Pure date code: milliseconds each, so every instant runs in every zone. */
const pureFiles = [
  'packages/shared/src/time-matrix.test.ts',
  'packages/shared/src/brokerage-day.test.ts',
  'apps/server/src/modules/analytics/analytics-range.test.ts',
  'apps/web/src/lib/format.test.ts',
  'apps/web/src/lib/format-date.test.ts',
  'apps/web/src/features/analytics/analytics-period.test.ts',
  'apps/web/src/features/news-articles/news-date.test.ts',
];

/**
 * The API tests whose answers depend on the day (report days, date filters, the export's name):
 * seconds each (a seeded database, signed-in users), so three instants, each in its own zone: a
 * late evening in daylight time, the 25-hour day daylight time ends on, and a late evening in
 * standard time that is already another year in UTC. The zone cannot matter to them (the server
 * counts days in Toronto whatever the machine's zone), and the other instants' day arithmetic is
 * the pure files' (decision 110): the pure files prove every instant in every zone.
 */
const databaseInstants = ['toronto-2359-edt', 'dst-end', 'new-year-eve'] as const satisfies (keyof typeof instants)[];
const databaseFiles = ['apps/server/src/modules/analytics/analytics-report.test.ts', 'apps/server/src/modules/leads/leads.manage.test.ts'];

const slug = (zone: string) => zone.replace('/', '-').toLowerCase();
// Not isolated: a project's files share one worker (started with the project's env), which
// saves a worker start per file; the files keep no state between them.
const project = (kind: string, name: string, at: string, zone: string, include: string[]) => ({
  extends: true as const,
  test: {
    name: `${kind}:${name}:${slug(zone)}`,
    include,
    isolate: false,
    env: { MAPLE_TEST_NOW: at, TZ: zone, MAPLE_TEST_TZ: zone },
    // The database files sign in: passwords at a test work factor (decision 113), as in the main run.
    setupFiles: kind === 'db' ? ['packages/db/src/test-password-hashing.ts'] : [],
  },
});

const entries = Object.entries(instants);
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // The migrated template is copied per file; each instant seeds its own demo content on it.
    globalSetup: ['packages/db/src/test-global-setup.ts'],
    projects: [
      ...entries.flatMap(([name, at]) => zones.map((zone) => project('pure', name, at, zone, pureFiles))),
      ...databaseInstants.map((name, i) => project('db', name, instants[name], zones[i]!, databaseFiles)),
    ],
  },
});
