import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { imageMaxBytes } from '@maple/shared/files';
import { agentsMessages } from '@maple/shared/messages/agents';
import { filesMessages } from '@maple/shared/messages/files';
import { attachAgentInput } from '@maple/shared/schemas/agent-attach';
import { createAgentInput, updateAgentInput } from '@maple/shared/schemas/agent-edit';
import { adminAgentImageParam } from '@maple/shared/schemas/files';
import { pageQuery } from '@maple/shared/schemas/paging';
import type { AppEnv } from '../../lib/app-env.ts';
import { pathParams } from '../../lib/path-param.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { validationError } from '../../lib/validation-error.ts';
import { uploadAgentImage } from './agent-images.service.ts';
import { attachAgent, createAgent, deleteAgent, getAgent, listUnattachedUsers, updateAgent } from './agent-records.service.ts';
import { listAgents } from './agents.service.ts';

/** Who may call: super_admin (mounted under /api/admin). */
export const adminAgentRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listAgents(c.var, c.var.actor, c.req.valid('query'))))
  .post('/', zValidator('json', createAgentInput, validationError), async (c) => c.json(await createAgent(c.var, c.var.actor, c.req.valid('json')), 201))
  // Before '/:id', which would otherwise take 'unattached-users' for an agent id.
  .get('/unattached-users', async (c) => c.json(await listUnattachedUsers(c.var, c.var.actor)))
  .post('/attach', zValidator('json', attachAgentInput, validationError), async (c) => c.json(await attachAgent(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getAgent(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', updateAgentInput, validationError), async (c) => c.json(await updateAgent(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteAgent(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/:agentId/images/:kind', async (c) => {
    const { agentId, kind } = pathParams(adminAgentImageParam, c.req.param(), agentsMessages.notFound);
    const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
    return c.json(await uploadAgentImage(c.var, c.var.actor, { agentId, kind, upload }));
  });
