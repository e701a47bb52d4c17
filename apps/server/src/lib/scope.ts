import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { agentDocuments } from '@maple/db/schema/agent-documents';
import { agents } from '@maple/db/schema/agents';
import { analyticsEvents } from '@maple/db/schema/analytics-events';
import { blogPosts } from '@maple/db/schema/blog-posts';
import { leads } from '@maple/db/schema/leads';
import { tasks } from '@maple/db/schema/tasks';
import { testimonials } from '@maple/db/schema/testimonials';
import { scopeOf, type Action, type Actor } from '@maple/shared/permissions';
import { assertCan } from './authorize.ts';

/**
 * The column that says which agent owns a row of each owned resource: `own` in the permissions
 * table means rows whose column is the actor's agent id. A lead's identification records, mortgage
 * files and an application are the lead's; an agent record is its own.
 */
const ownerColumns = {
  agent: agents.id,
  lead: leads.agentId,
  application: leads.agentId,
  identification: leads.agentId,
  // A mortgage file is its lead's: it follows the lead when the lead is given to another agent.
  mortgageFile: leads.agentId,
  blogPost: blogPosts.agentId,
  testimonial: testimonials.agentId,
  document: agentDocuments.agentId,
  analytics: analyticsEvents.agentId,
  // A task is its assignee's: the agent it is for sees and ticks it (decision 102).
  task: tasks.agentId,
} satisfies Record<string, Column>;

export type OwnedResource = keyof typeof ownerColumns;
export type OwnedPermission = `${OwnedResource}:${Action}`;

/**
 * The one way a service limits a query, an update or a delete to the rows the actor may touch
 * (decision 061): 401 without an actor and 403 when the role lacks the permission (route() has
 * refused those already; a service called from elsewhere still is), then nothing for `any` and
 * the actor's agent id on the resource's owner column for `own` (no row at all for an actor
 * without an agent record). A row outside the scope is simply not found: 404, so ids of other
 * agents' rows cannot be probed. `column` names the owner column of another table holding the
 * resource's rows (the analytics report counts leads too; a scoped write names its table's).
 */
export function scopeFor(actor: Actor | null, permission: OwnedPermission, column: Column = ownerColumns[permission.split(':')[0] as OwnedResource]): SQL | undefined {
  assertCan(actor, permission);
  if (scopeOf(actor.role, permission) === 'any') return undefined;
  return actor.agentId ? eq(column, actor.agentId) : sql`false`;
}
