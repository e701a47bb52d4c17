import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { auditEvents } from '@maple/db/schema/audit-events';
import { user } from '@maple/db/schema/auth';
import { leadActivity } from '@maple/db/schema/lead-activity';
import { leads } from '@maple/db/schema/leads';
import { webhookDeliveries, webhooks } from '@maple/db/schema/webhooks';
import type { PersonKey } from '@maple/shared/schemas/privacy';
import { listOutboxFiles, readOutboxFile } from '../../lib/outbox-files.ts';
import { consentsOf } from '../consents/consents.service.ts';
import { pendingSubscriptionsOf } from '../consents/pending-subscriptions.service.ts';
import { identificationsOfLeads } from '../identifications/identifications.service.ts';
import { campaignAndAlertSources } from './campaigns-and-alerts.ts';
import { fileAndPortalSources, filesOfLeads, portalAccessOfPerson } from './files-and-portal.ts';
import { columnHolds, holdsPerson, personPattern } from './person-pattern.ts';

/** Where to look: the database, the outbox folder, and the person (with their pattern, the leads they are the client of, their files and portal access). */
export type PersonContext = {
  db: Db;
  outboxDir: string;
  person: PersonKey;
  pattern: string;
  /** Leads whose client is the person (their own email or phone): the ones anonymized on erasure. */
  leadIds: string[];
  /** The mortgage files of those leads, which follow them (decision 097). */
  fileIds: string[];
  /** The person's own access to the portal: applicant rows with their address, and the main applicant of each of their files. */
  applicantIds: string[];
};

/** One place holding the person's data, with the record itself for the export. */
export type FoundRecord = { kind: string; id: string; summary: string; data: unknown };

/**
 * One kind of place personal data lives. The search, the export and the erasure scan each walk
 * `personalDataSources`; a feature that keeps personal data elsewhere (consent records) adds its
 * source to the list.
 */
export type PersonalDataSource = { kind: string; find: (context: PersonContext) => Promise<FoundRecord[]> };

const iso = (at: Date) => at.toISOString();

/** The leads the person is the client of: their email or phone in the contact columns. */
export async function leadsOfPerson(db: Db, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(or(columnHolds(leads.clientEmail, pattern), columnHolds(leads.clientPhone, pattern)))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map((row) => row.id);
}

/** Builds the context for a person: their pattern, the leads they are the client of, their files and their portal access. */
export async function personContext(deps: { db: Db; outboxDir: string }, person: PersonKey): Promise<PersonContext> {
  const pattern = personPattern(person);
  const leadIds = await leadsOfPerson(deps.db, pattern);
  const fileIds = await filesOfLeads(deps.db, leadIds);
  return { ...deps, person, pattern, leadIds, fileIds, applicantIds: await portalAccessOfPerson(deps.db, pattern, fileIds) };
}

/**
 * A webhook body about one of the person's leads or their files: its `data` is the lead (`"id"`)
 * or a file of it (`"leadId"`), as the events are written (JSON.stringify, no spaces). Read as text,
 * so a body that is not JSON is simply not matched.
 */
export function deliveryAboutLeads(leadIds: readonly string[]): string | null {
  return leadIds.length ? `"(?:id|leadId)":"(?:${leadIds.join('|')})"` : null;
}

const leadSource: PersonalDataSource = {
  kind: 'lead',
  find: async ({ db, leadIds }) => {
    if (leadIds.length === 0) return [];
    const rows = await db.select().from(leads).where(inArray(leads.id, leadIds)).orderBy(asc(leads.createdAt));
    return rows.map(({ idempotencyKey: _key, ...row }) => ({
      kind: 'lead',
      id: row.id,
      summary: `${row.clientName} · ${row.source} · ${iso(row.createdAt)}`,
      data: { ...row, createdAt: iso(row.createdAt), anonymizedAt: row.anonymizedAt ? iso(row.anonymizedAt) : null },
    }));
  },
};

/** Someone else's lead whose message, notes or details mention the person (an agent's note, a chat). */
const leadMentionSource: PersonalDataSource = {
  kind: 'lead_mention',
  find: async ({ db, pattern, leadIds }) => {
    const rows = await db
      .select({ id: leads.id, clientName: leads.clientName, message: leads.message, notes: leads.notes, metadata: leads.metadata, createdAt: leads.createdAt })
      .from(leads)
      .where(and(leadIds.length ? notInArray(leads.id, leadIds) : undefined, or(columnHolds(leads.message, pattern), columnHolds(leads.notes, pattern), columnHolds(leads.metadata, pattern))));
    return rows.map((row) => ({
      kind: 'lead_mention',
      id: row.id,
      summary: `In the lead of ${row.clientName} · ${iso(row.createdAt)}`,
      data: { message: row.message, notes: row.notes, metadata: row.metadata },
    }));
  },
};

const leadActivitySource: PersonalDataSource = {
  kind: 'lead_activity',
  find: async ({ db, pattern }) => {
    const rows = await db
      .select()
      .from(leadActivity)
      .where(or(columnHolds(leadActivity.detail, pattern), columnHolds(leadActivity.actorName, pattern)))
      .orderBy(asc(leadActivity.seq));
    return rows.map((row) => ({ kind: 'lead_activity', id: row.id, summary: `${row.kind} · lead ${row.leadId} · ${iso(row.createdAt)}`, data: { ...row, createdAt: iso(row.createdAt) } }));
  },
};

