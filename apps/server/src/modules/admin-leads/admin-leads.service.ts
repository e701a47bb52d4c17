import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { recentApplicationsLimit, type AdminLead, type ListLeadsQuery } from '@maple/shared/schemas/admin-leads';

const columns = {
  id: leads.id,
  agentId: leads.agentId,
  agentName: agents.name,
  clientName: leads.clientName,
  clientEmail: leads.clientEmail,
  clientPhone: leads.clientPhone,
  type: leads.type,
  source: leads.source,
  status: leads.status,
  message: leads.message,
  notes: leads.notes,
  metadata: leads.metadata,
  createdAt: leads.createdAt,
};

const selectLeads = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(where)
    // The id breaks ties between leads stored in the same instant, so the order is stable.
    .orderBy(desc(leads.createdAt), desc(leads.id));

/** Every lead, newest first, optionally narrowed to one source and/or type: the console's Leads tab. Super admin only (the route's guard). */
export async function listLeads(db: Db, filters: ListLeadsQuery = {}): Promise<AdminLead[]> {
  const conditions = [filters.source ? eq(leads.source, filters.source) : undefined, filters.type ? eq(leads.type, filters.type) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const rows = await selectLeads(db, conditions.length > 0 ? and(...conditions) : undefined);
  return rows.map(toAdminLead);
}

/** The newest application leads with their agent's name: the staff-only list on /applications (DESIGN §8). */
export async function listRecentApplications(db: Db, limit: number = recentApplicationsLimit): Promise<AdminLead[]> {
  const rows = await selectLeads(db, eq(leads.type, 'application')).limit(limit);
  return rows.map(toAdminLead);
}

type Row = Awaited<ReturnType<typeof selectLeads>>[number];

function toAdminLead(row: Row): AdminLead {
  return { ...row, metadata: row.metadata ?? {}, createdAt: row.createdAt.toISOString() };
}
