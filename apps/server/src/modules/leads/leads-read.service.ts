import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { leadsMessages } from '@maple/shared/messages/leads';
import type { Actor } from '@maple/shared/permissions';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { reportTimeZone, sourcesMatching, recentApplicationsLimit, type Lead, type LeadList, type LeadWithActivity, type ListLeadsQuery } from '@maple/shared/schemas/leads';
import { AppError } from '../../lib/app-error.ts';
import { scopeFor } from '../../lib/scope.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { listLeadActivity } from './lead-activity.ts';
import { leadColumns, toLead } from './lead-row.ts';
import { postalLetters } from './lead-routing.ts';
import { provinceNameMessages } from '@maple/shared/messages/province-names';
import type { ProvinceCode } from '@maple/shared/provinces';
import { paginate } from '../../lib/paginate.ts';

// Signed-in verbs: the console sees every lead, an agent only the leads tied to their agent id.
// scopeFor adds that condition to every query, so no verb can forget it.

/** The where clause of a list or an export: the actor's scope, then every filter of the query. */
export function leadFilter(actor: Actor | null, query: Omit<ListLeadsQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    scopeFor(actor, 'lead:read'),
    query.source ? inArray(leads.source, [...sourcesMatching(query.source)]) : undefined,
    query.type ? eq(leads.type, query.type) : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.q ? searchLeads(query.q) : undefined,
    query.from ? sql`${leads.createdAt} >= ${startOfDay(query.from)}` : undefined,
    query.to ? sql`${leads.createdAt} < ${startOfDay(query.to)} + interval '1 day'` : undefined,
  );
}

/** The instant a calendar day begins in the brokerage's time zone (daylight saving included). */
export const startOfDay = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${reportTimeZone})`;

/** One page of the leads the actor may read, newest first, narrowed by source, type, status, days and search text. */
export async function listLeads({ db }: Deps, actor: Actor | null, query: ListLeadsQuery): Promise<LeadList> {
  const where = leadFilter(actor, query);
  const page = await paginate(
    db
      .select(leadColumns)
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(where)
      // The id breaks ties between leads stored in the same instant, so pages never overlap.
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .$dynamic(),
    db.$count(leads, where),
    query,
  );
  return { items: page.items.map(toLead), total: page.total };
}

function searchLeads(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(ilike(leads.clientName, pattern), ilike(leads.clientEmail, pattern), ilike(leads.clientPhone, pattern));
}

/** One lead the actor may read; another agent's lead answers exactly like a missing one. */
export async function getLead({ db }: Deps, actor: Actor | null, id: string): Promise<Lead> {
  const where = scopeFor(actor, 'lead:read');
  if (!isRecordId(id)) throw new AppError('not_found', leadsMessages.notFound);
  const [row] = await db.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(and(eq(leads.id, id), where));
  if (!row) throw new AppError('not_found', leadsMessages.notFound);
  return toLead(row);
}

/** One lead the actor may read, with its trail (issue 18): an agent reads the trail of their own leads only. */
export async function getLeadWithActivity(deps: Deps, actor: Actor | null, id: string): Promise<LeadWithActivity> {
  const lead = await getLead(deps, actor, id);
  return { ...lead, activity: await listLeadActivity(deps.db, lead.id) };
}

/** The newest application leads with their agent's name: the staff-only list on /applications (ARCHITECTURE §8). */
export async function listRecentApplications({ db }: Deps, actor: Actor | null): Promise<LeadList> {
  const where = and(scopeFor(actor, 'application:read'), eq(leads.type, 'application'));
  const page = await paginate(
    db.select(leadColumns).from(leads).leftJoin(agents, eq(agents.id, leads.agentId)).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).$dynamic(),
    db.$count(leads, where),
    { page: 1, pageSize: recentApplicationsLimit },
  );
  return { items: page.items.map(toLead), total: page.total };
}

/**
 * Leads about a province, as SQL (a campaign's audience, decision 105): what `leadProvince` reads,
 * in the query. A calculator's `province` (or its inputs'), a quote's location naming the province,
 * or a postal code's first letter (X: the territories, both). Leads that say nothing of where are
 * in no province.
 */
export function leadInProvince(province: ProvinceCode): SQL {
  const letters = Object.entries(postalLetters).filter(([, code]) => code === province || (province === 'NU' && code === 'NT')).map(([letter]) => letter);
  const name = provinceNameMessages[province];
  return sql`(${leads.metadata}->>'province' = ${province} or ${leads.metadata}->'inputs'->>'province' = ${province}
    or ${leads.metadata}->>'location' ilike ${'%' + name + '%'} or ${leads.metadata}->>'location' = ${province}
    or upper(left(ltrim(coalesce(${leads.metadata}->>'postalCode', '')), 1)) in (${sql.join(letters.length ? letters.map((l) => sql`${l}`) : [sql`''`], sql`, `)}))`;
}
