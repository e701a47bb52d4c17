import { and, eq } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { brokerageDay, reportTimeZone } from '@maple/shared/brokerage-day';
import { tasksMessages } from '@maple/shared/messages/tasks';
import { inLanguage } from '../../lib/in-language.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { agentsWithTasksDue, tasksDueFor } from './tasks.service.ts';

// The agent's morning digest of tasks due today or overdue (issue 40 §2, decision 102), on the
// model of the portal's daily mails (decision 101): a schedule queues one mail job per agent per
// brokerage day under a dedupe key, so two processes, a retry or a restart mail nobody twice.

export const taskDigestSchedule = 'task-digest';
/** Hourly, so the first run of the brokerage's morning queues the day's digests whenever the worker started. */
export const taskDigestIntervalSeconds = 60 * 60;
export const taskDigestJob = 'task-digest-mail';
/** The morning, in the brokerage's time zone: digests are queued from 7:00 to 11:59 only. */
export const taskDigestHours = { from: 7, to: 12 } as const;
/** The most tasks one mail lists; it says how many more there are. */
export const taskDigestLines = 50;

export type TaskDigestPayload = { agentId: string; day: string };

/** The dedupe key of an agent's digest for one brokerage day: at most one such mail ever. */
export const taskDigestKey = ({ agentId, day }: TaskDigestPayload) => `task-digest:${agentId}:${day}`;

let hourFormat: Intl.DateTimeFormat | undefined;
/** The hour (0–23) an instant falls on in the brokerage's time zone. */
export const brokerageHour = (at: Date): number =>
  Number((hourFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: reportTimeZone, hour: '2-digit', hourCycle: 'h23' })).format(at));

/** The hourly run: in the brokerage's morning, one digest job per agent with tasks due that day or overdue. */
export const taskDigestHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  const hour = brokerageHour(now);
  if (hour < taskDigestHours.from || hour >= taskDigestHours.to) return;
  const day = brokerageDay(now);
  let queued = 0;
  for (const agentId of await agentsWithTasksDue(db, day)) {
    const payload: TaskDigestPayload = { agentId, day };
    if (await enqueueJob(db, taskDigestJob, payload, { runAt: now, dedupeKey: taskDigestKey(payload) })) queued++;
  }
  if (queued > 0) logger.info('task digests queued', { queued });
};

/** One agent's mail: the tasks due on the day or before, read when it is written, in the agent's language. None for an inactive agent or when all are done. */
export function taskDigestMailHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, logger, jobId }) => {
    const { agentId, day } = payload as TaskDigestPayload;
    const [agent] = await db
      .select({ name: agents.name, email: agents.email, language: user.language })
      .from(agents)
      .leftJoin(user, eq(user.id, agents.userId))
      .where(and(eq(agents.id, agentId), eq(agents.isActive, true)));
    if (!agent) {
      logger.info('task digest not sent: agent gone or inactive', { agentId });
      return;
    }
    const due = await tasksDueFor(db, agentId, day, taskDigestLines);
    if (due.total === 0) return;
    const m = inLanguage(tasksMessages, agent.language ?? 'en');
    const lines = due.items.map((task) => m.digestLine(task.title, task.clientName, task.dueDate, task.dueDate < day));
    if (due.total > due.items.length) lines.push(`+ ${due.total - due.items.length}`);
    const site = await getBrokerageSettings(db);
    await deps.mailer.send({
      to: agent.email,
      fromName: site.mailFromName || undefined,
      subject: m.digestSubject(due.total),
      text: `${m.digestIntro(agent.name)}\n\n${lines.join('\n')}\n\n${m.digestOpen(`${deps.publicUrl}/agent-dashboard?tab=leads&view=tasks`)}\n\n${m.digestFooter}\n`,
      id: `task-digest-${jobId}`,
    });
  };
}
