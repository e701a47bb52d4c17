import { describeError } from '../describe-error.ts';
import type { Logger } from '../logger.ts';
import type { JobQueue, RunSummary } from './job-queue.ts';

export type JobWorker = { stop: () => Promise<void> };

export type JobWorkerOptions = {
  /** The wait after a pass that found nothing to do; schedules are checked at most this often. */
  pollMs: number;
  /** The wait while jobs were run within the last `pollMs` (default: a tenth of `pollMs`, at least 20 ms). */
  busyPollMs?: number;
  logger: Logger;
};

const ranAny = (summary: RunSummary | undefined) => summary !== undefined && summary.done + summary.retried + summary.failed > 0;

/**
 * Calls `runDueJobs` now and then again after each pass ends, so passes never overlap in one
 * process: `busyPollMs` later while a pass within the last `pollMs` ran jobs, `pollMs` later once
 * none has for that long. While work comes in (a lead a second, or thirty), each short wait finds
 * the few jobs that arrived meanwhile, and the mails go out one by one between the requests rather
 * than as a second's worth in one burst every second (decision 054); an idle process still asks
 * once per `pollMs`. `stop` lets the pass in progress finish the job(s) it is running, puts the
 * rest of its claimed batch back, and resolves: main.ts stops the worker before it closes the
 * database.
 */
export function startJobWorker(queue: JobQueue, options: JobWorkerOptions): JobWorker {
  const busyPollMs = options.busyPollMs ?? Math.max(20, Math.round(options.pollMs / 10));
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  // Schedules cost a transaction each per pass: the short passes leave them to the next pass that
  // comes at least `pollMs` after the last check.
  let schedulesCheckedAt = -Infinity;
  // The short wait holds for `pollMs` after the last pass that ran jobs: one empty look between
  // two leads must not leave a second's worth of mail to pile up and go out in one burst.
  let lastWorkAt = -Infinity;

  const tick = () => {
    const checkSchedules = performance.now() - schedulesCheckedAt >= options.pollMs;
    if (checkSchedules) schedulesCheckedAt = performance.now();
    pass = queue
      .runDueJobs({ signal: stopping.signal, schedules: checkSchedules })
      .catch((error: unknown) => {
        // A database hiccup must not end the worker; the next pass tries again.
        options.logger.error('job pass failed', describeError(error instanceof Error ? error : new Error('non-error thrown')));
        return undefined;
      })
      .then((summary) => {
        if (ranAny(summary)) lastWorkAt = performance.now();
        const busy = performance.now() - lastWorkAt < options.pollMs;
        if (!stopping.signal.aborted) timer = setTimeout(tick, busy ? busyPollMs : options.pollMs);
      });
  };
  tick();

  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await pass;
    },
  };
}
