import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { agentProfileQuery } from '@maple/shared/schemas/agents';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { validationError } from '../../lib/validation-error.ts';
import { getAgentProfile, listAgentOptions, listPublicAgents } from './agents.service.ts';

/** Who may call: anyone. Active agents only, public fields only (never user_id or crm_email). */
export const agentRoutes = new Hono<AppEnv>()
  .use(publicCache())
  .get('/', async (c) => c.json({ agents: await listPublicAgents(c.var.db) }))
  .get('/options', async (c) => c.json({ agents: await listAgentOptions(c.var.db) }))
  .get('/:idOrSlug', zValidator('query', agentProfileQuery, validationError), async (c) => {
    return c.json(await getAgentProfile(c.var.db, c.req.param('idOrSlug'), c.req.valid('query').province));
  });
