import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { campaignRecipients, campaigns } from '@maple/db/schema/campaigns';
import { consents } from '@maple/db/schema/consents';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { campaignsMessages } from '@maple/shared/messages/campaigns';
import type { Language } from '@maple/shared/i18n/languages';
import { hasFrenchText } from '@maple/shared/schemas/campaigns';
import { randomUUID } from 'node:crypto';
import { inLanguage } from '../../lib/in-language.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { mailWithUnsubscribe } from '../consents/consents.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { campaignHtml } from './campaign-html.ts';
import { campaignSendJob, campaignSendKey, finishIfDone, findCampaignRow, materializeRecipients, type CampaignSendPayload, type CampaignTestPayload } from './campaigns.service.ts';

/** CAMPAIGN_MAILS_PER_SECOND's default: a rate mail providers accept from one sender without throttling. */
export const defaultCampaignMailsPerSecond = 50;
/** One round sends for this many seconds at most, then queues the next round (the job's lock is renewed meanwhile). */
const roundSeconds = 20;
/** A recipient claimed this long ago and still `sending` belonged to a process that died mid-send: it is failed, never sent again. */
const interruptedAfterMs = 5 * 60 * 1000;

export type CampaignSendDeps = {
  mailer: Mailer;
  publicUrl: string;
  secrets: Secrets;
  /** CAMPAIGN_MAILS_PER_SECOND. */
  campaignMailsPerSecond?: number;
  /** Waits between mails to hold the rate; a real timer (a throughput limit, not a business time). */
  wait?: (ms: number) => Promise<void>;
};

/** A campaign's subject, Markdown and rendered HTML in one language. */
type CampaignVersion = { subject: string; body: string; html: string };

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One round of a campaign (decision 105): write its recipients if a scheduled campaign has none yet;
 * fail the rows a dead process left `sending`; claim batches of `pending` rows (skip locked, so two
 * processes never take the same row) for up to 20 s; mail each at the configured rate, skipping anyone whose
 * consent was withdrawn or erased meanwhile; write each in the recipient's language (decision 111:
 * a French reader of a campaign without French text, possible only when a scheduled campaign's
 * audience gained one, is failed as `no_french_text`, never sent English); record sent or failed
 * (the mail server's refusal); then queue the next round under its dedupe key, or mark the campaign sent.
 */
export function campaignSendHandler(deps: CampaignSendDeps): JobHandler {
  const perSecond = Math.max(1, deps.campaignMailsPerSecond ?? defaultCampaignMailsPerSecond);
  const wait = deps.wait ?? realWait;
  return async (payload, { db, clock, logger }) => {
    const { campaignId, round } = payload as CampaignSendPayload;
    const now = clock.now();
    const campaign = await db.transaction(async (tx) => {
      const row = await findCampaignRow(tx, campaignId, true).catch(() => null);
      if (row?.status === 'scheduled' && !row.queuedAt) await materializeRecipients(tx, row, now);
      return row ? findCampaignRow(tx, campaignId) : null;
    });
    if (!campaign || campaign.status !== 'sending') {
      logger.info('campaign round skipped', { campaignId, status: campaign?.status ?? 'gone' });
      return;
    }
    await db
      .update(campaignRecipients)
      .set({ status: 'failed', error: 'interrupted' })
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'sending'), lt(campaignRecipients.claimedAt, new Date(now.getTime() - interruptedAfterMs))));
    const site = await getBrokerageSettings(db);
    // Rendered once per round and language (decision 111), not once per recipient.
    const versions: Record<Language, CampaignVersion | null> = {
      en: { subject: campaign.subject, body: campaign.body, html: campaignHtml(campaign.body, deps.publicUrl) },
      fr: hasFrenchText(campaign) ? { subject: campaign.subjectFr!, body: campaign.bodyFr!, html: campaignHtml(campaign.bodyFr!, deps.publicUrl) } : null,
    };
    const started = performance.now();
    const totals = { sent: 0, failed: 0, skipped: 0 };
    let issued = 0;
    // Batches of one second's mail, paced, until the round's time is up or nobody is left.
    while (performance.now() - started < roundSeconds * 1000) {
      const batch = await claimBatch(db, campaignId, perSecond, clock.now());
      if (batch.length === 0) {
        logger.info('campaign round sent', { campaignId, round, ...totals });
        if (await finishIfDone(db, campaignId, clock.now())) logger.info('campaign sent', { campaignId });
        return;
      }
      // Consent is read again now: a withdrawal or an erasure since the recipients were written wins.
      const consentIds = batch.map((r) => r.consentId).filter((id): id is string => !!id);
      const standing = new Set(
        consentIds.length ? (await db.select({ id: consents.id }).from(consents).where(and(inArray(consents.id, consentIds), isNull(consents.withdrawnAt)))).map((r) => r.id) : [],
      );
      const skipped = batch.filter((r) => !r.consentId || !standing.has(r.consentId));
      if (skipped.length) await db.update(campaignRecipients).set({ status: 'skipped' }).where(inArray(campaignRecipients.id, skipped.map((r) => r.id)));
      totals.skipped += skipped.length;
      const consenting = batch.filter((r) => r.consentId && standing.has(r.consentId));
      const untranslated = consenting.filter((r) => !versions[r.language]);
      if (untranslated.length) await db.update(campaignRecipients).set({ status: 'failed', error: 'no_french_text' }).where(inArray(campaignRecipients.id, untranslated.map((r) => r.id)));
      totals.failed += untranslated.length;
      const sendable = consenting.filter((r) => versions[r.language]);
      // Recorded once per batch (one statement, not one per mail, beside the site's reads); a process
      // dying before it leaves the batch `sending`, failed later as interrupted, never sent twice.
      const sentIds: string[] = [];
      const failures: { id: string; reason: string }[] = [];
      let next = 0;
      // Up to four mails in flight (the mailer's pooled connections, decision 054), each started at its slot of the rate.
      const lane = async () => {
        while (next < sendable.length) {
          const recipient = sendable[next++]!;
          const version = versions[recipient.language]!;
          const ahead = started + (issued++ * 1000) / perSecond - performance.now();
          if (ahead > 0) await wait(ahead);
          try {
            await deps.mailer.send(
              mailWithUnsubscribe({
                to: recipient.email,
                subject: version.subject,
                text: version.body,
                html: version.html,
                id: `campaign-${campaignId.slice(0, 8)}-${recipient.id}`,
                site,
                publicUrl: deps.publicUrl,
                secrets: deps.secrets,
                consentId: recipient.consentId!,
                now: clock.now(),
                language: recipient.language,
              }),
            );
            sentIds.push(recipient.id);
            totals.sent++;
          } catch (error) {
            // The mail server refused the address (or the connection failed): failed, not retried, so never sent twice.
            const reason = error instanceof Error ? ((error as { responseCode?: number }).responseCode?.toString() ?? error.constructor.name) : 'error';
            failures.push({ id: recipient.id, reason: reason.slice(0, 200) });
            totals.failed++;
          }
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      if (sentIds.length) await db.update(campaignRecipients).set({ status: 'sent', sentAt: clock.now() }).where(inArray(campaignRecipients.id, sentIds));
      for (const { id, reason } of failures) await db.update(campaignRecipients).set({ status: 'failed', error: reason }).where(eq(campaignRecipients.id, id));
    }
    logger.info('campaign round sent', { campaignId, round, ...totals });
    const next: CampaignSendPayload = { campaignId, round: round + 1 };
    await enqueueJob(db, campaignSendJob, next, { runAt: clock.now(), dedupeKey: campaignSendKey(next) });
  };
}

