import { desc } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';

/** Every agent, active or not, newest first: the console's Agents tab. */
export async function listAllAgents(db: Db) {
  return db.select().from(agents).orderBy(desc(agents.createdAt));
}
