import { and, asc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { user } from '@maple/db/schema/auth';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leadIdentifications } from '@maple/db/schema/lead-identifications';
import { leads } from '@maple/db/schema/leads';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { identificationsMessages as m } from '@maple/shared/messages/identifications';
import { leadsMessages } from '@maple/shared/messages/leads';
import type { Actor } from '@maple/shared/permissions';
import {
  addYears,
  identificationProblems,
  identificationRetentionYears,
  maskDocumentNumber,
  type CreateIdentificationInput,
  type Identification,
  type IdentificationList,
  type ListIdentificationsQuery,
  type UpdateIdentificationInput,
} from '@maple/shared/schemas/identifications';
import { AppError } from '../../lib/app-error.ts';
import { assertCan, assertMay } from '../../lib/authorize.ts';
import { scopeFor, type OwnedPermission } from '../../lib/scope.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { recordAudit, type AuditSource } from '../audit/audit.service.ts';

/** The document number is encrypted and decrypted with SECRET_KEY's keys (lib/secrets.ts). */
export type IdentificationDeps = Deps & { secrets: Pick<Secrets, 'encryptSecret' | 'decryptSecret' | 'isFromPreviousKey'> };

type Row = typeof leadIdentifications.$inferSelect;
type LeadState = { id: string; clientName: string; status: string; createdAt: Date };

/**
 * The lead the records hang on, within the actor's scope for `permission`: another agent's lead is
 * 404 with the leads' own message, exactly as the lead itself is. `lock` holds it (FOR KEY SHARE)
 * until the transaction ends, so it cannot be deleted under a new record.
 */
async function leadInScope(db: Db | Tx, actor: Actor | null, permission: OwnedPermission, leadId: string, lock = false): Promise<LeadState> {
  const where = and(eq(leads.id, leadId), scopeFor(actor, permission));
  const query = db.select({ id: leads.id, clientName: leads.clientName, status: leads.status, createdAt: leads.createdAt }).from(leads).where(where);
  const [lead] = lock ? await query.for('key share') : await query;
  if (!lead) throw new AppError('not_found', leadsMessages.notFound);
  return lead;
}

/**
 * The day each lead closed (in the brokerage's time zone), or null while it is open. A lead closes
 * when its status becomes 'closed' (the last such change in its trail counts: reopened and closed
 * again is the later closing); a lead closed without a trail entry (imported so) closed when it
 * was stored.
 */
async function closingDays(db: Db | Tx, leadIds: readonly string[]): Promise<Map<string, string | null>> {
  if (leadIds.length === 0) return new Map();
  const closedAt = db
    .select({ leadId: leadActivity.leadId, at: max(leadActivity.createdAt).as('closed_at') })
    .from(leadActivity)
    .where(and(inArray(leadActivity.leadId, [...leadIds]), eq(leadActivity.kind, 'status_changed'), sql`${leadActivity.detail}->>'to' = 'closed'`))
    .groupBy(leadActivity.leadId)
    .as('closings');
  const rows = await db
    .select({ id: leads.id, status: leads.status, createdAt: leads.createdAt, closedAt: closedAt.at })
    .from(leads)
    .leftJoin(closedAt, eq(closedAt.leadId, leads.id))
    .where(inArray(leads.id, [...leadIds]));
  return new Map(rows.map((row) => [row.id, row.status === 'closed' ? brokerageDay(row.closedAt ? new Date(row.closedAt) : row.createdAt) : null]));
}

/**
 * The last day a record must be kept: five years after the later of its verification and its
 * lead's closing (PCMLTFR: five years after the last transaction). Null while the lead is open:
 * the five years have not started. Computed on read, so reopening or closing a lead moves it.
 */
export function retainUntil(verifiedOn: string, closedOn: string | null): string | null {
  if (closedOn === null) return null;
  return addYears(verifiedOn > closedOn ? verifiedOn : closedOn, identificationRetentionYears);
}

