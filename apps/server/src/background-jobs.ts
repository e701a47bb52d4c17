import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import { leadNotificationHandler, leadNotificationJob } from './modules/leads/lead-notification-job.ts';

export type BackgroundJobDeps = { mailer: Mailer; publicUrl: string };

/**
 * Every job and schedule the app knows, in one list, so the server and the tests run the same set.
 * Later work registers here too: the daily rate scrape and the news refresh as schedules.
 */
export function registerBackgroundJobs(queue: JobQueue, deps: BackgroundJobDeps): void {
  queue.register(leadNotificationJob, leadNotificationHandler(deps));
}
