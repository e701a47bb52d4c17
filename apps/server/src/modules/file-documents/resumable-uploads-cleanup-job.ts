import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import { createResumableUploads } from './resumable-uploads.ts';

export const resumableUploadsCleanupSchedule = 'resumable-uploads-cleanup';
export const resumableUploadsCleanupIntervalSeconds = 60 * 60;

/**
 * Deletes the portal's uploads left unfinished for over a day (decision 099): a phone that lost its
 * connection and never came back leaves its bytes in the folder of uploads in progress, and tus
 * only refuses an expired upload, it does not delete it by itself. Hourly, once across processes;
 * the age is tus's own reckoning, from the upload's start on the machine's clock.
 */
export function resumableUploadsCleanupHandler(directory: string): JobHandler {
  const uploads = createResumableUploads({ directory });
  return async (_payload, { logger }) => {
    const deleted = await uploads.cleanUpExpired();
    if (deleted > 0) logger.info('expired uploads deleted', { count: deleted });
  };
}
