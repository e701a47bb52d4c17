import { bodyLimit } from 'hono/body-limit';
import { errorsMessages } from '@maple/shared/messages/errors';
import { leadsMessages } from '@maple/shared/messages/leads';
import { createLeadInput, createLeadResponse } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { createLead } from './lead-intake.service.ts';

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** Lead forms from one address: enough for a family filling in every form, too few for a spam run. */
export const leadRateLimit = { max: 10, windowSeconds: 600, message: leadsMessages.tooMany };

/**
 * The public forms' one endpoint (every public form posts here). Answers 201 with the new id only;
 * leads are never read back here (ARCHITECTURE §8).
 */
export function leadRoutes(options: { leadsPerTenMinutes?: number }) {
  return routes(
    route(
      {
        method: 'post',
        path: '/',
        audience: 'public',
        summary: 'Send a lead from one of the public forms (quote, contact, become a broker, newsletter, application, chat)',
        description:
          "One schema per form, told apart by `kind`. A quote's calculations are worked out on the server from its inputs. A newsletter sign-up stores no lead until the address's owner confirms it from the mailed link (decision 058): its answer is the same 201 with an id that names nothing. An optional `Idempotency-Key` header (8 to 100 letters, digits, `-` or `_`, one per submission) makes a resent request answer with the lead the first one stored instead of storing another.",
        middleware: [
          // The longest legitimate body, a chat transcript, stays far below this.
          bodyLimit({
            maxSize: 256 * 1024,
            onError: () => {
              throw new AppError('too_large', errorsMessages.tooLarge);
            },
          }),
          rateLimit('lead-create', { ...leadRateLimit, max: options.leadsPerTenMinutes ?? leadRateLimit.max }),
        ],
        body: createLeadInput,
        responses: { 201: { description: 'Stored: the new lead\'s id and nothing else', schema: createLeadResponse } },
        errors: [429],
      },
      async (c, { body }) => {
        const { db, clock, logger } = c.var;
        const idempotencyKey = c.req.header('idempotency-key');
        if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
          throw new AppError('bad_request', leadsMessages.invalidIdempotencyKey, { 'Idempotency-Key': leadsMessages.invalidIdempotencyKey });
        }
        const lead = await createLead({ db, clock, logger }, body, { idempotencyKey, clientAddress: c.var.clientIp, language: c.var.language });
        // With its length said, the compress middleware leaves this short answer alone (it gzips
        // any body of unknown length, which for a lead cost more CPU than the answer saved).
        const answer = JSON.stringify({ id: lead.id });
        return c.body(answer, 201, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(answer)) });
      },
    ),
  );
}
