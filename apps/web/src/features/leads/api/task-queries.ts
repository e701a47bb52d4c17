import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, TaskWhen, UpdateTaskInput } from '@maple/shared/schemas/tasks';
import { api } from '@/lib/api-client';
import type { LeadAudience } from './lead-queries';

/**
 * Tasks on leads and files (issue 40 §2, decision 102): the Leads tab's "Tasks" view and the lead
 * drawer's section. Every task list sits under [audience, 'tasks'], which every task change
 * refreshes in both areas (a console change shows in the agent's copies held by this browser).
 */
export type TaskListQuery = { when: TaskWhen; leadId?: string; agentId?: string; page?: number };

export const taskKeys = {
  all: (audience: LeadAudience) => [audience, 'tasks'] as const,
  list: (audience: LeadAudience, query: TaskListQuery, pageSize: number) => [...taskKeys.all(audience), query, pageSize] as const,
};

export const taskListQuery = (audience: LeadAudience, query: TaskListQuery, pageSize: number) =>
  queryOptions({
    queryKey: taskKeys.list(audience, query, pageSize),
    queryFn: ({ signal }) => {
      const params = { when: query.when, leadId: query.leadId || undefined, page: query.page ?? 1, pageSize };
      return audience === 'admin'
        ? api.get('/api/admin/tasks', { query: { ...params, agentId: query.agentId || undefined }, signal })
        : api.get('/api/me/tasks', { query: params, signal });
    },
    placeholderData: keepPreviousData,
  });

export function useTaskList(audience: LeadAudience, query: TaskListQuery, pageSize: number) {
  return useQuery(taskListQuery(audience, query, pageSize));
}

function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => Promise.all((['admin', 'me'] as const).map((area) => queryClient.invalidateQueries({ queryKey: taskKeys.all(area) })));
}

export function useCreateTask(audience: LeadAudience) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => (audience === 'admin' ? api.post('/api/admin/tasks', input) : api.post('/api/me/tasks', input)),
    onSettled: invalidate,
  });
}

export function useUpdateTask(audience: LeadAudience) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateTaskInput }) =>
      audience === 'admin' ? api.patch('/api/admin/tasks/{id}', input, { path: { id } }) : api.patch('/api/me/tasks/{id}', input, { path: { id } }),
    onSettled: invalidate,
  });
}

export function useDeleteTask(audience: LeadAudience) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: string) => (audience === 'admin' ? api.delete('/api/admin/tasks/{id}', { path: { id } }) : api.delete('/api/me/tasks/{id}', { path: { id } })),
    onSettled: invalidate,
  });
}
