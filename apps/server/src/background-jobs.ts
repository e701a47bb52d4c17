import type { Clock } from '@maple/shared/clock';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Secrets } from './lib/secrets.ts';
import { dailyBackupHandler, dailyBackupIntervalSeconds, dailyBackupSchedule, type DailyBackupSettings } from './lib/backup/daily-backup-job.ts';
import { pruneFinishedJobsHandler, pruneFinishedJobsIntervalSeconds, pruneFinishedJobsSchedule } from './lib/jobs/prune-finished-jobs.ts';
import { accountMailHandler, accountMailJob } from './modules/auth/account-mail-job.ts';
import { leadAssignmentHandler, leadAssignmentJob } from './modules/leads/lead-assignment-job.ts';
import { leadNotificationHandler, leadNotificationJob } from './modules/leads/lead-notification-job.ts';
import { subscriberWelcomeHandler, subscriberWelcomeJob } from './modules/consents/subscriber-welcome-job.ts';
import { forgetUnconfirmedHandler, forgetUnconfirmedIntervalSeconds, forgetUnconfirmedSchedule } from './modules/consents/forget-unconfirmed-job.ts';
import { subscriptionConfirmationHandler, subscriptionConfirmationJob } from './modules/consents/subscription-confirmation-job.ts';
import { newsRefreshHandler, newsRefreshIntervalSeconds, newsRefreshJob } from './modules/news/news-refresh-job.ts';
import type { NewsSettings } from './lib/news-settings.ts';
import { retentionHandler, retentionIntervalSeconds, retentionSchedule } from './modules/privacy/retention-job.ts';
import { portalAccessCleanupHandler, portalAccessCleanupIntervalSeconds, portalAccessCleanupSchedule } from './modules/privacy/portal-access-cleanup-job.ts';
import { rateScrapeHandler, rateScrapeIntervalSeconds, rateScrapeSchedule } from './modules/rates/rate-scrape-job.ts';
import type { OutsideFetchPolicy } from './lib/outside-fetch-policy.ts';
import { webhookDeliveryHandler } from './modules/webhooks/webhook-delivery-job.ts';
import { webhookDeliveryJob } from './modules/webhooks/webhook-events.service.ts';
import { portalLinkHandler, portalLinkJob } from './modules/portal/portal-link-job.ts';
import { resumableUploadsCleanupHandler, resumableUploadsCleanupIntervalSeconds, resumableUploadsCleanupSchedule } from './modules/file-documents/resumable-uploads-cleanup-job.ts';
import { webhookRetryDelaySeconds } from './modules/webhooks/webhook-retry.ts';
import { portalReminderHandler, portalReminderJob, portalRemindersHandler, portalRemindersIntervalSeconds, portalRemindersSchedule } from './modules/portal-reminders/portal-reminders-job.ts';
import { taskDigestHandler, taskDigestIntervalSeconds, taskDigestJob, taskDigestMailHandler, taskDigestSchedule } from './modules/tasks/task-digest-job.ts';
import { renewalReminderHandler, renewalReminderJob, renewalRemindersHandler, renewalRemindersIntervalSeconds, renewalRemindersSchedule } from './modules/book/renewal-reminders-job.ts';
import { campaignSendHandler, campaignTestHandler } from './modules/campaigns/campaign-send-job.ts';
import { campaignSendJob, campaignTestJob } from './modules/campaigns/campaigns.service.ts';
import { rateAlertMailHandler, rateAlertMailJob, rateAlertsHandler, rateAlertsIntervalSeconds, rateAlertsSchedule } from './modules/rate-alerts/rate-alerts-job.ts';
import { portalDigestHandler, portalDigestIntervalSeconds, portalDigestJob, portalDigestMailHandler, portalDigestSchedule } from './modules/portal-reminders/portal-digest-job.ts';

