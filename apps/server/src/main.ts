import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { DataDirLockedError, openDatabase, runMigrations } from '@maple/db/client';
import { systemClock } from '@maple/shared/clock';
import { createApp } from './app.ts';
import { registerBackgroundJobs } from './background-jobs.ts';
import { createAuth } from './lib/auth.ts';
import { EnvError, loadEnv } from './lib/env.ts';
import { dailyBackupSettings } from './lib/backup/daily-backup-job.ts';
import { createJobQueue } from './lib/jobs/job-queue.ts';
import { startJobWorker } from './lib/jobs/job-worker.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createSecrets } from './lib/secrets.ts';
import { defaultNewsSettings } from './modules/news/news-settings.ts';
import { createStorage, storageWarning } from './lib/storage/create-storage.ts';
import { demoLoginsText, seedDemoIfEmpty } from './lib/seed-if-empty.ts';
import { ensureSiteSettings } from './modules/site/site.service.ts';
import { policyConfigurationFromEnv } from './modules/privacy/outside-processors.ts';
import { reencryptIdentificationNumbers } from './modules/identifications/identifications.service.ts';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const backups = dailyBackupSettings(env);
  const filesWarning = storageWarning(env);
  if (filesWarning) logger.warn(filesWarning);
  const storage = createStorage(env.storage);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.embedded ? env.dataDir : undefined,
    onIdleError: (error) => logger.warn('database connection dropped', { error: error.message }),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    // Requests in flight get their answers and the worker its claimed batch (a job that fails is
    // retried later) before the database goes; nothing new is taken on meanwhile.
    // At the grace limit a job still running is abandoned: its lock lets another process retake it.
    const grace = new Promise<void>((resolve) => setTimeout(resolve, env.shutdownGraceMs).unref());
    await Promise.race([Promise.all([closeServer(server as Server, env.shutdownGraceMs), worker.stop()]), grace]);
    const released = await queue.releaseHeld().catch(() => 0);
    if (released > 0) logger.warn('job still running at the grace limit put back for another process', { released });
    await database.close();
    logger.info('database closed');
    process.exit(0);
  };

  await runMigrations(database);
  await ensureSiteSettings(database.db);
  if (env.seedDemo && env.nodeEnv === 'production') {
    logger.warn('SEED_DEMO=true in production: an empty database gets the demo accounts, whose password is published');
  }
  const seeded = env.seedDemo ? await seedDemoIfEmpty(database.db, systemClock) : false;

  const secrets = createSecrets({ secretKey: env.secretKey, secretKeyPrevious: env.secretKeyPrevious });
  if (env.secretKeyPrevious) {
    // A rotation: identification numbers move to the new key now, so the previous one can be dropped.
    const reencrypted = await reencryptIdentificationNumbers(database.db, secrets);
    if (reencrypted > 0) logger.info('identification numbers re-encrypted with the new SECRET_KEY', { count: reencrypted });
  }
  const auth = createAuth({ db: database.db, secret: env.authSecret, baseUrl: env.publicUrl, signInLimit: env.signInLimitPerMinute, recovery: { clock: systemClock, secrets } });
  const outboxDir = `${env.dataDir}/outbox`;
  const mailer = createMailer({ from: env.mailFrom, outboxDir, smtpUrl: env.smtpUrl, clock: systemClock });
  const news = {
    ...defaultNewsSettings(env.publicUrl),
    inoreaderApiUrl: env.inoreaderApiUrl,
    inoreaderOauthUrl: env.inoreaderOauthUrl,
    allowPrivate: env.fetchAllowPrivate,
    timeoutMs: env.newsTimeoutMs,
  };
  const app = createApp({
    db: database.db,
    clock: systemClock,
    auth,
    logger,
    publicUrl: env.publicUrl,
    webDist: env.webDist,
    production: env.nodeEnv === 'production',
    trustProxyHops: env.trustProxyHops,
    storage,
    leadsPerTenMinutes: env.leadLimitPerTenMinutes,
    secrets,
    news,
    chat: { model: env.chatModel, messagesPerTenMinutes: env.chatLimitPerTenMinutes },
    outsideFetch: { allowPrivate: env.fetchAllowPrivate },
    draining: () => closing,
    metricsToken: env.metricsToken,
    poolStats: database.poolStats,
    privacyPolicy: policyConfigurationFromEnv(env),
    outboxDir,
    resumableUploadsDir: env.resumableUploadsDir,
  });
  // Under a backlog four jobs of a claimed batch run at once, over the mailer's four pooled
  // connections (decision 054); a trickle still goes one at a time.
  const queue = createJobQueue({ db: database.db, logger, clock: systemClock, backlogLanes: 4 });
  registerBackgroundJobs(queue, { clock: systemClock, mailer, publicUrl: env.publicUrl, secrets, news, outsideFetch: { allowPrivate: env.fetchAllowPrivate }, backups, outboxDir, resumableUploadsDir: env.resumableUploadsDir, storage, campaignMailsPerSecond: env.campaignMailsPerSecond });
  const worker = startJobWorker(queue, { pollMs: env.jobPollMs, logger });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info('listening', { url: env.publicUrl, port: info.port, database: database.kind, files: storage.driver, seededDemo: seeded });
    if (env.seedDemo) process.stdout.write(`\nMaple is running at ${env.publicUrl}\n${demoLoginsText()}\n\n`);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Stops accepting connections and resolves when the requests in flight are answered (at most `graceMs`). */
function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // net.Server's close stops listening and nothing else. http.Server's would also drop every
    // connection with no request parsed yet, and one accepted a moment ago, whose request bytes
    // are still unread, counts as such: the proxy would see a reset for a request it had sent.
    // Those requests get a second to be read first. (Connections still in the kernel's listen
    // queue are reset when listening stops; nginx resends those lead POSTs, which carry an
    // Idempotency-Key: deploy/nginx/maple.conf.)
    netClose.call(server, () => {
      clearTimeout(deadline);
      clearTimeout(firstSweep);
      clearInterval(sweeps);
      resolve();
    });
    // Kept-alive connections with no request would otherwise hold the close open until they time
    // out; swept again as the requests in flight finish and leave theirs idle.
    let sweeps: NodeJS.Timeout | undefined;
    const firstSweep = setTimeout(() => {
      server.closeIdleConnections();
      sweeps = setInterval(() => server.closeIdleConnections(), 250);
    }, Math.min(1000, graceMs));
  });
}
const netClose = NetServer.prototype.close;

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(`Maple failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
