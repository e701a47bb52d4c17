import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Language } from '@maple/shared/i18n/languages';
import type { Db } from '@maple/db/client';
import { privacyPolicyVersions } from '@maple/db/schema/privacy-policy-versions';
import { webhooks } from '@maple/db/schema/webhooks';
import type { Actor } from '@maple/shared/permissions';
import type { DefaultPrivacyPolicyAnswer, PrivacyPolicyAnswer } from '@maple/shared/schemas/privacy-policy';
import type { BrokerageSettings } from '@maple/shared/schemas/site';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { defaultPrivacyPolicy } from './default-policy.ts';
import type { PolicyConfiguration } from './outside-processors.ts';

/** What the policy says of the configuration, as other modules pass it along (the portal's consent words name the policy in force). */
export type { PolicyConfiguration };

/** The hosts the active webhooks deliver leads to; an inactive one receives nothing. */
async function activeWebhookHosts(db: Db): Promise<string[]> {
  const rows = await db.select({ url: webhooks.url }).from(webhooks).where(eq(webhooks.isActive, true));
  return rows.flatMap(({ url }) => (URL.canParse(url) ? [new URL(url).hostname] : []));
}

async function generatedPolicy(db: Db, configuration: PolicyConfiguration, settings: BrokerageSettings, language: Language = 'en'): Promise<string> {
  return defaultPrivacyPolicy({ settings, configuration, webhookHosts: await activeWebhookHosts(db), language });
}

/**
 * The policy the public reads at /privacy: the brokerage's own Markdown, or while it has none the
 * default generated from its settings and the configuration. The date is when this exact text was
 * first served, kept in `privacy_policy_versions` (decision 048).
 */
export async function publishedPrivacyPolicy({ db, clock }: Deps, configuration: PolicyConfiguration, language: Language = 'en'): Promise<PrivacyPolicyAnswer> {
  const settings = await getBrokerageSettings(db);
  // In French the brokerage's own French text, else the default in French (decision 069): a privacy
  // policy is never missing from the French site (Law 25), and never the English one under it.
  const own = language === 'fr' ? settings.privacyPolicyFr : settings.privacyPolicy;
  const markdown = own.trim() ? own : await generatedPolicy(db, configuration, settings, language);
  const inForceFrom = await versionInForce(db, clock.now(), markdown, language);
  return { markdown, updatedAt: inForceFrom.toISOString() };
}

/** The console's "Start from the default": the default as the saved settings generate it now. */
export async function readDefaultPrivacyPolicy({ db }: Deps, actor: Actor | null, configuration: PolicyConfiguration): Promise<DefaultPrivacyPolicyAnswer> {
  assertCan(actor, 'settings:read');
  const settings = await getBrokerageSettings(db);
  const webhookHosts = await activeWebhookHosts(db);
  return {
    markdown: defaultPrivacyPolicy({ settings, configuration, webhookHosts }),
    markdownFr: defaultPrivacyPolicy({ settings, configuration, webhookHosts, language: 'fr' }),
  };
}

/**
 * When the text being served came into force: the latest version's date when it is the same text,
 * else a new version dated now. A text that comes back (A, then B, then A again) is a new version,
 * so the history says what was in force on any day. Two processes serving a change at the same
 * moment both try the same next `version`; the second insert does nothing and reads the first's.
 */
async function versionInForce(db: Db, now: Date, markdown: string, language: Language): Promise<Date> {
  const sha256 = createHash('sha256').update(markdown).digest('hex');
  const v = privacyPolicyVersions;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [latest] = await db
      .select({ version: v.version, sha256: v.sha256, inForceFrom: v.inForceFrom })
      .from(v)
      .where(eq(v.language, language))
      .orderBy(desc(v.version))
      .limit(1);
    if (latest?.sha256 === sha256) return latest.inForceFrom;
    const [added] = await db
      .insert(v)
      .values({ language, version: (latest?.version ?? 0) + 1, sha256, markdown, inForceFrom: now })
      .onConflictDoNothing()
      .returning({ inForceFrom: v.inForceFrom });
    if (added) return added.inForceFrom;
  }
  // Still racing after three looks (texts changing faster than they are served): today will do.
  return now;
}
