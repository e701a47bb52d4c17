import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { updateMyAgentInput } from '@maple/shared/schemas/agent-edit';
import { agentImageKindParam } from '@maple/shared/schemas/files';
import type { AppEnv } from '../../lib/app-env.ts';
import { pathParams } from '../../lib/path-param.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { validationError } from '../../lib/validation-error.ts';
import { uploadAgentImage } from './agent-images.service.ts';
import { getAgent, updateAgent } from './agent-records.service.ts';

/**
 * Who may call: agents and admins (the /api/me guard), on their own agent record only: there is
 * no id in these paths, the actor's agent is the one read and changed ('Agent not found' without one).
 */
export const myAgentRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getAgent(c.var, c.var.actor, c.var.actor?.agentId ?? null)))
  .patch('/', zValidator('json', updateMyAgentInput, validationError), async (c) =>
    c.json(await updateAgent(c.var, c.var.actor, c.var.actor?.agentId ?? null, c.req.valid('json'))),
  )
  .post('/images/:kind', async (c) => {
    const { kind } = pathParams(agentImageKindParam, c.req.param());
    const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
    return c.json(await uploadAgentImage(c.var, c.var.actor, { agentId: c.var.actor?.agentId ?? null, kind, upload }));
  });
