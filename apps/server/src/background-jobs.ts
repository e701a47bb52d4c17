import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Secrets } from './lib/secrets.ts';
import { leadNotificationHandler, leadNotificationJob } from './modules/leads/lead-notification-job.ts';
import { newsRefreshHandler, newsRefreshIntervalSeconds, newsRefreshJob } from './modules/news/news-refresh-job.ts';
import type { NewsSettings } from './modules/news/news-settings.ts';

export type BackgroundJobDeps = { mailer: Mailer; publicUrl: string; secrets: Secrets; news: NewsSettings };

/**
 * Every job and schedule the app knows, in one list, so the server and the tests run the same set.
 * Later work registers here too: the daily rate scrape and the news refresh as schedules.
 */
export function registerBackgroundJobs(queue: JobQueue, deps: BackgroundJobDeps): void {
  queue.register(leadNotificationJob, leadNotificationHandler(deps));
  queue.registerSchedule(newsRefreshJob, newsRefreshIntervalSeconds, newsRefreshHandler(deps));
}
