import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leads } from './leads.ts';

// The shared schemas (packages/shared/src/schemas/leads.ts) hold the same lists.
export const leadActivityKind = pgEnum('lead_activity_kind', ['created', 'assigned', 'unassigned', 'status_changed', 'notes_edited', 'exported', 'file_started', 'file_stage_changed']);
/** Who did it: a signed-in user, the visitor who sent the form or chat, or the brokerage's lead routing. */
export const leadActivityActorType = pgEnum('lead_activity_actor_type', ['user', 'visitor', 'routing']);

/**
 * A lead's trail (issue 18): one row per thing that happened to it, with who and when. Rows go
 * with the lead. The actor's name is kept as it was then, so the trail still reads the same after
 * the user is renamed or deleted; `detail` holds the kind's own facts (the source, the agents, the
 * statuses), never the notes themselves.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order things happened in: several rows of one change share an instant (created, then
    // routed), and a random id cannot tell them apart.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: leadActivityKind('kind').notNull(),
    actorType: leadActivityActorType('actor_type').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_activity_lead_seq_idx').on(t.leadId, t.seq)],
);
