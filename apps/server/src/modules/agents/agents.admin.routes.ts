import { imageMaxBytes } from '@maple/shared/files';
import { agentsMessages } from '@maple/shared/messages/agents';
import { filesMessages } from '@maple/shared/messages/files';
import { attachAgentInput, unattachedUserList } from '@maple/shared/schemas/agent-attach';
import { adminAgentList, agentRecord, createAgentInput, updateAgentInput } from '@maple/shared/schemas/agent-edit';
import { adminAgentImageParam, uploadedImage } from '@maple/shared/schemas/files';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { readUpload } from '../../lib/upload-body.ts';
import { uploadAgentImage } from './agent-images.service.ts';
import { attachAgent, createAgent, deleteAgent, getAgent, listUnattachedUsers, updateAgent } from './agent-records.service.ts';
import { listAgents } from './agents.service.ts';

const agent = { params: idParam, notFound: agentsMessages.notFound } as const;

/** The console's agents: every agent record, active or not, and the sign-in users without one. */
export const adminAgentRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'agent:read',
      summary: 'List agent records, active or not',
      description: 'Newest first; `q` searches name, email and profile slug.',
      query: pageQuery,
      responses: { 200: { description: 'One page of agent records', schema: adminAgentList } },
    },
    async (c, { query }) => c.json(await listAgents(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'agent:create',
      summary: 'Create an agent: a sign-in user (role agent) and an agent record with a slug from the name',
      description:
        'With `password` the agent can sign in at once (the spec\u2019s body). With `invite: true` and no password the agent is mailed a link to set their own, which works once for 7 days.',
      body: createAgentInput,
      responses: { 201: { description: 'The new agent record', schema: agentRecord } },
      errors: [409],
    },
    async (c, { body }) => c.json(await createAgent(c.var, c.var.actor, body, auditSourceOf(c)), 201),
  ),
  // Before '/:id', which would otherwise take 'unattached-users' for an agent id.
  route(
    {
      method: 'get',
      path: '/unattached-users',
      audience: 'console',
      permission: 'agent:create',
      summary: 'List the dashboard users (role agent or admin) who have no agent record',
      responses: { 200: { description: 'The users by name', schema: unattachedUserList } },
    },
    async (c) => c.json(await listUnattachedUsers(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'post',
      path: '/attach',
      audience: 'console',
      permission: 'agent:create',
      summary: 'Give a dashboard user without an agent record one, named after the user',
      description: 'An unknown user is 404; a user of another role 400; a user who already has a record 409.',
      body: attachAgentInput,
      responses: { 201: { description: 'The new agent record', schema: agentRecord } },
      errors: [404, 409],
    },
    async (c, { body }) => c.json(await attachAgent(c.var, c.var.actor, body), 201),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'console', permission: 'agent:read', summary: 'Read an agent record', ...agent, responses: { 200: { description: 'The agent record', schema: agentRecord } } },
    async (c, { params }) => c.json(await getAgent(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'agent:update',
      summary: "Change any of an agent's edit groups, whether the agent is active, or their sign-in's role",
      description: 'A group that is sent replaces what is stored. A profile slug taken by another agent is 409 and nothing is saved. A new `role` (agent or admin) ends every session of the user.',
      ...agent,
      body: updateAgentInput,
      responses: { 200: { description: 'The agent record as saved', schema: agentRecord } },
      errors: [409],
    },
    async (c, { params, body }) => c.json(await updateAgent(c.var, c.var.actor, params.id, body, auditSourceOf(c))),
  ),
  route(
    {
      method: 'delete',
      path: '/:id',
      audience: 'console',
      permission: 'agent:delete',
      summary: 'Delete an agent, their sign-in and everything of theirs but their leads (which stay, unassigned)',
      ...agent,
      responses: { 204: { description: 'Deleted' } },
    },
    async (c, { params }) => {
      await deleteAgent(c.var, c.var.actor, params.id, auditSourceOf(c));
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'post',
      path: '/:agentId/images/:kind',
      audience: 'console',
      permission: 'agent:update',
      summary: "Replace one of an agent's profile images",
      params: adminAgentImageParam,
      notFound: agentsMessages.notFound,
      upload: { description: 'The image (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB) in the field `file`; it is stored re-encoded as WebP.' },
      responses: { 200: { description: 'The stored image and its narrower widths', schema: uploadedImage } },
      errors: [413, 415],
    },
    async (c, { params }) => {
      const upload = await readUpload(c, { maxFileBytes: imageMaxBytes, tooLarge: filesMessages.imageTooLarge });
      return c.json(await uploadAgentImage(c.var, c.var.actor, { agentId: params.agentId, kind: params.kind, upload }));
    },
  ),
);
