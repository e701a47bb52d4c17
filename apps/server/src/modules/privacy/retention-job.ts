import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { applyRetention } from './retention.ts';

export const retentionSchedule = 'privacy-retention';
export const retentionIntervalSeconds = 24 * 60 * 60;

/** The daily run, with the periods saved in the brokerage settings at the time it runs. */
export function retentionHandler(deps: { outboxDir: string }): JobHandler {
  return async (_payload, { db, clock, logger }) => {
    const { retention } = await getBrokerageSettings(db);
    await applyRetention({ db, clock, logger, outboxDir: deps.outboxDir }, retention);
  };
}
