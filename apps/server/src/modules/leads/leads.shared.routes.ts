import { leadsMessages } from '@maple/shared/messages/leads';
import { leadList, leadWithActivity, listLeadsQuery } from '@maple/shared/schemas/leads';
import { idParam } from '@maple/shared/schemas/path-params';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route } from '../../lib/route.ts';
import { leadsCsvResponse } from './lead-export-route.ts';
import { getLeadWithActivity, listLeads } from './leads-read.service.ts';

export const oneLead = { params: idParam, notFound: leadsMessages.notFound } as const;

/**
 * The leads' reads in both areas: the dashboard's own leads, the console's every lead (the services
 * scope by actor). Each area places them itself: the export before '/:id', which would otherwise
 * take 'export.csv' for an id.
 */
export const leadRoutesOfBothAreas = inBothAreas(({ audience, say }) => {
  const list = route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'lead:read',
      summary: say({ dashboard: 'List the own leads, filtered by source, type, status, days and search text', console: 'List leads, filtered by source, type, status, days and search text' }),
      query: listLeadsQuery,
      responses: { 200: { description: 'One page of leads, newest first', schema: leadList } },
    },
    async (c, { query }) => c.json(await listLeads(c.var, c.var.actor, query)),
  );
  const exportCsv = route(
    {
      method: 'get',
      path: '/export.csv',
      audience,
      permission: 'lead:read',
      summary: say({ dashboard: 'Download every own lead the list filters match, as CSV', console: 'Download every lead the list filters match, as CSV' }),
      query: listLeadsQuery,
      responses: { 200: { description: 'The leads as a CSV attachment', contentType: 'text/csv' } },
    },
    (c, { query }) => leadsCsvResponse(c, query),
  );
  const read = route(
    {
      method: 'get',
      path: '/:id',
      audience,
      permission: 'lead:read',
      summary: say({ dashboard: 'Read one of the own leads and its activity trail', console: 'Read a lead and its activity trail' }),
      description: say({
        dashboard: "Another agent's lead is 404, its trail included.",
        console:
          'The trail lists, oldest first, when the lead was created (and from where), assigned or unassigned, its status changed, its notes edited and it was exported, each with who did it.',
      }),
      ...oneLead,
      responses: { 200: { description: 'The lead with its `activity`', schema: leadWithActivity } },
    },
    async (c, { params }) => c.json(await getLeadWithActivity(c.var, c.var.actor, params.id)),
  );
  return { list, exportCsv, read };
});
