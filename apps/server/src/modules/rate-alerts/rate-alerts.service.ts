import { and, eq, sql } from 'drizzle-orm';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import { rateAlerts } from '@maple/db/schema/rate-alerts';
import { rateAlertConsentWording } from '@maple/shared/consent-wording';
import type { Language } from '@maple/shared/i18n/languages';
import { rateAlertsMessages } from '@maple/shared/messages/rate-alerts';
import type { ProvinceCode } from '@maple/shared/provinces';
import type { RateAlertRequest } from '@maple/shared/schemas/rate-alerts';
import type { Deps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { rateAlertNames as alertNames, recordConsents } from '../consents/consents.service.ts';

export { alertNames };
import { requestSubscription, type PendingSubscription } from '../consents/pending-subscriptions.service.ts';
import { bestRateWithApr } from '../rates/rates.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';

/**
 * A visitor asks to be told when a term's best rate in a province drops (issue 40 §5): a pending
 * subscription of purpose `rate_alert` and its confirmation mail (decision 058), nothing else. The
 * honeypot filled, nothing is stored; the answer is the same either way.
 */
export async function requestRateAlert(deps: Deps, request: RateAlertRequest, options: { clientAddress: string | null; language: Language }): Promise<void> {
  if (request.company_url) {
    deps.logger.info('rate alert ignored: honeypot filled');
    return;
  }
  await requestSubscription(deps, {
    email: request.email,
    purpose: 'rate_alert',
    agentId: null,
    page: request.page ?? null,
    clientAddress: options.clientAddress,
    language: options.language,
    details: { province: request.province, termMonths: request.termMonths },
  });
}

/** The consent's words for a pending rate alert, in its language: what the confirmation page shows and the consent stores. */
export async function rateAlertWording(deps: Pick<Deps, 'db'>, language: Language): Promise<string> {
  return rateAlertConsentWording(await getBrokerageSettings(deps.db), inLanguage(rateAlertsMessages, language));
}

/**
 * The confirmation button of a rate alert: in one transaction, the pending row (locked: a double
 * press waits, then finds it gone), the `rate_alert` consent dated now from the confirming address,
 * and the alert itself, its baseline today's best rate (a drop is measured from what the person
 * saw). The same address asking again for the same term and province renews its alert.
 */
export async function confirmRateAlert(deps: Deps, pending: PendingSubscription, clientAddress: string | null): Promise<boolean> {
  const now = deps.clock.now();
  const details = pending.details;
  if (!details) return false;
  const best = await bestRateWithApr(deps.db, details.province as ProvinceCode, details.termMonths);
  const wording = await rateAlertWording(deps, pending.language);
  return deps.db.transaction(async (tx) => {
    const [held] = await tx.select({ id: pendingSubscriptions.id }).from(pendingSubscriptions).where(eq(pendingSubscriptions.id, pending.id)).for('update');
    if (!held) return false;
    const [consentId] = await recordConsents(tx, [
      { leadId: null, email: pending.email, purpose: 'rate_alert', language: pending.language, wording, givenAt: now, clientAddress, page: pending.page, method: 'form' },
    ]);
    await tx
      .insert(rateAlerts)
      .values({ consentId: consentId!, email: pending.email, province: details.province, termMonths: details.termMonths, language: pending.language, lastRate: best?.ourRate ?? null, createdAt: now })
      .onConflictDoUpdate({
        target: [rateAlerts.email, rateAlerts.province, rateAlerts.termMonths],
        set: { consentId: consentId!, language: pending.language, lastRate: sql`coalesce(excluded.last_rate, ${rateAlerts.lastRate})` },
      });
    await tx.delete(pendingSubscriptions).where(and(eq(pendingSubscriptions.id, pending.id)));
    return true;
  });
}
