import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorsMessages } from '@maple/shared/messages/errors';
import { leadsMessages } from '@maple/shared/messages/leads';
import { createLeadInput } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createLead } from './leads.service.ts';

/** Lead forms from one address: enough for a family filling in every form, too few for a spam run. */
export const leadRateLimit = { max: 10, windowSeconds: 600, message: leadsMessages.tooMany };

/**
 * Who may call: anyone (every public form posts here). Answers 201 with the new id only; leads are
 * never read back here (DESIGN §8).
 */
export function leadRoutes(options: { leadsPerTenMinutes?: number }) {
  return new Hono<AppEnv>().post(
    '/',
    // The longest legitimate body, a chat transcript, stays far below this.
    bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AppError('too_large', errorsMessages.tooLarge);
      },
    }),
    rateLimit('lead-create', { ...leadRateLimit, max: options.leadsPerTenMinutes ?? leadRateLimit.max }),
    zValidator('json', createLeadInput, validationError),
    async (c) => {
      const { db, clock, logger, requestId } = c.var;
      const lead = await createLead({ db, clock, logger, requestId }, c.req.valid('json'));
      return c.json({ id: lead.id }, 201);
    },
  );
}
