import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import { forgetUnconfirmedSubscriptions } from './pending-subscriptions.service.ts';

export const forgetUnconfirmedSchedule = 'subscriptions-forget-unconfirmed';
export const forgetUnconfirmedIntervalSeconds = 24 * 60 * 60;

/**
 * The daily clean-up of sign-ups nobody confirmed (decision 058): an address whose owner never
 * said yes is not kept past 30 days from its last sign-up, like the finished jobs' own pruning.
 */
export const forgetUnconfirmedHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  await forgetUnconfirmedSubscriptions({ db, clock, logger });
};
