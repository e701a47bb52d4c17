import { asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { privacyIncidents } from '@maple/db/schema/privacy';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import type { Actor } from '@maple/shared/permissions';
import type { ListOf, PageQuery } from '@maple/shared/schemas/paging';
import { incidentKeptMonths, type createPrivacyIncidentInput, type PrivacyIncident, type updatePrivacyIncidentInput } from '@maple/shared/schemas/privacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { csvStream } from '../../lib/csv.ts';
import type { Deps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { paginate } from '../../lib/paginate.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';

type Row = typeof privacyIncidents.$inferSelect;
const toIncident = ({ createdAt, updatedAt, ...row }: Row): PrivacyIncident => ({ ...row, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() });

/** The first day an incident may leave the register: 24 months after it happened (29 February rolls to 1 March). */
export function incidentDeletableFrom(occurredOn: string): string {
  const [year, month, dayOfMonth] = occurredOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + incidentKeptMonths, dayOfMonth)).toISOString().slice(0, 10);
}

/** The register, the latest incident first; `q` searches what happened and what was affected. */
export async function listPrivacyIncidents({ db }: Deps, actor: Actor | null, query: PageQuery): Promise<ListOf<PrivacyIncident>> {
  assertCan(actor, 'privacyIncident:read');
  const where = query.q ? or(ilike(privacyIncidents.description, containsPattern(query.q)), ilike(privacyIncidents.dataAffected, containsPattern(query.q)), ilike(privacyIncidents.peopleAffected, containsPattern(query.q))) : undefined;
  const page = await paginate(db.select().from(privacyIncidents).where(where).orderBy(desc(privacyIncidents.occurredOn), desc(privacyIncidents.createdAt)).$dynamic(), db.$count(privacyIncidents, where), query);
  return { items: page.items.map(toIncident), total: page.total };
}

async function findIncident(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(privacyIncidents).where(eq(privacyIncidents.id, id));
  if (!row) throw new AppError('not_found', m.incidentNotFound);
  return row;
}

export async function createPrivacyIncident(deps: Deps, actor: Actor | null, input: z.output<typeof createPrivacyIncidentInput>, source: AuditSource = noAuditSource): Promise<PrivacyIncident> {
  assertCan(actor, 'privacyIncident:create');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(privacyIncidents).values({ ...input, createdAt: now, updatedAt: now }).returning();
    await recordAudit(tx, now, { kind: 'privacy_incident_recorded', ...source, detail: { incidentId: created!.id, occurredOn: input.occurredOn } });
    return created!;
  });
  return toIncident(row);
}

export async function updatePrivacyIncident(deps: Deps, actor: Actor | null, id: string, input: z.output<typeof updatePrivacyIncidentInput>, source: AuditSource = noAuditSource): Promise<PrivacyIncident> {
  assertCan(actor, 'privacyIncident:update');
  await findIncident(deps.db, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(privacyIncidents).set({ ...input, updatedAt: now }).where(eq(privacyIncidents.id, id)).returning();
    await recordAudit(tx, now, { kind: 'privacy_incident_updated', ...source, detail: { incidentId: id, fields: Object.keys(input) } });
    return updated!;
  });
  return toIncident(row);
}

/** Refused (409) until 24 months after the incident: the register must hold it that long. */
export async function deletePrivacyIncident(deps: Deps, actor: Actor | null, id: string, source: AuditSource = noAuditSource): Promise<void> {
  assertCan(actor, 'privacyIncident:delete');
  const row = await findIncident(deps.db, id);
  const now = deps.clock.now();
  const from = incidentDeletableFrom(row.occurredOn);
  if (brokerageDay(now) < from) throw new AppError('conflict', m.incidentKept(from));
  await deps.db.transaction(async (tx) => {
    await tx.delete(privacyIncidents).where(eq(privacyIncidents.id, id));
    await recordAudit(tx, now, { kind: 'privacy_incident_deleted', ...source, detail: { incidentId: id, occurredOn: row.occurredOn } });
  });
}

const csvColumns = [m.occurredOn, m.description, m.dataAffected, m.peopleAffected, m.realRisk, m.reportedToCommissionerOn, m.reportedToPeopleOn] as const;

/** The whole register as CSV, oldest first (the order a regulator reads a register in). */
export async function privacyIncidentsCsv({ db }: Deps, actor: Actor | null): Promise<string> {
  assertCan(actor, 'privacyIncident:read');
  const rows = await db.select().from(privacyIncidents).orderBy(asc(privacyIncidents.occurredOn), asc(privacyIncidents.createdAt));
  const csv = csvStream(csvColumns);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    csv.on('data', (chunk: Buffer) => chunks.push(chunk));
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  for (const row of rows) {
    csv.write([row.occurredOn, row.description, row.dataAffected, row.peopleAffected, row.realRiskOfSignificantHarm ? m.yes : m.no, row.reportedToCommissionerOn ?? '', row.reportedToPeopleOn ?? '']);
  }
  csv.end();
  await done;
  return Buffer.concat(chunks).toString('utf8');
}
