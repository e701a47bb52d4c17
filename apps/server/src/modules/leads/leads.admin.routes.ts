import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { createManualLeadInput, listLeadsQuery, updateLeadInput } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { leadsCsvResponse } from './lead-export-route.ts';
import { createManualLead, deleteLead, getLead, listLeads, listRecentApplications, updateLead } from './leads.service.ts';

/** Who may call: super_admin (mounted under /api/admin, whose guard answers 401/403); every lead. */
export const adminLeadRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', listLeadsQuery, validationError), async (c) => c.json(await listLeads(c.var, c.var.actor, c.req.valid('query'))))
  // Before '/:id', which would otherwise take 'export.csv' for an id.
  .get('/export.csv', zValidator('query', listLeadsQuery, validationError), (c) => leadsCsvResponse(c, c.req.valid('query')))
  .post('/', zValidator('json', createManualLeadInput, validationError), async (c) => c.json(await createManualLead(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getLead(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', updateLeadInput, validationError), async (c) => c.json(await updateLead(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteLead(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });

/** Who may call: super_admin. The newest 20 application leads with the agent's name. */
export const adminApplicationRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await listRecentApplications(c.var, c.var.actor)));
