import { imageMaxBytes } from '@maple/shared/files';
import { filesMessages } from '@maple/shared/messages/files';
import { agentRecord, updateMyAgentInput } from '@maple/shared/schemas/agent-edit';
import { agentImageKindParam, uploadedImage } from '@maple/shared/schemas/files';
import { route, routes } from '../../lib/route.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadAgentImage } from './agent-images.service.ts';
import { getAgent, updateAgent } from './agent-records.service.ts';

/**
 * The dashboard's own agent record: there is no id in these paths, the actor's agent is the one
 * read and changed ('Agent not found' without one).
 */
export const myAgentRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'dashboard',
      permission: 'agent:read',
      summary: "Read the signed-in user's own agent record",
      responses: { 200: { description: 'The agent record', schema: agentRecord } },
      errors: [404],
    },
    async (c) => c.json(await getAgent(c.var, c.var.actor, c.var.actor?.agentId ?? null)),
  ),
  route(
    {
      method: 'patch',
      path: '/',
      audience: 'dashboard',
      permission: 'agent:update',
      summary: "Change any of the own agent record's edit groups",
      description: 'A group that is sent replaces what is stored. A profile slug taken by another agent is 409 and nothing is saved.',
      body: updateMyAgentInput,
      responses: { 200: { description: 'The agent record as saved', schema: agentRecord } },
      errors: [404, 409],
    },
    async (c, { body }) => c.json(await updateAgent(c.var, c.var.actor, c.var.actor?.agentId ?? null, body)),
  ),
  route(
    {
      method: 'post',
      path: '/images/:kind',
      audience: 'dashboard',
      permission: 'agent:update',
      summary: "Replace one of the own agent record's profile images",
      params: agentImageKindParam,
      upload: { description: 'The image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB) in the field `file`; it is stored re-encoded as WebP.' },
      responses: { 200: { description: 'The stored image and its narrower widths', schema: uploadedImage } },
      errors: [413, 415],
    },
    async (c, { params }) => {
      const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
      return c.json(await uploadAgentImage(c.var, c.var.actor, { agentId: c.var.actor?.agentId ?? null, kind: params.kind, upload }));
    },
  ),
);
