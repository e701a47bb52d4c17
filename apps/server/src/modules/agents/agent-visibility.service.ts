import { and, eq, sql, type SQL } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';

/**
 * The agents the public may see (decision 059): active in the console, and not tied to a sign-in
 * user the super admin disabled (decision 040). Disabling is the stronger act (someone left, or an
 * account is in doubt), so it hides the agent everywhere without touching `isActive`: enabling the
 * user again brings the agent back as the console left them. An agent with no sign-in user is
 * judged by `isActive` alone. Every public read of agents (directory, options, profile bundle,
 * sitemap, page views, chat, blog bylines, lead intake and routing) filters by this one condition.
 */
export const publiclyListed: SQL = and(
  eq(agents.isActive, true),
  sql`not exists (select 1 from ${user} where ${user.id} = ${agents.userId} and ${user.disabled})`,
)!;
