import { openMigratedFromEnv } from './open-from-env.ts';

const database = await openMigratedFromEnv().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
process.stdout.write(`Migrations applied (${database.kind}).\n`);
await database.close();
