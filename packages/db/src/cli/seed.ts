import { count } from 'drizzle-orm';
import { systemClock } from '@maple/shared/clock';
import { user } from '../schema/auth.ts';
import { seedDemoContent } from '../seed/demo-content.ts';
import { openMigratedFromEnv } from './open-from-env.ts';

const database = await openMigratedFromEnv().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
try {
  const [row] = await database.db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) {
    process.stdout.write('The database already has users; demo content goes only into an empty database.\n');
  } else {
    await seedDemoContent(database.db, systemClock);
    process.stdout.write('Demo content seeded.\n');
  }
} finally {
  await database.close();
}