function toIdentification(row: Row, secrets: IdentificationDeps['secrets'], closedOn: string | null): Identification {
  const { documentNumberEncrypted, voidedByUserId: _voidedBy, ...rest } = row;
  return {
    ...rest,
    documentNumberMasked: maskDocumentNumber(secrets.decryptSecret(documentNumberEncrypted)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    retainUntil: retainUntil(row.verifiedOn, closedOn),
  };
}

/** The caller's name as the record keeps it (their email when they have no name). */
async function nameOf(db: Db | Tx, actor: Actor): Promise<{ userId: string | null; name: string }> {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, actor.userId)).for('key share');
  return { userId: row ? actor.userId : null, name: row?.name || row?.email || actor.userId };
}

/** One page of a lead's records, oldest first, voided ones included (marked): an examiner reads them all. */
export async function listIdentifications(deps: IdentificationDeps, actor: Actor | null, leadId: string, query: ListIdentificationsQuery): Promise<IdentificationList> {
  assertCan(actor, 'identification:read');
  const lead = await leadInScope(deps.db, actor, 'identification:read', leadId);
  const where = eq(leadIdentifications.leadId, lead.id);
  const [rows, total, closings] = await Promise.all([
    deps.db
      .select()
      .from(leadIdentifications)
      .where(where)
      .orderBy(asc(leadIdentifications.createdAt), asc(leadIdentifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.$count(leadIdentifications, where),
    closingDays(deps.db, [lead.id]),
  ]);
  return { items: rows.map((row) => toIdentification(row, deps.secrets, closings.get(lead.id) ?? null)), total };
}

/** Every record of a lead (the examiner export), with the lead's name for the title. */
export async function identificationsForExport(deps: IdentificationDeps, actor: Actor | null, leadId: string): Promise<{ lead: LeadState; records: Identification[] }> {
  assertCan(actor, 'identification:read');
  const lead = await leadInScope(deps.db, actor, 'identification:read', leadId);
  const rows = await deps.db.select().from(leadIdentifications).where(eq(leadIdentifications.leadId, lead.id)).orderBy(asc(leadIdentifications.createdAt), asc(leadIdentifications.id));
  const closedOn = (await closingDays(deps.db, [lead.id])).get(lead.id) ?? null;
  return { lead, records: rows.map((row) => toIdentification(row, deps.secrets, closedOn)) };
}

const notInFuture = (verifiedOn: string, now: Date) => {
  if (verifiedOn > brokerageDay(now)) throw new AppError('bad_request', m.verifiedOnFuture, { verifiedOn: m.verifiedOnFuture });
};

/** Records one verification of the client's identity on a lead; the caller is who verified it. */
export async function createIdentification(deps: IdentificationDeps, actor: Actor | null, leadId: string, input: CreateIdentificationInput, source: AuditSource): Promise<Identification> {
  assertCan(actor, 'identification:create');
  const now = deps.clock.now();
  notInFuture(input.verifiedOn, now);
  const { documentNumber, ...fields } = input;
  const row = await deps.db.transaction(async (tx) => {
    const lead = await leadInScope(tx, actor, 'identification:create', leadId, true);
    const verifier = await nameOf(tx, actor);
    const [created] = await tx
      .insert(leadIdentifications)
      .values({
        ...fields,
        leadId: lead.id,
        issuingJurisdiction: fields.issuingJurisdiction ?? null,
        expiresOn: fields.expiresOn ?? null,
        pepDetails: fields.pepDetails ?? null,
        thirdPartyDetails: fields.thirdPartyDetails ?? null,
        documentNumberEncrypted: deps.secrets.encryptSecret(documentNumber),
        verifiedByUserId: verifier.userId,
        verifiedByName: verifier.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, now, { kind: 'identification_recorded', ...source, detail: { leadId: lead.id, identificationId: created!.id, method: created!.method } });
    return created!;
  });
  deps.logger.info('identification recorded', { leadId, identificationId: row.id });
  return toIdentification(row, deps.secrets, (await closingDays(deps.db, [leadId])).get(leadId) ?? null);
}

/** A record of a lead within the actor's scope, locked for the change; 404 for either one missing. */
async function recordInScope(tx: Tx, actor: Actor, permission: OwnedPermission, leadId: string, recordId: string): Promise<Row> {
  await leadInScope(tx, actor, permission, leadId);
  const [row] = await tx
    .select()
    .from(leadIdentifications)
    .where(and(eq(leadIdentifications.id, recordId), eq(leadIdentifications.leadId, leadId)))
    .for('update');
  if (!row) throw new AppError('not_found', m.notFound);
  return row;
}

/**
 * Corrects a record's fields, or voids it with a reason; both are audited (the fields changed, not
 * their values: the trail holds no identity data). A void record changes no more (409).
 */
export async function updateIdentification(
  deps: IdentificationDeps,
  actor: Actor | null,
  leadId: string,
  recordId: string,
  input: UpdateIdentificationInput,
  source: AuditSource,
): Promise<Identification> {
  assertCan(actor, 'identification:update');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await recordInScope(tx, actor, 'identification:update', leadId, recordId);
    if (current.voidedAt) throw new AppError('conflict', m.alreadyVoided);
    const { void: voiding, documentNumber, ...corrections } = input;
    if (voiding) {
      const by = await nameOf(tx, actor);
      const [voided] = await tx
        .update(leadIdentifications)
        .set({ voidedAt: now, voidedByUserId: by.userId, voidedByName: by.name, voidReason: voiding.reason, updatedAt: now })
        .where(eq(leadIdentifications.id, recordId))
        .returning();
      await recordAudit(tx, now, { kind: 'identification_voided', ...source, detail: { leadId, identificationId: recordId, reason: voiding.reason } });
      return voided!;
    }
    const given = Object.fromEntries(Object.entries(corrections).filter(([, value]) => value !== undefined)) as Partial<Row>;
    const merged = { ...current, ...given };
    const problems = identificationProblems(merged);
    const first = Object.values(problems)[0];
    if (first) throw new AppError('bad_request', first, problems);
    if (given.verifiedOn) notInFuture(given.verifiedOn, now);
    const changed = Object.keys(given).filter((key) => given[key as keyof Row] !== current[key as keyof Row]);
    const set: Partial<typeof leadIdentifications.$inferInsert> = { ...given, updatedAt: now };
    if (documentNumber !== undefined && documentNumber !== deps.secrets.decryptSecret(current.documentNumberEncrypted)) {
      set.documentNumberEncrypted = deps.secrets.encryptSecret(documentNumber);
      changed.push('documentNumber');
    }
    if (changed.length === 0) return current;
    const [updated] = await tx.update(leadIdentifications).set(set).where(eq(leadIdentifications.id, recordId)).returning();
    await recordAudit(tx, now, { kind: 'identification_corrected', ...source, detail: { leadId, identificationId: recordId, fields: changed } });
    return updated!;
  });
  deps.logger.info(input.void ? 'identification voided' : 'identification corrected', { leadId, identificationId: recordId });
  return toIdentification(row, deps.secrets, (await closingDays(deps.db, [leadId])).get(leadId) ?? null);
}

/** The document number in clear, for the super admin only; every reveal is in the audit trail. */
export async function revealIdentification(deps: IdentificationDeps, actor: Actor | null, leadId: string, recordId: string, source: AuditSource): Promise<{ id: string; documentNumber: string }> {
  assertCan(actor, 'identification:read');
  assertMay(actor, 'identification:reveal');
  const now = deps.clock.now();
  const documentNumber = await deps.db.transaction(async (tx) => {
    const row = await recordInScope(tx, actor, 'identification:read', leadId, recordId);
    await recordAudit(tx, now, { kind: 'identification_revealed', ...source, detail: { leadId, identificationId: recordId } });
    return deps.secrets.decryptSecret(row.documentNumberEncrypted);
  });
  deps.logger.info('identification number revealed', { leadId, identificationId: recordId });
  return { id: recordId, documentNumber };
}

/** True when a lead has identification records, which keep it from being deleted (409). */
export async function leadHasIdentifications(db: Db | Tx, leadId: string): Promise<boolean> {
  return (await db.$count(leadIdentifications, eq(leadIdentifications.leadId, leadId))) > 0;
}

/**
 * For the privacy issue's erasure: the identification records of these leads that must still be
 * kept at `now` (their retention has not ended, or their lead is still open), voided ones
 * included. The erasure anonymizes the lead and leaves these records as they are (they carry
 * their own copies of the client's name, address and date of birth), and names them in its answer.
 * Records past their retention are not listed: their disposal is the erasure's to decide.
 */
/**
 * The records on these leads as a person's access request or a privacy search shows them: who,
 * which document, when verified, whether voided. Never the document number, not even masked: the
 * reveal is the console's audited act, not part of an export handed to the client.
 */
export async function identificationsOfLeads(db: Db | Tx, leadIds: readonly string[]) {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      id: leadIdentifications.id,
      leadId: leadIdentifications.leadId,
      clientName: leadIdentifications.clientName,
      method: leadIdentifications.method,
      documentType: leadIdentifications.documentType,
      verifiedOn: leadIdentifications.verifiedOn,
      voidedAt: leadIdentifications.voidedAt,
    })
    .from(leadIdentifications)
    .where(inArray(leadIdentifications.leadId, [...leadIds]))
    .orderBy(asc(leadIdentifications.createdAt), asc(leadIdentifications.id));
  return rows.map((row) => ({ ...row, voidedAt: row.voidedAt?.toISOString() ?? null }));
}

