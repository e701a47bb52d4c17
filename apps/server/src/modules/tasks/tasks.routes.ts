import { tasksMessages } from '@maple/shared/messages/tasks';
import { idParam } from '@maple/shared/schemas/path-params';
import { createTaskInput, listTasksQuery, task, taskList, updateTaskInput } from '@maple/shared/schemas/tasks';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route, routes } from '../../lib/route.ts';
import { createTask, deleteTask, listTasks, updateTask } from './tasks.service.ts';

/** Tasks on leads and files (decision 102): the dashboard's own (assigned to the caller), the console's every agent's. */
const taskRoutes = inBothAreas(({ audience, say }) => {
  const whose = say({ dashboard: 'one of my', console: 'a' });
  const oneTask = { params: idParam, notFound: tasksMessages.notFound };
  return [
    route(
      {
        method: 'get',
        path: '/',
        audience,
        permission: 'task:read',
        summary: say({ dashboard: 'List the tasks assigned to me', console: "List every agent's tasks" }),
        description:
          '`when`: `due` (open, due on or before the brokerage\'s today: overdue and due today), `upcoming` (open, due later), `done`, or `all` (the default: open by due day, then done); `leadId` one lead\'s, and in the console `agentId` one agent\'s.',
        query: listTasksQuery,
        responses: { 200: { description: 'One page of tasks', schema: taskList } },
      },
      async (c, { query }) => c.json(await listTasks(c.var, c.var.actor, query)),
    ),
    route(
      {
        method: 'post',
        path: '/',
        audience,
        permission: 'task:create',
        summary: say({ dashboard: 'Add a task on one of my leads (or its file), for me', console: 'Add a task on a lead (or its file), for its agent or any other' }),
        description: "A task with no title or an invalid due date is refused on its field. Another agent's lead is 404; in the dashboard naming another agent is 403.",
        body: createTaskInput,
        responses: { 201: { description: 'The new task', schema: task } },
        errors: [404],
      },
      async (c, { body }) => c.json(await createTask(c.var, c.var.actor, body), 201),
    ),
    route(
      {
        method: 'patch',
        path: '/:id',
        audience,
        permission: 'task:update',
        summary: `Change ${whose} tasks: title, due date, done, or (console) its agent`,
        ...oneTask,
        body: updateTaskInput,
        responses: { 200: { description: 'The task as changed', schema: task } },
      },
      async (c, { params, body }) => c.json(await updateTask(c.var, c.var.actor, params.id, body)),
    ),
    route(
      { method: 'delete', path: '/:id', audience, permission: 'task:delete', summary: `Delete ${whose} tasks`, ...oneTask, responses: { 204: { description: 'Deleted' } } },
      async (c, { params }) => {
        await deleteTask(c.var, c.var.actor, params.id);
        return c.body(null, 204);
      },
    ),
  ];
});

export const myTaskRoutes = routes(...taskRoutes.dashboard);
export const adminTaskRoutes = routes(...taskRoutes.console);
