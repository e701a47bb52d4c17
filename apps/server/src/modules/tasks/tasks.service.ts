import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { tasks } from '@maple/db/schema/tasks';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { leadsMessages } from '@maple/shared/messages/leads';
import { tasksMessages as m } from '@maple/shared/messages/tasks';
import { may, scopeOf, type Actor } from '@maple/shared/permissions';
import type { CreateTaskInput, ListTasksQuery, Task, TaskList, UpdateTaskInput } from '@maple/shared/schemas/tasks';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';

// Tasks on a lead or its mortgage file (issue 40 §2, decisions 102 and 109). A task is its agent's:
// the dashboard reads and changes the tasks assigned to the caller, the console every task. A task
// on a lead with an agent is that agent's, so no agent's task list names another agent's client;
// only an unassigned lead's task may go to any agent (the console's choice).

const taskColumns = {
  id: tasks.id,
  leadId: tasks.leadId,
  fileId: tasks.fileId,
  clientName: leads.clientName,
  title: tasks.title,
  dueDate: tasks.dueDate,
  agentId: tasks.agentId,
  agentName: agents.name,
  doneAt: tasks.doneAt,
  createdAt: tasks.createdAt,
};

const selectTasks = (db: Db) => db.select(taskColumns).from(tasks).innerJoin(leads, eq(leads.id, tasks.leadId)).innerJoin(agents, eq(agents.id, tasks.agentId));
type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

