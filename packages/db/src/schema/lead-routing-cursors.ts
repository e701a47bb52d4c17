import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Where each round-robin stands (issue 18): one row per scope ('all', or 'province:ON'), holding
 * the agent who got the scope's last lead. Routing a lead locks its scope's row for the rest of the
 * lead's transaction, so two leads arriving together take turns instead of both going to the same
 * agent. No foreign key: a deleted agent's id still marks the place in the turn order.
 */
export const leadRoutingCursors = pgTable('lead_routing_cursors', {
  scope: text('scope').primaryKey(),
  lastAgentId: uuid('last_agent_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
