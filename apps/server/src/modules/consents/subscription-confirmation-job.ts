import { eq } from 'drizzle-orm';
import { pendingSubscriptions } from '@maple/db/schema/pending-subscriptions';
import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { subscriptionsMessages } from '@maple/shared/messages/subscriptions';
import { rateAlertsMessages } from '@maple/shared/messages/rate-alerts';
import { rateAlertNames as alertNames } from './rate-alert-names.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { identification } from './public-mail.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { confirmationToken } from './subscription-confirmation-token.ts';

export const subscriptionConfirmationJob = 'subscription-confirmation';

/** The pending subscription's id only: the jobs table outlives an erasure, so it holds no address. */
export type SubscriptionConfirmationPayload = { pendingId: string };

/** The link in the mail: a page with one button (subscription-confirmation.routes.ts). */
export const confirmationUrl = (publicUrl: string, token: string) => `${publicUrl}/subscribe/confirm?token=${encodeURIComponent(token)}`;

/**
 * The one mail a pending address gets (decision 058): who asks, the link, and that ignoring it is
 * enough. It carries the brokerage's identification like every mail to the public; it has no
 * unsubscribe link because there is nothing to leave yet, and nothing more is sent unless the
 * link is used. The link is signed when the mail is written, so its week starts then. It is written
 * in the sign-up page's language, as the page its link opens is (decision 071).
 */
export function subscriptionConfirmationHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (payload, { db, clock, logger }) => {
    const { pendingId } = payload as SubscriptionConfirmationPayload;
    const [pending] = await db.select({ email: pendingSubscriptions.email, language: pendingSubscriptions.language, purpose: pendingSubscriptions.purpose, details: pendingSubscriptions.details }).from(pendingSubscriptions).where(eq(pendingSubscriptions.id, pendingId));
    if (!pending) {
      logger.info('subscription confirmed or forgotten before its mail was sent', { pendingId });
      return;
    }
    const site = await getBrokerageSettings(db);
    const sender = senderName(site);
    const alert = pending.purpose === 'rate_alert' && pending.details ? alertNames(pending.details, pending.language) : null;
    const m = alert ? inLanguage(rateAlertsMessages, pending.language) : inLanguage(subscriptionsMessages, pending.language);
    const link = confirmationUrl(deps.publicUrl, confirmationToken(deps.secrets, pendingId, clock.now()));
    await deps.mailer.send({
      to: pending.email,
      fromName: site.mailFromName || undefined,
      subject: fillMessage(m.confirmationSubject, { sender }),
      text: `${fillMessage(m.confirmationBody, { sender, link, ...alert })}\n\n--\n${identification(site, deps.publicUrl, pending.language)}\n`,
      id: `confirm-${pendingId}`,
    });
  };
}