export type BackgroundJobDeps = {
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  secrets: Secrets;
  news: NewsSettings;
  outsideFetch: OutsideFetchPolicy;
  /** Embedded mode: the daily archive into DATA_DIR/backups (decision 031); unset on PostgreSQL. */
  backups?: DailyBackupSettings;
  /** The mailer's outbox folder, whose old files the retention job deletes. */
  outboxDir: string;
  /** Uploaded files: the retention job deletes the stored documents of the leads it anonymizes (decision 097). */
  storage?: Storage;
  /** The portal's uploads in progress (decision 099), whose abandoned ones the hourly clean-up deletes. */
  resumableUploadsDir?: string;
  /** CAMPAIGN_MAILS_PER_SECOND (decision 105); default 50. */
  campaignMailsPerSecond?: number;
};

/**
 * Every job and schedule the app knows, in one list, so the server and the tests run the same set.
 * Schedules register here too (the news refresh, the daily rate scrape, the daily job clean-up, the
 * daily clean-up of spent portal links and sessions).
 */
export function registerBackgroundJobs(queue: JobQueue, deps: BackgroundJobDeps, options: { schedules?: boolean } = {}): void {
  queue.register(leadNotificationJob, leadNotificationHandler(deps));
  queue.register(accountMailJob, accountMailHandler(deps));
  queue.register(leadAssignmentJob, leadAssignmentHandler(deps));
  queue.register(subscriberWelcomeJob, subscriberWelcomeHandler(deps));
  queue.register(subscriptionConfirmationJob, subscriptionConfirmationHandler(deps));
  queue.register(portalLinkJob, portalLinkHandler(deps));
  queue.register(portalReminderJob, portalReminderHandler(deps));
  queue.register(portalDigestJob, portalDigestMailHandler(deps));
  queue.register(taskDigestJob, taskDigestMailHandler(deps));
  queue.register(renewalReminderJob, renewalReminderHandler(deps));
  // Campaigns, one round of a batch per job, and the author's test mail; rate-drop alerts (decision 105).
  queue.register(campaignSendJob, campaignSendHandler(deps), { retryDelaySeconds: () => 30 });
  queue.register(campaignTestJob, campaignTestHandler(deps));
  queue.register(rateAlertMailJob, rateAlertMailHandler(deps));
  queue.register(webhookDeliveryJob, webhookDeliveryHandler(deps), { retryDelaySeconds: webhookRetryDelaySeconds });
  // Tests leave schedules out unless they test one, so a test counting its own jobs sees only those.
  if (options.schedules ?? true) {
    queue.registerSchedule(newsRefreshJob, newsRefreshIntervalSeconds, newsRefreshHandler(deps));
    queue.registerSchedule(rateScrapeSchedule, rateScrapeIntervalSeconds, rateScrapeHandler(deps));
    queue.registerSchedule(pruneFinishedJobsSchedule, pruneFinishedJobsIntervalSeconds, pruneFinishedJobsHandler);
    queue.registerSchedule(retentionSchedule, retentionIntervalSeconds, retentionHandler(deps));
    queue.registerSchedule(portalAccessCleanupSchedule, portalAccessCleanupIntervalSeconds, portalAccessCleanupHandler);
    queue.registerSchedule(forgetUnconfirmedSchedule, forgetUnconfirmedIntervalSeconds, forgetUnconfirmedHandler);
    // The borrower's reminders of outstanding documents and the agent's digest of portal activity (decision 101).
    queue.registerSchedule(portalRemindersSchedule, portalRemindersIntervalSeconds, portalRemindersHandler);
    queue.registerSchedule(portalDigestSchedule, portalDigestIntervalSeconds, portalDigestHandler);
    // The agent's morning digest of tasks due (decision 102).
    queue.registerSchedule(taskDigestSchedule, taskDigestIntervalSeconds, taskDigestHandler);
    queue.registerSchedule(renewalRemindersSchedule, renewalRemindersIntervalSeconds, renewalRemindersHandler);
    queue.registerSchedule(rateAlertsSchedule, rateAlertsIntervalSeconds, rateAlertsHandler);
    if (deps.resumableUploadsDir) queue.registerSchedule(resumableUploadsCleanupSchedule, resumableUploadsCleanupIntervalSeconds, resumableUploadsCleanupHandler(deps.resumableUploadsDir));
    if (deps.backups) queue.registerSchedule(dailyBackupSchedule, dailyBackupIntervalSeconds, dailyBackupHandler(deps.backups));
  }
}
