import { and, eq, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { auditEvents } from '@maple/db/schema/audit-events';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import type { ErasureResult } from '@maple/shared/schemas/privacy';
import type { Logger } from '../../lib/logger.ts';
import { deleteOutboxFile, listOutboxFiles, readOutboxFile } from '../../lib/outbox-files.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { deleteConsentsOf } from '../consents/consents.service.ts';
import { deletePendingSubscriptionsOf } from '../consents/pending-subscriptions.service.ts';
import { removeUnfiledDocumentObjects } from '../file-documents/document-objects.service.ts';
import { identificationsUnderHold } from '../identifications/identifications.service.ts';
import { anonymizeLeads } from './anonymize-lead.ts';
import { campaignAndAlertErasureSteps } from './campaigns-and-alerts.ts';
import { fileAndPortalErasureSteps } from './files-and-portal.ts';
import { columnHolds, erasedMark, holdsPerson, scrubJson, scrubText } from './person-pattern.ts';
import { deliveryAboutLeads, type PersonContext } from './personal-data-sources.ts';

/** What one step did: rows changed, records it kept under a legal hold, receivers that had been sent the data. */
export type StepOutcome = { count: number; keptUnderHold?: ErasureResult['keptUnderHold']; receivers?: ErasureResult['receivers'] };

/**
 * One kind of data an erasure takes care of. Each step runs in its own transaction with its audit
 * event (`privacy_data_erased`, naming the request and the step, never the address); a step that
 * fails leaves the earlier ones done, and running the erasure again finishes the rest. `db` is
 * the step's transaction.
 */
export type ErasureStep = { kind: string; run: (context: PersonContext & { db: Db | Tx; now: Date; storage: Storage; logger: Logger }) => Promise<StepOutcome> };

/** The leads the person is the client of: name, contact, message, transcript, notes and details replaced; the rows stay for the counts, and their files follow them. */
const leadsStep: ErasureStep = {
  kind: 'leads',
  run: async ({ db, now, leadIds }) => ({ count: await anonymizeLeads(db, leadIds, now) }),
};

/**
 * The stored objects of the documents the steps before deleted (the person's, and their files'
 * with the leads' anonymization), deleted from Storage (disk or S3) once those steps have
 * committed, with their stored_files rows (document-objects.service.ts). An object storage fails to delete
 * keeps its row: running the erasure again deletes it. Documents are not identification records:
 * the FINTRAC hold keeps `lead_identifications`, which say what was checked, not the borrower's
 * uploads (decision 097).
 */
const storedDocumentsStep: ErasureStep = {
  kind: 'storedDocuments',
  run: async ({ db, storage, logger }) => ({ count: await removeUnfiledDocumentObjects({ db, storage, logger }) }),
};

/** Other leads that mention the person (a note, a chat): the mention is replaced, the lead kept. */
const leadMentionsStep: ErasureStep = {
  kind: 'leadMentions',
  run: async ({ db, pattern, leadIds }) => {
    const rows = await db
      .select({ id: leads.id, message: leads.message, notes: leads.notes, metadata: leads.metadata })
      .from(leads)
      .where(and(leadIds.length ? notInArray(leads.id, leadIds) : undefined, or(columnHolds(leads.message, pattern), columnHolds(leads.notes, pattern), columnHolds(leads.metadata, pattern))));
    for (const row of rows) {
      await db
        .update(leads)
        .set({ message: row.message && scrubText(pattern, row.message), notes: row.notes && scrubText(pattern, row.notes), metadata: scrubJson(pattern, row.metadata) })
        .where(eq(leads.id, row.id));
    }
    return { count: rows.length };
  },
};

const leadActivityStep: ErasureStep = {
  kind: 'leadActivity',
  run: async ({ db, pattern }) => {
    const rows = await db
      .select({ id: leadActivity.id, detail: leadActivity.detail, actorName: leadActivity.actorName })
      .from(leadActivity)
      .where(or(columnHolds(leadActivity.detail, pattern), columnHolds(leadActivity.actorName, pattern)));
    for (const row of rows) {
      await db.update(leadActivity).set({ detail: scrubJson(pattern, row.detail), actorName: row.actorName && scrubText(pattern, row.actorName) }).where(eq(leadActivity.id, row.id));
    }
    return { count: rows.length };
  },
};

/** Audit events that hold the address (an export filtered by it, a failed sign-in with it): scrubbed, the event kept. */
const auditEventsStep: ErasureStep = {
  kind: 'auditEvents',
  run: async ({ db, pattern }) => {
    const rows = await db
      .select({ id: auditEvents.id, detail: auditEvents.detail, actorLabel: auditEvents.actorLabel, targetLabel: auditEvents.targetLabel })
      .from(auditEvents)
      .where(or(columnHolds(auditEvents.detail, pattern), columnHolds(auditEvents.actorLabel, pattern), columnHolds(auditEvents.targetLabel, pattern)));
    for (const row of rows) {
      await db
        .update(auditEvents)
        .set({ detail: scrubJson(pattern, row.detail), actorLabel: row.actorLabel && scrubText(pattern, row.actorLabel), targetLabel: row.targetLabel && scrubText(pattern, row.targetLabel) })
        .where(eq(auditEvents.id, row.id));
    }
    return { count: rows.length };
  },
};

/**
 * A delivery's copy of one of the person's leads, or of a file of theirs, made like the lead: the
 * client's name, address, number, message and notes replaced by the mark (the number too when the
 * request named the address only), the details emptied. Other bodies (and a body that is not
 * JSON) are left to the scrubbing of the address and number.
 */
function anonymizeDeliveryCopy(body: string, leadIds: readonly string[]): string {
  let parsed: { data?: Record<string, unknown> };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return body;
  }
  const data = parsed?.data;
  if (!data || typeof data !== 'object' || !(leadIds.includes(data.id as string) || leadIds.includes(data.leadId as string))) return body;
  for (const key of ['clientName', 'clientEmail', 'clientPhone', 'message', 'notes']) if (typeof data[key] === 'string') data[key] = erasedMark;
  if (data.metadata && typeof data.metadata === 'object') data.metadata = {};
  return JSON.stringify(parsed);
}

