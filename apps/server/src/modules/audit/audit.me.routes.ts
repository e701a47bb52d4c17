import { auditEventList, myAuditQuery } from '@maple/shared/schemas/audit';
import { route, routes } from '../../lib/route.ts';
import { listMyAuditEvents } from './audit.service.ts';

/**
 * The Account area's "Your activity": agents and admins, their own account's events only. The
 * super admin reads theirs in the console's Activity tab (filtered to them).
 */
export const myAuditRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'dashboard',
      // The caller's own account's events: being in the dashboard is all it takes.
      permission: null,
      summary: "List your own account's audit events, newest first",
      description: 'The events you did and the ones done to your account (a failed sign-in with your email, a role change), whoever did them.',
      query: myAuditQuery,
      responses: { 200: { description: 'One page of events', schema: auditEventList } },
    },
    async (c, { query }) => c.json(await listMyAuditEvents(c.var, c.var.actor, query)),
  ),
);
