import { openDatabase, runMigrations } from '@maple/db/client';
import { systemClock } from '@maple/shared/clock';
import { rateAdminMessages } from '@maple/shared/messages/rates';
import { AppError } from '../lib/app-error.ts';
import { loadEnv } from '../lib/env.ts';
import { createLogger } from '../lib/logger.ts';
import { scrapeRates } from '../modules/rates/rate-scrape.service.ts';

/**
 * `npm run rates:scrape`: the console's Scrape from Source, from a shell or cron, on the configured
 * database and source. Exit code 0 with the count, 1 when nothing changed (the reason is logged).
 * With the embedded database the server must be stopped first (PGlite is one process).
 */
export async function main(): Promise<number> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.embedded ? env.dataDir : undefined });
  try {
    await runMigrations(database);
    const result = await scrapeRates(
      { db: database.db, clock: systemClock, logger, outsideFetch: { allowPrivate: env.fetchAllowPrivate } },
      { userId: null, name: rateAdminMessages.scheduledScrape },
    );
    process.stdout.write(`${result.message} ${rateAdminMessages.scrapedCount.replace('{count}', String(result.count))}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof AppError ? error.message : `Rate scrape failed: ${(error as Error).message}`}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code));
}
