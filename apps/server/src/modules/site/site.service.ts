import { eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { siteSettings } from '@maple/db/schema/site-settings';
import type { Language } from '@maple/shared/i18n/languages';
import { bilingualContentMessages } from '@maple/shared/messages/bilingual-content';
import { licensingMessages } from '@maple/shared/messages/licensing';
import type { Actor } from '@maple/shared/permissions';
import {
  emptyBrokerageSettings,
  licenceLineWithAmf,
  missingGoLiveFields,
  publicSiteSettings,
  readStoredBrokerageSettings,
  type BrokerageSettings,
  type BrokerageSettingsAnswer,
  type SiteSettings,
} from '@maple/shared/schemas/site';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { noAuditSource, recordAudit, type AuditSource } from '../audit/audit.service.ts';

/**
 * The brokerage's settings as stored, read from the database on every call: a change made on one
 * process is what every other process answers with next, with no copy to go stale.
 */
export async function getBrokerageSettings(db: Db): Promise<BrokerageSettings> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1));
  return readStoredBrokerageSettings(row?.data);
}

/** The part of the settings every visitor may read (GET /api/site, the page head, the footer), in `language`. */
export async function getSiteSettings(db: Db, language: Language = 'en'): Promise<SiteSettings> {
  const settings = await getBrokerageSettings(db);
  if (language === 'en') return publicSiteSettings(settings);
  return publicSiteSettings(settings, { licenceLine: frenchLicenceLine(settings) });
}

/** The licence line every French page and mail shows: the FSRA licence in French, and the AMF registration where set (decision 070). */
export function frenchLicenceLine(settings: BrokerageSettings): string {
  return licenceLineWithAmf(settings, { ...inLanguage(licensingMessages, 'fr'), ...inLanguage(bilingualContentMessages, 'fr') });
}

/**
 * A site needs its settings row before the first request. A fresh database gets an empty one:
 * production must never present a made-up identity (the demo seed writes its own).
 */
export async function ensureSiteSettings(db: Db): Promise<void> {
  await db.insert(siteSettings).values({ id: 1, data: emptyBrokerageSettings }).onConflictDoNothing();
}

async function answer(db: Db): Promise<BrokerageSettingsAnswer> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const settings = readStoredBrokerageSettings(row?.data);
  return { settings, missing: missingGoLiveFields(settings), updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function readBrokerageSettings({ db }: Deps, actor: Actor | null): Promise<BrokerageSettingsAnswer> {
  assertCan(actor, 'settings:read');
  return answer(db);
}

/**
 * Replaces the whole record in one statement: the body was validated whole, so nothing is
 * half-saved. The audit trail gets the names of the fields that changed (never their values: an
 * inbox address is personal data), in the same transaction.
 */
export async function updateBrokerageSettings({ db, clock }: Deps, actor: Actor | null, input: BrokerageSettings, source: AuditSource = noAuditSource): Promise<BrokerageSettingsAnswer> {
  assertCan(actor, 'settings:update');
  const updatedAt = clock.now();
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    await tx
      .insert(siteSettings)
      .values({ id: 1, data: input, updatedAt })
      .onConflictDoUpdate({ target: siteSettings.id, set: { data: input, updatedAt } });
    const fields = changedFields(before ? readStoredBrokerageSettings(before.data) : emptyBrokerageSettings, input);
    if (fields.length > 0) await recordAudit(tx, updatedAt, { kind: 'settings_changed', ...source, detail: { fields } });
  });
  return answer(db);
}

/** The settings' top-level fields whose values differ (a group such as the social links counts as one). */
function changedFields(before: BrokerageSettings, after: BrokerageSettings): string[] {
  return (Object.keys(after) as (keyof BrokerageSettings)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