const auditEventSource: PersonalDataSource = {
  kind: 'audit_event',
  find: async ({ db, pattern }) => {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(or(columnHolds(auditEvents.detail, pattern), columnHolds(auditEvents.actorLabel, pattern), columnHolds(auditEvents.targetLabel, pattern)))
      .orderBy(asc(auditEvents.seq));
    return rows.map((row) => ({ kind: 'audit_event', id: row.id, summary: `${row.kind} · ${iso(row.createdAt)}`, data: { ...row, createdAt: iso(row.createdAt) } }));
  },
};

/** A delivery holding the person's address or number, or about one of their leads or files (a file's stage change names the client, not their address). */
const webhookDeliverySource: PersonalDataSource = {
  kind: 'webhook_delivery',
  find: async ({ db, pattern, leadIds }) => {
    const about = deliveryAboutLeads(leadIds);
    const rows = await db
      .select({ delivery: webhookDeliveries, url: webhooks.url })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(or(columnHolds(webhookDeliveries.body, pattern), about ? columnHolds(webhookDeliveries.body, about) : undefined))
      .orderBy(asc(webhookDeliveries.createdAt));
    return rows.map(({ delivery, url }) => ({
      kind: 'webhook_delivery',
      id: delivery.id,
      summary: `${delivery.eventType} to ${url} · ${iso(delivery.createdAt)}`,
      data: { ...delivery, url, createdAt: iso(delivery.createdAt), deliveredAt: delivery.deliveredAt ? iso(delivery.deliveredAt) : null },
    }));
  },
};

/** A mail file about one of the person's leads (named by it, or naming it in a header), or holding their address. */
const outboxFileSource: PersonalDataSource = {
  kind: 'outbox_file',
  find: async ({ outboxDir, pattern, leadIds }) => {
    const found: FoundRecord[] = [];
    for (const file of await listOutboxFiles(outboxDir)) {
      const text = await readOutboxFile(file);
      if (leadIds.some((id) => file.name.includes(id) || text.includes(id)) || holdsPerson(pattern, text)) {
        found.push({ kind: 'outbox_file', id: file.name, summary: `Mail written ${iso(file.writtenAt)}`, data: { name: file.name, message: text } });
      }
    }
    return found;
  },
};

/** A staff account with the address: shown, never erased here (the Users tab disables or deletes accounts). */
const userSource: PersonalDataSource = {
  kind: 'user',
  find: async ({ db, pattern }) => {
    const rows = await db.select({ id: user.id, name: user.name, email: user.email, role: user.role }).from(user).where(columnHolds(user.email, pattern));
    return rows.map((row) => ({ kind: 'user', id: row.id, summary: `${row.name} (${row.role})`, data: row }));
  },
};

const agentSource: PersonalDataSource = {
  kind: 'agent',
  find: async ({ db, pattern }) => {
    const rows = await db
      .select({ id: agents.id, name: agents.name, email: agents.email, phone: agents.phone, crmEmail: agents.crmEmail })
      .from(agents)
      .where(or(columnHolds(agents.email, pattern), columnHolds(agents.phone, pattern), columnHolds(agents.crmEmail, pattern)));
    return rows.map((row) => ({ kind: 'agent', id: row.id, summary: row.name, data: row }));
  },
};

/** Consent records given from the address (CASL's proof): the wording, when, from where. */
const consentSource: PersonalDataSource = {
  kind: 'consent',
  find: async ({ db, person }) => {
    if (!person.email) return [];
    return (await consentsOf(db, person.email)).map((row) => ({
      kind: 'consent',
      id: row.id,
      summary: `${row.purpose} · ${iso(row.givenAt)}${row.withdrawnAt ? ` · withdrawn ${iso(row.withdrawnAt)}` : ''}`,
      data: { ...row, givenAt: iso(row.givenAt), withdrawnAt: row.withdrawnAt ? iso(row.withdrawnAt) : null },
    }));
  },
};

/** Sign-ups the address's owner has not confirmed yet (decision 058): the address, page and client address. */
const pendingSubscriptionSource: PersonalDataSource = {
  kind: 'pending_subscription',
  find: async ({ db, person }) => {
    if (!person.email) return [];
    return (await pendingSubscriptionsOf({ db }, person.email)).map((row) => ({
      kind: 'pending_subscription',
      id: row.id,
      summary: `${row.purpose} · ${iso(row.requestedAt)}`,
      data: { ...row, requestedAt: iso(row.requestedAt), mailedAt: iso(row.mailedAt) },
    }));
  },
};

/** Client identification records on the person's leads (FINTRAC): shown and exported with the number masked; an erasure keeps them. */
const identificationSource: PersonalDataSource = {
  kind: 'lead_identification',
  find: async ({ db, leadIds }) =>
    (await identificationsOfLeads(db, leadIds)).map((record) => ({
      kind: 'lead_identification',
      id: record.id,
      summary: `${record.clientName} · ${record.documentType} · ${record.verifiedOn}`,
      data: record,
    })),
};

/** Every place the search and the export look, in the order they are shown. */
export const personalDataSources: PersonalDataSource[] = [
  leadSource,
  ...fileAndPortalSources,
  leadMentionSource,
  leadActivitySource,
  auditEventSource,
  webhookDeliverySource,
  outboxFileSource,
  consentSource,
  pendingSubscriptionSource,
  ...campaignAndAlertSources,
  identificationSource,
  userSource,
  agentSource,
];

export async function findPersonalData(context: PersonContext, sources: readonly PersonalDataSource[] = personalDataSources): Promise<FoundRecord[]> {
  const found: FoundRecord[] = [];
  for (const source of sources) found.push(...(await source.find(context)));
  return found;
}
