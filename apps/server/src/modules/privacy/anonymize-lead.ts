import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { leads } from '@maple/db/schema/leads';
import { tasks } from '@maple/db/schema/tasks';
import { anonymizedLead } from '@maple/shared/schemas/privacy';
import { anonymizeFilesOfLeads } from './files-and-portal.ts';

/**
 * Replaces everything that says who a lead's client is or what they wrote (name, email, phone,
 * message or chat transcript, notes, details) and keeps the row: its kind, source, status, agent
 * and date still count in the analytics. Used by an erasure request and by the retention job.
 * The leads' mortgage files follow them (decision 097): their notes are cleared and nobody keeps
 * access to them in the portal; their stages and dates stay, like the lead's kind and status.
 * Their tasks are deleted: a task's title is free text about the client (issue 40 §2).
 */
export async function anonymizeLeads(db: Db | Tx, ids: readonly string[], now: Date): Promise<number> {
  let count = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .update(leads)
      .set({ clientName: anonymizedLead.name, clientEmail: anonymizedLead.email, clientPhone: null, message: null, notes: null, metadata: {}, idempotencyKey: null, anonymizedAt: now })
      .where(inArray(leads.id, ids.slice(i, i + 1000)))
      .returning({ id: leads.id });
    count += rows.length;
    await db.delete(tasks).where(inArray(tasks.leadId, ids.slice(i, i + 1000)));
  }
  await anonymizeFilesOfLeads(db, ids);
  return count;
}
