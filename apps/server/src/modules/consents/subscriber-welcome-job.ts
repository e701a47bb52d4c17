import { eq } from 'drizzle-orm';
import { consents } from '@maple/db/schema/consents';
import { senderName } from '@maple/shared/consent-wording';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { consentsMessages } from '@maple/shared/messages/consents';
import { inLanguage } from '../../lib/in-language.ts';
import { mailDate } from '../../lib/mail-date.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { publicMail } from './public-mail.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const subscriberWelcomeJob = 'subscriber-welcome';

/** The consent's id only: the jobs table outlives an erasure, so it holds no address. */
export type SubscriberWelcomePayload = { consentId: string };

/**
 * Welcomes a new subscriber (issue 26), through the outbox or SMTP like every mail. Nothing is
 * sent to an address that unsubscribed (or was erased) before the job ran. Written in the language
 * the consent was given in (decision 071).
 */
export function subscriberWelcomeHandler(deps: { mailer: Mailer; publicUrl: string; secrets: Secrets }): JobHandler {
  return async (payload, { db, clock, logger }) => {
    const { consentId } = payload as SubscriberWelcomePayload;
    const [consent] = await db.select().from(consents).where(eq(consents.id, consentId));
    if (!consent || consent.withdrawnAt) {
      logger.info('subscriber gone before the welcome mail was sent', { consentId });
      return;
    }
    const site = await getBrokerageSettings(db);
    const sender = senderName(site);
    const m = inLanguage(consentsMessages, consent.language);
    await deps.mailer.send(
      publicMail({
        to: consent.email,
        subject: fillMessage(m.welcomeSubject, { sender }),
        text: fillMessage(m.welcomeBody, { sender, date: mailDate(consent.givenAt, consent.language), page: `${deps.publicUrl}${consent.page ?? ''}` }),
        id: `welcome-${consentId}`,
        site,
        publicUrl: deps.publicUrl,
        unsubscribeToken: unsubscribeToken(deps.secrets, consentId, clock.now()),
        language: consent.language,
      }),
    );
  };
}
