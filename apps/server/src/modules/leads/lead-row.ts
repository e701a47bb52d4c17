import { sql } from 'drizzle-orm';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import type { Lead } from '@maple/shared/schemas/leads';
import { consents } from '@maple/db/schema/consents';
import { leadConsent } from './lead-consent.ts';

/** A lead as the signed-in areas, the export and webhooks read it: its columns, its agent's name and its consent. */
export const leadColumns = {
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
  // The lead's own consent record, if it has one (issue 26): whether one exists, and its withdrawal.
  hasConsent: sql<boolean>`exists (select 1 from ${consents} where ${consents.leadId} = ${leads.id})`.mapWith(Boolean),
  consentWithdrawnAt: sql<Date | null>`(select max(${consents.withdrawnAt}) from ${consents} where ${consents.leadId} = ${leads.id})`.mapWith(consents.withdrawnAt),
};

export type LeadRow = { metadata: Record<string, unknown> | null; createdAt: Date; hasConsent: boolean; consentWithdrawnAt: Date | null } & Omit<Lead, 'metadata' | 'createdAt' | 'consent'>;
export const toLead = ({ hasConsent, consentWithdrawnAt, ...row }: LeadRow): Lead => {
  const metadata = row.metadata ?? {};
  return {
    ...row,
    metadata,
    createdAt: row.createdAt.toISOString(),
    consent: leadConsent({ source: row.source, createdAt: row.createdAt, metadata, consent: hasConsent ? { withdrawnAt: consentWithdrawnAt } : null }),
  };
};