/** Moves up to `size` waiting recipients to `sending` for this round; rows another process holds are skipped, never shared. */
function claimBatch(db: Db, campaignId: string, size: number, now: Date) {
  return db
    .update(campaignRecipients)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${campaignRecipients.attempts} + 1` })
    .where(
      inArray(
        campaignRecipients.id,
        db
          .select({ id: campaignRecipients.id })
          .from(campaignRecipients)
          .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
          .orderBy(campaignRecipients.id)
          .limit(size)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: campaignRecipients.id, email: campaignRecipients.email, consentId: campaignRecipients.consentId, language: campaignRecipients.language });
}

/**
 * The test mail to the campaign's author, in the language asked for: the same parts and footer as a
 * reader of that language gets, its subject marked, an unsubscribe link naming no consent.
 */
export function campaignTestHandler(deps: CampaignSendDeps): JobHandler {
  return async (payload, { db, clock }) => {
    const { campaignId, to } = payload as CampaignTestPayload;
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) return;
    // French only while the campaign still has its French text (it may have been cleared since the test was asked).
    const language: Language = (payload as CampaignTestPayload).language === 'fr' && hasFrenchText(campaign) ? 'fr' : 'en';
    const subject = language === 'fr' ? campaign.subjectFr! : campaign.subject;
    const body = language === 'fr' ? campaign.bodyFr! : campaign.body;
    const site = await getBrokerageSettings(db);
    await deps.mailer.send(
      mailWithUnsubscribe({
        to,
        subject: fillMessage(inLanguage(campaignsMessages, language).testSubject, { subject }),
        text: body,
        html: campaignHtml(body, deps.publicUrl),
        id: `campaign-test-${campaignId.slice(0, 8)}`,
        site,
        publicUrl: deps.publicUrl,
        secrets: deps.secrets,
        consentId: randomUUID(),
        now: clock.now(),
        language,
      }),
    );
  };
}
