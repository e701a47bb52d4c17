import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentProfilePath } from '@maple/shared/agent-links';
import type { UnattachedUser } from '@maple/shared/schemas/agent-attach';
import type { AgentRecord, CreateAgentInput, UpdateAgentRequest, UpdateMyAgentRequest } from '@maple/shared/schemas/agent-edit';
import { api } from '@/lib/api-client';
import { agentKeys } from './agent-queries';

// The signed-in views of agent records, under `agentKeys.all` like the public ones: a change
// invalidates every cached copy at once (console list, dashboard, directory, profile pages).
export const agentRecordKeys = {
  consoleList: (page: number, q: string) => [...agentKeys.all, 'console', 'list', { page, q }] as const,
  mine: () => [...agentKeys.all, 'mine'] as const,
  unattachedUsers: () => [...agentKeys.all, 'console', 'unattached-users'] as const,
};

/** The console's agent grid shows 24 agents a page (whole rows of 2 and 3 cards). */
export const consoleAgentsPageSize = 24;

/** GET /api/admin/agents: one page of agents, newest first, found by name, email or profile URL. */
export const consoleAgentsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: agentRecordKeys.consoleList(page, q),
    queryFn: ({ signal }) => api.get('/api/admin/agents', { query: { page, pageSize: consoleAgentsPageSize, q: q || undefined }, signal }),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** GET /api/me/agent: the signed-in agent's own record; 404 'Agent not found' without one. */
export const myAgentQuery = () =>
  queryOptions({
    queryKey: agentRecordKeys.mine(),
    queryFn: ({ signal }) => api.get('/api/me/agent', { signal }),
  });

/** GET /api/admin/agents/unattached-users: agents and admins who can sign in but have no agent record. */
export const unattachedUsersQuery = () =>
  queryOptions({
    queryKey: agentRecordKeys.unattachedUsers(),
    queryFn: ({ signal }) => api.get('/api/admin/agents/unattached-users', { signal }),
  });

export const useConsoleAgents = (page: number, q: string) => useQuery(consoleAgentsQuery(page, q));
export const useUnattachedUsers = () => useQuery(unattachedUsersQuery());
export const useMyAgent = () => useQuery(myAgentQuery());

/**
 * The public answers for this agent are revalidated by browsers on every use and dropped by the
 * server on the save itself (decision 042); asking again with `cache: 'reload'` also replaces a
 * copy kept under the earlier one-minute policy, so the editor's own next visit to the profile (a
 * new tab from 'View My Page') shows the change at once.
 */
export function refreshPublicCopies(agents: Pick<AgentRecord, 'id' | 'profileSlug'>[]) {
  const paths = new Set(['/api/agents', '/api/agents/options']);
  for (const agent of agents) {
    paths.add(`/api/agents/${encodeURIComponent(agent.id)}`);
    if (agent.profileSlug) paths.add(`/api${agentProfilePath(agent)}`);
  }
  for (const path of paths) void fetch(path, { cache: 'reload', credentials: 'omit' }).catch(() => undefined);
}

function useAgentChange<Input, Result>(request: (input: Input) => Promise<Result>, touched: (input: Input, result: Result) => Pick<AgentRecord, 'id' | 'profileSlug'>[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, input) => {
      refreshPublicCopies(touched(input, result));
      await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}

/** POST /api/admin/agents (201 with the new record). */
export const useCreateAgent = () => useAgentChange((input: CreateAgentInput) => api.post('/api/admin/agents', input), (_input, created) => [created]);

/** POST /api/admin/agents/attach (201 with the new record); refreshes the grid and the list of users without one. */
export const useAttachAgent = () =>
  useAgentChange((user: Pick<UnattachedUser, 'id'>) => api.post('/api/admin/agents/attach', { userId: user.id }), (_user, created) => [created]);

/** PATCH /api/admin/agents/:id; `before` is the record as it was, so its old slug's copies refresh too. */
export const useUpdateAgent = () =>
  useAgentChange(
    ({ before, body }: { before: AgentRecord; body: UpdateAgentRequest }) => api.patch('/api/admin/agents/{id}', body, { path: { id: before.id } }),
    ({ before }, after) => [before, after],
  );

/** DELETE /api/admin/agents/:id (204). */
export const useDeleteAgent = () => useAgentChange((agent: AgentRecord) => api.delete('/api/admin/agents/{id}', { path: { id: agent.id } }), (agent) => [agent]);

/** PATCH /api/me/agent. */
export const useUpdateMyAgent = () =>
  useAgentChange(
    ({ body }: { before: AgentRecord; body: UpdateMyAgentRequest }) => api.patch('/api/me/agent', body),
    ({ before }, after) => [before, after],
  );
