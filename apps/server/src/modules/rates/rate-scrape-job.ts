import { eq } from 'drizzle-orm';
import { rateSource } from '@maple/db/schema/rate-source';
import { rateAdminMessages } from '@maple/shared/messages/rates';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { OutsideFetchPolicy } from '../../lib/outside-fetch-policy.ts';
import { scrapeRates } from './rate-scrape.service.ts';

export const rateScrapeSchedule = 'rates-scrape';
export const rateScrapeIntervalSeconds = 24 * 60 * 60;

/**
 * The daily scrape. Without a configured source there is nothing to do (no retries); a failed
 * fetch throws, so the queue retries it later the same day, and changes nothing meanwhile.
 */
export function rateScrapeHandler(deps: { outsideFetch: OutsideFetchPolicy }): JobHandler {
  return async (_payload, { db, clock, logger }) => {
    const [source] = await db.select({ id: rateSource.id }).from(rateSource).where(eq(rateSource.id, 1));
    if (!source) {
      logger.info('daily rate scrape skipped: no rate source configured');
      return;
    }
    await scrapeRates({ db, clock, logger, outsideFetch: deps.outsideFetch }, { userId: null, name: rateAdminMessages.scheduledScrape });
  };
}
