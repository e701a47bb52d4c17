import { createManualLeadInput, lead, updateLeadInput } from '@maple/shared/schemas/leads';
import { route, routes } from '../../lib/route.ts';
import { leadRoutesOfBothAreas, oneLead } from './leads.shared.routes.ts';
import { createManualLead, updateLead } from './lead-management.service.ts';

const { list, exportCsv, read } = leadRoutesOfBothAreas.dashboard;

/** The dashboard's leads: own leads only, the service scopes by actor. */
export const myLeadRoutes = routes(
  list,
  exportCsv,
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
  read,
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
