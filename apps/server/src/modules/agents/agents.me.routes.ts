import { Hono } from 'hono';
import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { agentImageKindParam } from '@maple/shared/schemas/files';
import type { AppEnv } from '../../app-env.ts';
import { pathParams } from '../../lib/path-param.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadAgentImage } from './agent-images.service.ts';

/** Who may call: agents and admins (the /api/me guard), on their own agent record. */
export const myAgentRoutes = new Hono<AppEnv>().post('/images/:kind', async (c) => {
  const { kind } = pathParams(agentImageKindParam, c.req.param());
  const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
  return c.json(await uploadAgentImage(c.var, c.var.actor, { agentId: c.var.actor?.agentId ?? null, kind, upload }));
});
