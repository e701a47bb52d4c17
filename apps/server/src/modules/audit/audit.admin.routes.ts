import { adminAuditQuery, auditEventList } from '@maple/shared/schemas/audit';
import { route, routes } from '../../lib/route.ts';
import { listAuditEvents } from './audit.service.ts';

/** The console's Activity tab: the whole audit trail, filtered by kind and by user. */
export const adminAuditRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'auditEvent:read',
      summary: 'List audit events, newest first',
      description: '`kind` keeps one kind of event; `userId` keeps the events that user did or that were done to their account.',
      query: adminAuditQuery,
      responses: { 200: { description: 'One page of events', schema: auditEventList } },
    },
    async (c, { query }) => c.json(await listAuditEvents(c.var, c.var.actor, query)),
  ),
);
