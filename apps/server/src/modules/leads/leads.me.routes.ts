import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { createManualLeadInput, listLeadsQuery, updateLeadInput } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { leadsCsvResponse } from './lead-export-route.ts';
import { createManualLead, getLead, listLeads, updateLead } from './leads.service.ts';

/** Who may call: agents and admins (the /api/me guard), own leads only: the service scopes by actor. */
export const myLeadRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', listLeadsQuery, validationError), async (c) => c.json(await listLeads(c.var, c.var.actor, c.req.valid('query'))))
  // Before '/:id', which would otherwise take 'export.csv' for an id.
  .get('/export.csv', zValidator('query', listLeadsQuery, validationError), (c) => leadsCsvResponse(c, c.req.valid('query')))
  // The lead always goes to the actor's own agent record (an agentId in the body is ignored).
  .post('/', zValidator('json', createManualLeadInput, validationError), async (c) => c.json(await createManualLead(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getLead(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', updateLeadInput, validationError), async (c) => c.json(await updateLead(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))));
