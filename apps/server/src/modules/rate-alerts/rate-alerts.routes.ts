import { leadsMessages } from '@maple/shared/messages/leads';
import { rateAlertAccepted, rateAlertRequest } from '@maple/shared/schemas/rate-alerts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { requestRateAlert } from './rate-alerts.service.ts';

/** Alert requests from one address in ten minutes: the lead forms' limit (LEAD_LIMIT_PER_10_MINUTES). */
const alertRateLimit = { max: 10, windowSeconds: 600, message: leadsMessages.tooMany };

/** The rates page's alert form (issue 40 §5): public, limited per address like the lead forms. */
export function rateAlertRoutes(options: { perTenMinutes?: number }) {
  return routes(
    route(
      {
        method: 'post',
        path: '/',
        audience: 'public',
        summary: 'Ask to be told by email when the best rate of a term in a province drops',
        description:
          'Stores a pending subscription of purpose `rate_alert` and mails a confirmation link (decision 058); the alert exists once the address\'s owner confirms. The answer is the same 202 whatever the address (no enumeration).',
        middleware: [rateLimit('rate-alert', { ...alertRateLimit, max: options.perTenMinutes ?? alertRateLimit.max })],
        body: rateAlertRequest,
        responses: { 202: { description: 'Accepted: a confirmation mail is on its way (at most one a day per address)', schema: rateAlertAccepted } },
        errors: [429],
      },
      async (c, { body }) => {
        await requestRateAlert(c.var, body, { clientAddress: c.var.clientIp, language: c.var.language });
        return c.json({ ok: true as const }, 202);
      },
    ),
  );
}