export async function identificationsUnderHold(db: Db | Tx, leadIds: readonly string[], now: Date): Promise<{ id: string; leadId: string; retainUntil: string | null }[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({ id: leadIdentifications.id, leadId: leadIdentifications.leadId, verifiedOn: leadIdentifications.verifiedOn })
    .from(leadIdentifications)
    .where(inArray(leadIdentifications.leadId, [...leadIds]))
    .orderBy(asc(leadIdentifications.leadId), asc(leadIdentifications.createdAt));
  const closings = await closingDays(db, [...new Set(rows.map((row) => row.leadId))]);
  const today = brokerageDay(now);
  return rows
    .map((row) => ({ id: row.id, leadId: row.leadId, retainUntil: retainUntil(row.verifiedOn, closings.get(row.leadId) ?? null) }))
    .filter((row) => row.retainUntil === null || row.retainUntil >= today);
}

/**
 * After a key rotation (new SECRET_KEY, the old one as SECRET_KEY_PREVIOUS), writes every document
 * number still under the previous key again under the new one, so the previous key can be dropped.
 * Answers how many were re-encrypted.
 */
export async function reencryptIdentificationNumbers(db: Db, secrets: IdentificationDeps['secrets']): Promise<number> {
  const rows = await db.select({ id: leadIdentifications.id, number: leadIdentifications.documentNumberEncrypted }).from(leadIdentifications).where(isNotNull(leadIdentifications.documentNumberEncrypted));
  let count = 0;
  for (const row of rows) {
    if (!secrets.isFromPreviousKey(row.number)) continue;
    await db
      .update(leadIdentifications)
      .set({ documentNumberEncrypted: secrets.encryptSecret(secrets.decryptSecret(row.number)) })
      // Only if unchanged since it was read: a correction in between keeps its own value.
      .where(and(eq(leadIdentifications.id, row.id), eq(leadIdentifications.documentNumberEncrypted, row.number)));
    count++;
  }
  return count;
}
