import { newsletterConsentWording, senderName } from '@maple/shared/consent-wording';
import type { Language } from '@maple/shared/i18n/languages';
import { newsletterMessages } from '@maple/shared/messages/newsletter';
import { inLanguage } from '../../lib/in-language.ts';
import { createConfirmedSubscriptionLead } from '../leads/lead-intake.service.ts';
import type { LeadDeps } from '../leads/lead-intake.service.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { dropPendingSubscription, pendingForConfirmation } from './pending-subscriptions.service.ts';
import type { ConfirmationPage } from './subscription-confirmation-page.ts';
import { readConfirmationToken } from './subscription-confirmation-token.ts';
import { alertNames, confirmRateAlert, rateAlertWording } from '../rate-alerts/rate-alerts.service.ts';

type ConfirmationDeps = LeadDeps & { secrets: Secrets };

/**
 * The page a confirmation link's token leads to, and its status (an expired or forged link: 400).
 * `language` is the sign-up's, when the token still names one: the page is in the mail's language
 * (decision 071); without it the page is in the address's.
 */
export type ConfirmationAnswer = { page: ConfirmationPage; status: 200 | 400; language?: Language };

/** What the mailed link shows: the button under the consent's words, changing nothing (decision 058). */
export async function confirmationPrompt(deps: ConfirmationDeps, token: string): Promise<ConfirmationAnswer> {
  const check = readConfirmationToken(deps.secrets, token, deps.clock.now());
  if (check.kind !== 'valid') return { page: { kind: check.kind }, status: 400 };
  const pending = await pendingForConfirmation(deps, check.pendingId);
  if (!pending) return { page: { kind: 'gone' }, status: 200 };
  const site = await getBrokerageSettings(deps.db);
  if (pending.purpose === 'rate_alert' && pending.details) {
    const wording = await rateAlertWording(deps, pending.language);
    return { page: { kind: 'ask', sender: senderName(site), wording, alert: alertNames(pending.details, pending.language) }, status: 200, language: pending.language };
  }
  // The words the consent is given to, in the language the sign-up form showed them in.
  const wording = newsletterConsentWording(site, inLanguage(newsletterMessages, pending.language));
  return { page: { kind: 'ask', sender: senderName(site), wording }, status: 200, language: pending.language };
}

/**
 * The button: the pending subscription becomes a newsletter lead with its consent (dated now) and
 * welcome mail, then the pending row goes. The lead is written first, under a key the pending id
 * names (visitors' Idempotency-Keys cannot hold a colon), so a double click or a process dying
 * between the two steps stores one lead and never loses the sign-up: pressing again finds the
 * key taken, stores nothing and removes the pending row.
 */
export async function confirmSubscription(deps: ConfirmationDeps, token: string, clientAddress: string | null): Promise<ConfirmationAnswer> {
  const check = readConfirmationToken(deps.secrets, token, deps.clock.now());
  if (check.kind !== 'valid') return { page: { kind: check.kind }, status: 400 };
  const pending = await pendingForConfirmation(deps, check.pendingId);
  if (!pending) return { page: { kind: 'gone' }, status: 200 };
  if (pending.purpose === 'rate_alert' && pending.details) {
    // A rate alert is no lead: its consent and the alert, in one transaction (decision 105).
    const confirmed = await confirmRateAlert(deps, pending, clientAddress);
    if (!confirmed) return { page: { kind: 'gone' }, status: 200 };
    const sender = senderName(await getBrokerageSettings(deps.db));
    return { page: { kind: 'done', sender, alert: alertNames(pending.details, pending.language) }, status: 200, language: pending.language };
  }
  await createConfirmedSubscriptionLead(deps, pending, { clientAddress, idempotencyKey: `subscription:${pending.id}` });
  await dropPendingSubscription(deps, pending.id);
  return { page: { kind: 'done', sender: senderName(await getBrokerageSettings(deps.db)) }, status: 200, language: pending.language };
}
