import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { applyRetention } from './retention.ts';

export const retentionSchedule = 'privacy-retention';
export const retentionIntervalSeconds = 24 * 60 * 60;

/**
 * The daily run, with the periods saved in the brokerage settings at the time it runs. `storage`
 * deletes the stored objects of the documents the run deleted; the background jobs' deps must
 * carry it (main.ts), else those objects wait for the next erasure or lead delete.
 */
export function retentionHandler(deps: { outboxDir: string; storage?: Storage }): JobHandler {
  return async (_payload, { db, clock, logger }) => {
    const { retention } = await getBrokerageSettings(db);
    await applyRetention({ db, clock, logger, outboxDir: deps.outboxDir, storage: deps.storage }, retention);
  };
}
