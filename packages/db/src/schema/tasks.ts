import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { agents } from './agents.ts';
import { leads } from './leads.ts';
import { mortgageFiles } from './mortgage-files.ts';

/**
 * A task on a lead, or on its mortgage file (issue 40 §2, decision 102): what to do, by which
 * brokerage day, for which agent. The agent is the one who sees and ticks it in the dashboard (the
 * lead's agent when the task is made; the super admin may name another). It goes with its lead,
 * its file and its agent. Done is a time, so the list of done tasks reads latest first.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => mortgageFiles.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The Tasks view and the morning digest: an agent's open tasks by due day.
    index('tasks_agent_open_due_idx').on(t.agentId, t.dueDate).where(sql`${t.doneAt} is null`),
    index('tasks_lead_idx').on(t.leadId),
  ],
);
