import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { listLeadsQuery, updateLeadInput } from '@maple/shared/schemas/leads';
import type { AppEnv } from '../../app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { getLead, listLeads, updateLead } from './leads.service.ts';

/** Who may call: agents and admins (the /api/me guard), own leads only: the service scopes by actor. */
export const myLeadRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', listLeadsQuery, validationError), async (c) => c.json(await listLeads(c.var, c.var.actor, c.req.valid('query'))))
  .get('/:id', async (c) => c.json(await getLead(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', updateLeadInput, validationError), async (c) => c.json(await updateLead(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))));
