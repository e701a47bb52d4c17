import { recordPageViewInput } from '@maple/shared/schemas/analytics';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { recordPageView } from './analytics.service.ts';

/**
 * Events the public site reports: the public profile page reports its own view. Limited per client
 * address so a loop cannot inflate an agent's numbers.
 */
export const analyticsEventRoutes = routes(
  route(
    {
      method: 'post',
      path: '/page-view',
      audience: 'public',
      summary: "Count one view of an active agent's public profile",
      description: 'An unknown or inactive agent is 404.',
      middleware: [rateLimit('page-view', { max: 30, windowSeconds: 60 })],
      body: recordPageViewInput,
      responses: { 204: { description: 'Counted' } },
      errors: [404, 429],
    },
    async (c, { body }) => {
      await recordPageView(c.var.db, body.agentId);
      return c.body(null, 204);
    },
  ),
);
