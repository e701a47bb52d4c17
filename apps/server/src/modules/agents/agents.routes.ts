import { agentsMessages } from '@maple/shared/messages/agents';
import { agentOptionList, agentProfileBundle, agentProfileQuery, publicAgentList } from '@maple/shared/schemas/agents';
import { agentKeyParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { getAgentProfile, listAgentOptions, listPublicAgents } from './agents.service.ts';

const cached = { audience: 'public', cachedPublicly: true } as const;

/** The public directory and profiles: active agents only, public fields only (never user_id or crm_email). */
export const agentRoutes = routes(
  route(
    { method: 'get', path: '/', ...cached, summary: 'List the active agents for the find-a-broker directory', responses: { 200: { description: 'Active agents by name', schema: publicAgentList } } },
    async (c) => c.json({ agents: await listPublicAgents(c.var.db, c.var.language) }),
  ),
  route(
    { method: 'get', path: '/options', ...cached, summary: "List the active agents for the forms' agent choosers", responses: { 200: { description: 'Ids and names by name', schema: agentOptionList } } },
    async (c) => c.json({ agents: await listAgentOptions(c.var.db) }),
  ),
  route(
    {
      method: 'get',
      path: '/:idOrSlug',
      ...cached,
      summary: "Read an active agent's profile page by id or profile slug",
      description: "Everything the profile page shows in one answer: the agent, approved testimonials, services, lenders, and rates for `?province=` (else the province of the agent's location, else Ontario).",
      params: agentKeyParam,
      notFound: agentsMessages.notFound,
      query: agentProfileQuery,
      responses: { 200: { description: 'The profile bundle', schema: agentProfileBundle } },
    },
    async (c, { params, query }) => c.json(await getAgentProfile(c.var.db, params.idOrSlug, query.province, c.var.language)),
  ),
);
