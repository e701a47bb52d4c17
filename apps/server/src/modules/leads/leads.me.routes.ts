import { leadsMessages } from '@maple/shared/messages/leads';
import { createManualLeadInput, lead, leadList, leadWithActivity, listLeadsQuery, updateLeadInput } from '@maple/shared/schemas/leads';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { leadsCsvResponse } from './lead-export-route.ts';
import { createManualLead, updateLead } from './lead-management.service.ts';
import { getLeadWithActivity, listLeads } from './leads-read.service.ts';

const oneLead = { params: idParam, notFound: leadsMessages.notFound } as const;

/** The dashboard's leads: own leads only, the service scopes by actor. */
export const myLeadRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'dashboard',
      permission: 'lead:read',
      summary: 'List the own leads, filtered by source, type, status, days and search text',
      query: listLeadsQuery,
      responses: { 200: { description: 'One page of leads, newest first', schema: leadList } },
    },
    async (c, { query }) => c.json(await listLeads(c.var, c.var.actor, query)),
  ),
  // Before '/:id', which would otherwise take 'export.csv' for an id.
  route(
    {
      method: 'get',
      path: '/export.csv',
      audience: 'dashboard',
      permission: 'lead:read',
      summary: 'Download every own lead the list filters match, as CSV',
      query: listLeadsQuery,
      responses: { 200: { description: 'The leads as a CSV attachment', contentType: 'text/csv' } },
    },
    (c, { query }) => leadsCsvResponse(c, query),
  ),
  // The lead always goes to the actor's own agent record (an agentId in the body is ignored).
  route(
    {
      method: 'post',
      path: '/',
      audience: 'dashboard',
      permission: 'lead:create',
      summary: 'Add a lead by hand (source Manual, status new) to the own agent record',
      description: 'Without an agent record: 404.',
      body: createManualLeadInput,
      responses: { 201: { description: 'The new lead', schema: lead } },
      errors: [404],
    },
    async (c, { body }) => c.json(await createManualLead(c.var, c.var.actor, body), 201),
  ),
  route(
    {
      method: 'get',
      path: '/:id',
      audience: 'dashboard',
      permission: 'lead:read',
      summary: 'Read one of the own leads and its activity trail',
      description: "Another agent's lead is 404, its trail included.",
      ...oneLead,
      responses: { 200: { description: 'The lead with its `activity`', schema: leadWithActivity } },
    },
    async (c, { params }) => c.json(await getLeadWithActivity(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'dashboard',
      permission: 'lead:update',
      summary: "Change one of the own leads' status or notes",
      description: 'An agent cannot reassign a lead: `agentId` is refused as an unknown field.',
      ...oneLead,
      body: updateLeadInput,
      responses: { 200: { description: 'The lead as saved', schema: lead } },
    },
    async (c, { params, body }) => c.json(await updateLead(c.var, c.var.actor, params.id, body)),
  ),
);
