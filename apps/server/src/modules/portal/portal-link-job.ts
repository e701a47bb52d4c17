import { and, eq, isNull } from 'drizzle-orm';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { portalApplicants, portalLinks } from '@maple/db/schema/portal';
import { senderName } from '@maple/shared/consent-wording';
import { localizePath } from '@maple/shared/i18n/paths';
import { portalMessages } from '@maple/shared/messages/portal';
import { inLanguage } from '../../lib/in-language.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { mailIdentification } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { newPortalToken, portalTokenHash } from './portal-token.ts';

export const portalLinkJob = 'portal-link';

/** The applicant's id only: the token is made when the mail is written, so it exists nowhere but in the mail (and its hash). */
export type PortalLinkPayload = { applicantId: string };

/** How long a mailed link works (issue 39 §2): a week to find the mail. */
export const portalLinkDays = 7;

/** The portal's page in the applicant's language; the token rides in the fragment, which no server, log or Referer sees. */
export const portalPageUrl = (publicUrl: string, language: 'en' | 'fr') => `${publicUrl}${localizePath('/portal', language)}`;

/**
 * A sign-in link to the portal (decision 094): a new single-use token for seven days, mailed in the
 * applicant's language with the brokerage's identification. The mail carries no offer, only access
 * to the file the person asked for, so it has no unsubscribe link. Nothing is sent once the access
 * is revoked or the file is closed.
 */
export function portalLinkHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, clock, logger }) => {
    const { applicantId } = payload as PortalLinkPayload;
    const [applicant] = await db
      .select({ id: portalApplicants.id, name: portalApplicants.name, email: portalApplicants.email, language: portalApplicants.language })
      .from(portalApplicants)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
      .where(and(eq(portalApplicants.id, applicantId), isNull(portalApplicants.revokedAt), isNull(mortgageFiles.closedAt)));
    if (!applicant) {
      logger.info('portal link not sent: access revoked or file closed', { applicantId });
      return;
    }
    const now = clock.now();
    const token = newPortalToken();
    const [link] = await db
      .insert(portalLinks)
      .values({ applicantId: applicant.id, tokenHash: portalTokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + portalLinkDays * 86_400_000) })
      .returning({ id: portalLinks.id });
    const site = await getBrokerageSettings(db);
    const sender = senderName(site);
    const m = inLanguage(portalMessages, applicant.language);
    const page = portalPageUrl(deps.publicUrl, applicant.language);
    await deps.mailer.send({
      to: applicant.email,
      fromName: site.mailFromName || undefined,
      subject: m.linkSubject(sender),
      text: `${m.linkBody(applicant.name, sender, `${page}#${token}`, page)}\n\n--\n${mailIdentification(site, deps.publicUrl, applicant.language)}\n`,
      id: `portal-link-${link!.id}`,
    });
  };
}