const toTask = (row: TaskRow): Task => ({
  id: row.id,
  leadId: row.leadId,
  fileId: row.fileId,
  clientName: row.clientName,
  title: row.title,
  dueDate: row.dueDate,
  agentId: row.agentId,
  agentName: row.agentName,
  done: row.doneAt !== null,
  doneAt: row.doneAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the tasks the actor may read: due (open, on or before the brokerage's today), upcoming, done, or all. */
export async function listTasks(deps: Deps, actor: Actor | null, query: ListTasksQuery): Promise<TaskList> {
  const today = brokerageDay(deps.clock.now());
  const when = query.when ?? 'all';
  const conditions: (SQL | undefined)[] = [scopeFor(actor, 'task:read')];
  if (query.leadId) conditions.push(eq(tasks.leadId, query.leadId));
  if (query.agentId) conditions.push(eq(tasks.agentId, query.agentId));
  if (when === 'due') conditions.push(isNull(tasks.doneAt), lte(tasks.dueDate, today));
  if (when === 'upcoming') conditions.push(isNull(tasks.doneAt), gt(tasks.dueDate, today));
  if (when === 'done') conditions.push(isNotNull(tasks.doneAt));
  const where = and(...conditions);
  const order =
    when === 'done'
      ? [desc(tasks.doneAt), desc(tasks.id)]
      : [sql`${tasks.doneAt} is not null`, asc(tasks.dueDate), desc(tasks.doneAt), asc(tasks.createdAt), asc(tasks.id)];
  const [rows, [counted]] = await Promise.all([
    selectTasks(deps.db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { items: rows.map(toTask), total: Number(counted?.n ?? 0) };
}

/**
 * The agent a task goes to: `named`, else `fallback`; naming another agent than oneself is the
 * console's alone, the agent must exist, and a lead with an agent (`leadAgentId`) keeps its tasks
 * with that agent.
 */
async function assigneeOf(db: Db, actor: Actor, leadAgentId: string | null, fallback: string | null, named: string | undefined): Promise<string> {
  if (named !== undefined && named !== actor.agentId && !may(actor, 'task:assignAny')) throw new AppError('forbidden', m.assignOwnOnly, { agentId: m.assignOwnOnly });
  const agentId = named ?? fallback;
  if (!agentId) throw new AppError('bad_request', m.agentRequired, { agentId: m.agentRequired });
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw new AppError('bad_request', m.agentUnknown, { agentId: m.agentUnknown });
  if (leadAgentId && agent.id !== leadAgentId) throw new AppError('bad_request', m.leadsAgentOnly, { agentId: m.leadsAgentOnly });
  return agent.id;
}

async function taskById(db: Db, id: string): Promise<Task> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id));
  return toTask(row!);
}

/**
 * Makes a task on a lead the actor may update (another agent's lead is 404), for the lead's agent
 * or, in the console, for any agent; with `fileId`, on that lead's file.
 */
export async function createTask(deps: Deps, actor: Actor | null, input: CreateTaskInput): Promise<Task> {
  assertCan(actor, 'task:create');
  const [lead] = await deps.db
    .select({ id: leads.id, agentId: leads.agentId })
    .from(leads)
    .where(and(eq(leads.id, input.leadId), scopeFor(actor, 'lead:update')));
  if (!lead) throw new AppError('not_found', leadsMessages.notFound);
  if (input.fileId) {
    const [file] = await deps.db.select({ id: mortgageFiles.id }).from(mortgageFiles).where(and(eq(mortgageFiles.id, input.fileId), eq(mortgageFiles.leadId, lead.id)));
    if (!file) throw new AppError('bad_request', m.fileNotOfLead, { fileId: m.fileNotOfLead });
  }
  // In the dashboard a task is the caller's own: on their own lead, for themselves.
  const agentId = await assigneeOf(deps.db, actor, lead.agentId, scopeOf(actor.role, 'task:create') === 'any' ? lead.agentId : actor.agentId, input.agentId);
  const [row] = await deps.db
    .insert(tasks)
    .values({ leadId: lead.id, fileId: input.fileId ?? null, agentId, title: input.title, dueDate: input.dueDate, createdByUserId: actor.userId, createdAt: deps.clock.now() })
    .returning({ id: tasks.id });
  deps.logger.info('task created', { taskId: row!.id, leadId: lead.id });
  return taskById(deps.db, row!.id);
}

/** Changes a task the actor may update: its title, due day, done or not, and (console) its agent. */
export async function updateTask(deps: Deps, actor: Actor | null, id: string, input: UpdateTaskInput): Promise<Task> {
  const [row] = await deps.db
    .select({ id: tasks.id, doneAt: tasks.doneAt, leadAgentId: leads.agentId })
    .from(tasks)
    .innerJoin(leads, eq(leads.id, tasks.leadId))
    .where(and(eq(tasks.id, id), scopeFor(actor, 'task:update')));
  if (!row) throw new AppError('not_found', m.notFound);
  const agentId = input.agentId === undefined ? undefined : await assigneeOf(deps.db, actor!, row.leadAgentId, null, input.agentId);
  const doneAt = input.done === undefined ? undefined : input.done ? (row.doneAt ?? deps.clock.now()) : null;
  const changes = { title: input.title, dueDate: input.dueDate, agentId, doneAt };
  if (Object.values(changes).some((value) => value !== undefined)) await deps.db.update(tasks).set(changes).where(eq(tasks.id, row.id));
  return taskById(deps.db, row.id);
}

/**
 * Gives a lead's open tasks to its new agent, in the transaction that reassigns the lead: the work
 * goes with the client, and the previous agent's lists stop naming a client no longer theirs. Done
 * tasks stay with whoever did them.
 */
export async function moveOpenTasksOfLead(tx: Pick<Db, 'update'>, leadId: string, agentId: string): Promise<number> {
  const moved = await tx.update(tasks).set({ agentId }).where(and(eq(tasks.leadId, leadId), isNull(tasks.doneAt))).returning({ id: tasks.id });
  return moved.length;
}

/** Deletes a task the actor may delete (another agent's is 404). */
export async function deleteTask(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const deleted = await deps.db.delete(tasks).where(and(eq(tasks.id, id), scopeFor(actor, 'task:delete'))).returning({ id: tasks.id });
  if (deleted.length === 0) throw new AppError('not_found', m.notFound);
}

/** The agents with open tasks due on or before `today` (the morning digest's list). */
export async function agentsWithTasksDue(db: Db, today: string): Promise<string[]> {
  const rows = await db.selectDistinct({ agentId: tasks.agentId }).from(tasks).where(and(isNull(tasks.doneAt), lte(tasks.dueDate, today)));
  return rows.map((row) => row.agentId);
}

/** An agent's open tasks due on or before `today`, oldest due first (at most `limit`), and how many there are. */
export async function tasksDueFor(db: Db, agentId: string, today: string, limit: number): Promise<{ items: Task[]; total: number }> {
  const where = and(eq(tasks.agentId, agentId), isNull(tasks.doneAt), lte(tasks.dueDate, today));
  const [rows, [counted]] = await Promise.all([
    selectTasks(db).where(where).orderBy(asc(tasks.dueDate), asc(tasks.createdAt)).limit(limit),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return { items: rows.map(toTask), total: Number(counted?.n ?? 0) };
}
