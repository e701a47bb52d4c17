import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { leads } from '@maple/db/schema/leads';
import { privacyRequests } from '@maple/db/schema/privacy';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import type { Actor } from '@maple/shared/permissions';
import type { ListOf } from '@maple/shared/schemas/paging';
import {
  phoneDigits,
  privacyRequestDueDays,
  type createPrivacyRequestInput,
  type ErasureResult,
  type PersonalDataExport,
  type PersonKey,
  type PrivacyRequest,
  type PrivacyRequestListQuery,
  type PrivacySearchResult,
  type updatePrivacyRequestInput,
} from '@maple/shared/schemas/privacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { FileDeps } from '../../lib/deps.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { paginate } from '../../lib/paginate.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';
import { erasureSteps, type ErasureStep } from './erasure-steps.ts';
import { personHash } from './person-pattern.ts';
import { findPersonalData, personContext } from './personal-data-sources.ts';

/** A privacy service's needs: the database, the clock, the logger, the storage (documents' objects) and the outbox folder the mailer writes to. */
export type PrivacyDeps = FileDeps & { outboxDir: string };

type Row = typeof privacyRequests.$inferSelect;
const day = 24 * 60 * 60 * 1000;

function toRequest(row: Row, now: Date): PrivacyRequest {
  const open = row.status === 'open' || row.status === 'in_progress';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    phone: row.phone,
    erased: row.erasedAt !== null,
    notes: row.notes,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: open && row.dueAt.getTime() < now.getTime(),
    completedAt: row.completedAt?.toISOString() ?? null,
    erasure: row.erasure,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A calendar day is read at noon UTC, so it stays the same day in every Canadian zone. */
const receivedInstant = (value: string | undefined, now: Date): Date => (value === undefined ? now : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** Search everywhere for an email address or a phone number (the Privacy tab's Search). */
export async function searchPersonalData(deps: PrivacyDeps, actor: Actor | null, person: PersonKey): Promise<PrivacySearchResult> {
  assertCan(actor, 'privacyRequest:read');
  const found = await findPersonalData(await personContext(deps, person));
  return { ...person, matches: found.map(({ kind, id, summary }) => ({ kind, id, summary })), total: found.length };
}

export async function createPrivacyRequest(deps: PrivacyDeps, actor: Actor | null, input: z.output<typeof createPrivacyRequestInput>, source: AuditSource = noAuditSource): Promise<{ id: string; dueAt: string }> {
  assertCan(actor, 'privacyRequest:create');
  const now = deps.clock.now();
  const receivedAt = receivedInstant(input.receivedAt, now);
  const dueAt = new Date(receivedAt.getTime() + privacyRequestDueDays * day);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(privacyRequests)
      .values({ kind: input.kind, email: input.email ?? null, phone: input.phone ?? null, notes: input.notes || null, receivedAt, dueAt, createdAt: now, updatedAt: now })
      .returning();
    // The request's id names the person in the trail; the address itself stays out of it.
    await recordAudit(tx, now, { kind: 'privacy_request_recorded', ...source, detail: { requestId: created!.id, requestKind: input.kind } });
    return created!;
  });
  deps.logger.info('privacy request recorded', { requestId: row.id, kind: input.kind });
  return { id: row.id, dueAt: row.dueAt.toISOString() };
}

/** The requests, newest received first; `q` narrows by email or phone, `status` by status. */
export async function listPrivacyRequests(deps: PrivacyDeps, actor: Actor | null, query: PrivacyRequestListQuery): Promise<ListOf<PrivacyRequest>> {
  assertCan(actor, 'privacyRequest:read');
  const digits = query.q ? phoneDigits(query.q) : null;
  const search: SQL | undefined = query.q ? or(ilike(privacyRequests.email, containsPattern(query.q)), digits ? ilike(privacyRequests.phone, containsPattern(digits)) : undefined) : undefined;
  const where = and(query.status ? eq(privacyRequests.status, query.status) : undefined, search);
  const page = await paginate(deps.db.select().from(privacyRequests).where(where).orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id)).$dynamic(), deps.db.$count(privacyRequests, where), query);
  const now = deps.clock.now();
  return { items: page.items.map((row) => toRequest(row, now)), total: page.total };
}

async function findRequest(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!row) throw new AppError('not_found', m.requestNotFound);
  return row;
}

export async function getPrivacyRequest(deps: PrivacyDeps, actor: Actor | null, id: string): Promise<PrivacyRequest> {
  assertCan(actor, 'privacyRequest:read');
  return toRequest(await findRequest(deps.db, id), deps.clock.now());
}

const personOf = (row: Row): PersonKey => {
  if (row.erasedAt || (!row.email && !row.phone)) throw new AppError('conflict', m.alreadyErased);
  return { email: row.email, phone: row.phone };
};

/**
 * Status and notes; for corrections, the corrected name, email or phone written on every lead the
 * person is the client of (the request then names the person by the corrected details).
 */
