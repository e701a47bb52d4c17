// Unit and API tests. With TEST_DATABASE_URL set they run on that PostgreSQL server, and the
// database-backed suites run on embedded PGlite too (one vitest run, two projects: see
// vitest.config.ts), so both engines are proven.
import { spawnSync } from 'node:child_process';

const run = (env, args) => {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.TEST_DATABASE_URL) {
  console.log(`\n== Unit and API tests on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}) and embedded PGlite\n`);
} else {
  console.log('\n== Unit and API tests on embedded PGlite (set TEST_DATABASE_URL to also use PostgreSQL)\n');
}
run(process.env, []);

// ---- time matrix (issue 21, decision 020) -----------------------------------------------------
// The date-sensitive tests again at fixed instants (late evening in Toronto, daylight-saving
// changes, New Year's Eve) under TZ=UTC, America/Toronto and Asia/Kolkata, on the run's engine
// (PostgreSQL when TEST_DATABASE_URL is set: the same proof at an eighth of PGlite's cost).
{
  console.log('\n== Time matrix: date-sensitive tests at fixed instants and time zones\n');
  run(process.env, ['--config', 'vitest.time-matrix.config.ts']);
}
// ---- end of time matrix -----------------------------------------------------------------------
