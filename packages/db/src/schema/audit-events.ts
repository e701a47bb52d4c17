import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The security and data-protection trail (issue 20): sign-ins, resets, two-factor, users invited
 * or disabled, exports, settings changed. `kind` is one of `auditKinds` (@maple/shared/schemas/audit),
 * checked in code so a new kind needs no migration. Who and whom are kept as they were then
 * (`actorLabel`, `targetLabel`: the email at the time), so the trail still reads after a user is
 * deleted. `detail` holds the kind's own facts, never a password, token, code or secret.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Events of one instant keep the order they happened in.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label'),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    targetLabel: text('target_label'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_seq_idx').on(t.seq),
    index('audit_events_actor_idx').on(t.actorUserId, t.seq),
    index('audit_events_target_idx').on(t.targetUserId, t.seq),
    index('audit_events_kind_idx').on(t.kind, t.seq),
  ],
);