/**
 * Webhook deliveries whose body holds the person, or is about one of their leads or files (a
 * file's stage change names the client without their address): scrubbed, and the copy of their
 * lead or file anonymized like the lead (one still to be retried now sends the scrubbed body). The
 * receivers that were already sent one are named, so the brokerage can ask them to erase their copy too.
 */
const webhookDeliveriesStep: ErasureStep = {
  kind: 'webhookDeliveries',
  run: async ({ db, pattern, leadIds }) => {
    const about = deliveryAboutLeads(leadIds);
    const rows = await db
      .select({ id: webhookDeliveries.id, body: webhookDeliveries.body, attempts: webhookDeliveries.attempts, webhookId: webhooks.id, url: webhooks.url })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(or(columnHolds(webhookDeliveries.body, pattern), about ? columnHolds(webhookDeliveries.body, about) : undefined));
    for (const row of rows) {
      await db
        .update(webhookDeliveries)
        .set({ body: scrubText(pattern, anonymizeDeliveryCopy(row.body, leadIds)) })
        .where(eq(webhookDeliveries.id, row.id));
    }
    const sent = new Map(rows.filter((row) => row.attempts > 0).map((row) => [row.webhookId, { webhookId: row.webhookId, url: row.url }]));
    return { count: rows.length, receivers: [...sent.values()] };
  },
};

/** Mail files about the person's leads or holding their address: deleted (a mail cannot be scrubbed and still be what was sent). */
const outboxFilesStep: ErasureStep = {
  kind: 'outboxFiles',
  run: async ({ outboxDir, pattern, leadIds }) => {
    let count = 0;
    for (const file of await listOutboxFiles(outboxDir)) {
      const text = await readOutboxFile(file);
      if (leadIds.some((id) => file.name.includes(id) || text.includes(id)) || holdsPerson(pattern, text)) {
        await deleteOutboxFile(file);
        count++;
      }
    }
    return { count };
  },
};

/**
 * Client identification records (FINTRAC, decision 045) are kept five years after the last
 * transaction whatever the person asks: PIPEDA s. 7(3)(i) lets a record the law requires outlive an
 * erasure. They stay untouched and are named, so the brokerage can tell the person what it kept and why.
 */
const identificationHoldStep: ErasureStep = {
  kind: 'identificationsKept',
  run: async ({ db, now, leadIds }) => ({
    count: 0,
    keptUnderHold: (await identificationsUnderHold(db, leadIds, now)).map((record) => ({ kind: 'lead_identification', id: record.id })),
  }),
};

/** The person's consent records (CASL proof of consent): deleted with the rest; the wordings name nobody and stay. */
const consentsStep: ErasureStep = {
  kind: 'consents',
  run: async ({ db, person }) => ({ count: person.email ? await deleteConsentsOf(db, person.email) : 0 }),
};

/** The person's sign-ups awaiting confirmation (decision 058): deleted, so no confirmation can make them again. */
const pendingSubscriptionsStep: ErasureStep = {
  kind: 'pendingSubscriptions',
  run: async ({ db, person }) => ({ count: person.email ? await deletePendingSubscriptionsOf({ db }, person.email) : 0 }),
};

/**
 * The erasure, step by step, in order (the leads, files and portal access are found before any is
 * anonymized). A feature that keeps personal data elsewhere adds its step here: one that deletes
 * the person's consent records, one that keeps client identification records under their legal
 * hold and names them in `keptUnderHold`. The mortgage files' and the portal's steps come from
 * their tables' list (files-and-portal.ts), before the leads, so `portalAccess` counts the person's
 * own access rather than what their files' anonymization removes.
 */
export const erasureSteps: ErasureStep[] = [
  identificationHoldStep,
  ...fileAndPortalErasureSteps,
  leadsStep,
  storedDocumentsStep,
  leadMentionsStep,
  leadActivityStep,
  auditEventsStep,
  webhookDeliveriesStep,
  // Before the consents: the rate alerts would go with them by cascade, uncounted.
  ...campaignAndAlertErasureSteps,
  consentsStep,
  pendingSubscriptionsStep,
  outboxFilesStep,
];

