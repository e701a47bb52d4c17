import { describeError } from '../describe-error.ts';
import type { Logger } from '../logger.ts';
import type { JobQueue } from './job-queue.ts';

export type JobWorker = { stop: () => Promise<void> };

/**
 * Calls `runDueJobs` now and then every `pollMs` after the previous pass ends, so passes never
 * overlap in one process. `stop` lets the pass in progress finish the job it is running, puts the
 * rest of its claimed batch back, and resolves: main.ts stops the worker before it closes the database.
 */
export function startJobWorker(queue: JobQueue, options: { pollMs: number; logger: Logger }): JobWorker {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const tick = () => {
    pass = queue
      .runDueJobs({ signal: stopping.signal })
      .then(
        () => undefined,
        // A database hiccup must not end the worker; the next pass tries again.
        (error: unknown) => options.logger.error('job pass failed', describeError(error instanceof Error ? error : new Error('non-error thrown'))),
      )
      .then(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, options.pollMs);
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
