import { z } from 'zod';
import { tasksMessages as m } from '../messages/tasks.ts';
import { day } from './dates.ts';
import { listOf, pageQuery } from './paging.ts';
import { recordId } from './path-params.ts';
import { text } from './text.ts';

// Tasks on a lead or its mortgage file (issue 40 §2, decision 102).

export const taskLimits = { title: 200 } as const;

const title = () => text({ max: taskLimits.title, invalid: m.titleRequired, tooLong: m.titleTooLong }).min(1, m.titleRequired);
const dueDate = () => day({ invalid: m.dueDateInvalid });
const emptyAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST /api/me/tasks and /api/admin/tasks: a task on a lead (and, with `fileId`, on its mortgage
 * file), due on a brokerage day. `agentId` is whom it is for: left out, the lead's agent; in the
 * dashboard only the caller's own agent may be named (decision 102).
 */
export const createTaskInput = z.strictObject({
  leadId: recordId,
  fileId: z.preprocess(emptyAsAbsent, recordId.optional()),
  title: title(),
  dueDate: dueDate(),
  agentId: z.preprocess(emptyAsAbsent, z.guid(m.agentUnknown).optional()),
});
export type CreateTaskInput = z.infer<typeof createTaskInput>;
export type CreateTaskRequest = z.input<typeof createTaskInput>;

/** PATCH …/tasks/:id: any of the title, the due day, done or not, and (console) the agent. */
export const updateTaskInput = z.strictObject({
  title: title().optional(),
  dueDate: dueDate().optional(),
  done: z.boolean().optional(),
  agentId: z.guid(m.agentUnknown).optional(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

/**
 * Which tasks a list holds: open ones due on or before the brokerage's today (overdue and due
 * today), open ones after it, the done ones, or all (open first by due day, then done).
 */
export const taskWhens = ['due', 'upcoming', 'done', 'all'] as const;
export type TaskWhen = (typeof taskWhens)[number];

/** GET …/tasks: one page, by when (default `all`), lead and (console) agent. Open ones by due day; done ones latest done first. */
export const listTasksQuery = pageQuery.extend({
  when: z.preprocess(emptyAsAbsent, z.enum(taskWhens).optional()),
  leadId: z.preprocess(emptyAsAbsent, recordId.optional()),
  agentId: z.preprocess(emptyAsAbsent, recordId.optional()),
});
export type ListTasksQuery = z.infer<typeof listTasksQuery>;

export const task = z.object({
  id: z.string(),
  leadId: z.string(),
  fileId: z.string().nullable(),
  clientName: z.string(),
  title: z.string(),
  /** The brokerage day it is due, YYYY-MM-DD. */
  dueDate: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof task>;
export const taskList = listOf(task);
export type TaskList = z.infer<typeof taskList>;