export async function updatePrivacyRequest(
  deps: PrivacyDeps,
  actor: Actor | null,
  id: string,
  input: z.output<typeof updatePrivacyRequestInput>,
  source: AuditSource = noAuditSource,
): Promise<{ request: PrivacyRequest; corrected: number }> {
  assertCan(actor, 'privacyRequest:update');
  const row = await findRequest(deps.db, id);
  const now = deps.clock.now();
  let corrected = 0;
  const context = input.corrections ? await personContext(deps, personOf(row)) : null;
  await deps.db.transaction(async (tx) => {
    const set: Partial<typeof privacyRequests.$inferInsert> = { updatedAt: now };
    if (input.status !== undefined && input.status !== row.status) {
      set.status = input.status;
      set.completedAt = input.status === 'completed' || input.status === 'refused' ? now : null;
    }
    if (input.notes !== undefined) set.notes = input.notes || null;
    const fields = Object.keys(input).filter((key) => key !== 'corrections');
    if (input.corrections && context) {
      const { name, email, phone } = input.corrections;
      if (context.leadIds.length) {
        const changed = await tx
          .update(leads)
          .set({ ...(name !== undefined && { clientName: name }), ...(email !== undefined && { clientEmail: email }), ...(phone !== undefined && { clientPhone: phone }) })
          .where(inArray(leads.id, context.leadIds))
          .returning({ id: leads.id });
        corrected = changed.length;
      }
      if (email !== undefined) set.email = email.toLowerCase();
      if (phone !== undefined) set.phone = phoneDigits(phone);
      await recordAudit(tx, now, { kind: 'privacy_data_corrected', ...source, detail: { requestId: id, fields: Object.keys(input.corrections), leads: corrected } });
    }
    await tx.update(privacyRequests).set(set).where(eq(privacyRequests.id, id));
    if (fields.length) await recordAudit(tx, now, { kind: 'privacy_request_updated', ...source, detail: { requestId: id, fields } });
  });
  deps.logger.info('privacy request updated', { requestId: id, fields: Object.keys(input), corrected });
  return { request: toRequest(await findRequest(deps.db, id), now), corrected };
}

/** Everything found for the request's person (JSON, or the readable page built from it). */
export async function exportPersonalData(deps: PrivacyDeps, actor: Actor | null, id: string, source: AuditSource = noAuditSource): Promise<PersonalDataExport> {
  assertCan(actor, 'privacyRequest:read');
  const row = await findRequest(deps.db, id);
  const person = personOf(row);
  const records = await findPersonalData(await personContext(deps, person));
  const now = deps.clock.now();
  await recordAudit(deps.db, now, { kind: 'privacy_data_exported', ...source, detail: { requestId: id, records: records.length } });
  return { request: { id: row.id, kind: row.kind, receivedAt: row.receivedAt.toISOString() }, person, generatedAt: now.toISOString(), records };
}

/**
 * Erases the request's person, step by step (erasure-steps.ts), each step audited with the
 * request's id. The person's requests then keep only a hash of the address and number, and this
 * one is completed with what was done.
 */
export async function erasePersonalData(
  deps: PrivacyDeps,
  actor: Actor | null,
  id: string,
  source: AuditSource = noAuditSource,
  steps: readonly ErasureStep[] = erasureSteps,
): Promise<ErasureResult> {
  assertCan(actor, 'privacyRequest:delete');
  const row = await findRequest(deps.db, id);
  if (row.kind !== 'erasure') throw new AppError('conflict', m.erasureOnlyForErasure);
  const person = personOf(row);
  const context = await personContext(deps, person);
  const now = deps.clock.now();
  const result: ErasureResult = { erased: {}, keptUnderHold: [], receivers: [] };
  for (const step of steps) {
    const outcome = await deps.db.transaction(async (tx) => {
      const done = await step.run({ ...context, db: tx, now, storage: deps.storage, logger: deps.logger });
      await recordAudit(tx, now, { kind: 'privacy_data_erased', ...source, detail: { requestId: id, step: step.kind, count: done.count } });
      return done;
    });
    result.erased[step.kind] = outcome.count;
    result.keptUnderHold.push(...(outcome.keptUnderHold ?? []));
    result.receivers.push(...(outcome.receivers ?? []).filter((r) => !result.receivers.some((known) => known.webhookId === r.webhookId)));
  }
  await deps.db.transaction(async (tx) => {
    // Every request naming this person (an earlier access request too) keeps the hash only.
    const same = or(person.email ? eq(privacyRequests.email, person.email) : undefined, person.phone ? eq(privacyRequests.phone, person.phone) : undefined);
    const named = await tx.select().from(privacyRequests).where(same);
    for (const request of named) {
      await tx
        .update(privacyRequests)
        .set({
          email: null,
          phone: null,
          emailHash: request.email ? personHash(request.email) : request.emailHash,
          phoneHash: request.phone ? personHash(request.phone) : request.phoneHash,
          updatedAt: now,
          ...(request.id === id && { status: 'completed' as const, completedAt: now, erasedAt: now, erasure: result }),
          ...(request.id !== id && { erasedAt: now }),
        })
        .where(eq(privacyRequests.id, request.id));
    }
  });
  deps.logger.info('personal data erased', { requestId: id, erased: result.erased, kept: result.keptUnderHold.length, receivers: result.receivers.length });
  return result;
}
