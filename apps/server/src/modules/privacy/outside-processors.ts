import { dailyBackupSettings } from '../../lib/backup/daily-backup-job.ts';
import type { Env } from '../../lib/env.ts';

/**
 * The outside services that receive personal data, as the configuration sets them up: each is
 * present only when its variable is, so the policy never names a service the site does not use.
 * Hosts only: a URL's user name, password, path or query (an API key) never reach the policy.
 */
export type OutsideProcessors = {
  /** SMTP_URL: the mail provider's host. */
  mailHost?: string;
  /** S3_BUCKET: an S3-compatible service's host (S3_ENDPOINT), or Amazon S3's region. */
  fileStorage?: { host: string } | { awsRegion: string };
  /** CHAT_MODEL_URL (with CHAT_MODEL): the model's host. */
  chatModelHost?: string;
};

/** What the default policy reads from the configuration rather than the settings. */
export type PolicyConfiguration = {
  processors: OutsideProcessors;
  /** How many days a daily backup is kept (BACKUP_KEEP), when this server takes them (embedded mode). */
  backupDays?: number;
};

export const noOutsideProcessors: PolicyConfiguration = { processors: {} };

export function outsideProcessorsFromEnv(env: Pick<Env, 'smtpUrl' | 'storage' | 'chatModel'>): OutsideProcessors {
  const processors: OutsideProcessors = {};
  if (env.smtpUrl) processors.mailHost = new URL(env.smtpUrl).hostname;
  if (env.storage.driver === 's3') {
    processors.fileStorage = env.storage.endpoint ? { host: new URL(env.storage.endpoint).hostname } : { awsRegion: env.storage.region };
  }
  if (env.chatModel) processors.chatModelHost = new URL(env.chatModel.url).hostname;
  return processors;
}

/** Read once at start-up, beside the rest of the environment. */
export function policyConfigurationFromEnv(env: Env, source: NodeJS.ProcessEnv = process.env): PolicyConfiguration {
  return { processors: outsideProcessorsFromEnv(env), backupDays: dailyBackupSettings(env, source)?.keep };
}
