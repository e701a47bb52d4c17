import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, runMigrations } from '@maple/db/client';
import { createUserWithPassword } from '@maple/db/seed/users';
import { roles } from '@maple/shared/roles';
import { loadEnv } from '../lib/env.ts';
import { announcePublicChange } from '../lib/public-content/content-changes.ts';
import { ensureSiteSettings } from '../modules/site/site.service.ts';

const usage = 'Usage: npm run user:create -- --email EMAIL --password PASSWORD --role super_admin|admin|agent|other [--name "Full Name"]';

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string().min(8, '--password must be at least 8 characters').max(128),
  role: z.enum(roles, { message: `--role must be one of ${roles.join(', ')}` }),
  name: z.string().min(1).max(100).optional(),
});

/** Makes any user (and the agent record of an agent or admin) in the configured database. */
export async function main(argv = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${usage}\n`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.embedded ? env.dataDir : undefined });
  try {
    await runMigrations(database);
    await ensureSiteSettings(database.db);
    const { email, password, role } = parsed.data;
    const name = parsed.data.name ?? email.split('@')[0]!;
    const created = await createUserWithPassword(database.db, { email, password, role, name });
    // An agent or admin gets an agent record, which the public directory may list.
    if (created.agent) await announcePublicChange(database.db, 'user created');
    process.stdout.write(`Created ${role} ${created.user.email} (user ${created.user.id}${created.agent ? `, agent ${created.agent.id}` : ''}).\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}
