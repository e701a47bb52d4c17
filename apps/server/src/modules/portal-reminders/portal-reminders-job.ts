import { and, eq, isNull } from 'drizzle-orm';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { portalApplicants } from '@maple/db/schema/portal';
import { senderName } from '@maple/shared/consent-wording';
import { applicationStepsMessages } from '@maple/shared/messages/application-steps';
import { portalRemindersMessages } from '@maple/shared/messages/portal-reminders';
import type { FileDocumentItem } from '@maple/shared/schemas/file-documents';
import { inLanguage } from '../../lib/in-language.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { mailIdentification } from '../consents/consents.service.ts';
import { filesWithOutstandingDocuments, outstandingDocumentsOf } from '../file-documents/file-documents.service.ts';
import { portalPageUrl } from '../portal/portal.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';

export const portalRemindersSchedule = 'portal-reminders';
export const portalRemindersIntervalSeconds = 24 * 60 * 60;
export const portalReminderJob = 'portal-reminder';

/** Ids and the due day only: the list is read when the mail is written, so it is the list of that moment. */
export type PortalReminderPayload = { fileId: string; applicantId: string; dueDay: string };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The reminder due at `now` for a file started at `startedAt`, reminded every `everyDays` days from
 * its start (decision 101): the UTC day of the latest due instant (start + k × N days, k ≥ 1), or
 * null before the first. A run that missed a due instant (a day the worker was down) still finds
 * it at its next run; every run until the next due instant finds the same day, which the mail
 * job's dedupe key turns into one mail.
 */
export function reminderDueDay(startedAt: Date, now: Date, everyDays: number): string | null {
  const periods = Math.floor((now.getTime() - startedAt.getTime()) / (everyDays * dayMs));
  if (periods < 1) return null;
  return new Date(startedAt.getTime() + periods * everyDays * dayMs).toISOString().slice(0, 10);
}

/** The dedupe key of one applicant's reminder for one due day: at most one such job ever, whatever runs the schedule. */
export const portalReminderKey = ({ fileId, applicantId, dueDay }: PortalReminderPayload) => `portal-reminder:${fileId}:${applicantId}:${dueDay}`;

/**
 * The daily run: for every open file that still asks for a document, one reminder job per live
 * applicant for the file's current due day. Two processes, a retry or a restart enqueue the same
 * keys, so nothing is mailed twice for one due day.
 */
export const portalRemindersHandler: JobHandler = async (_payload, { db, clock, logger }) => {
  const now = clock.now();
  const { portalReminderDays } = await getBrokerageSettings(db);
  let queued = 0;
  for (const { fileId, startedAt } of await filesWithOutstandingDocuments(db)) {
    const dueDay = reminderDueDay(startedAt, now, portalReminderDays);
    if (!dueDay) continue;
    const applicants = await db
      .select({ id: portalApplicants.id })
      .from(portalApplicants)
      .where(and(eq(portalApplicants.fileId, fileId), isNull(portalApplicants.revokedAt)));
    for (const { id: applicantId } of applicants) {
      const payload: PortalReminderPayload = { fileId, applicantId, dueDay };
      if (await enqueueJob(db, portalReminderJob, payload, { runAt: now, dedupeKey: portalReminderKey(payload) })) queued++;
    }
  }
  logger.info('portal reminders queued', { queued });
};

/** One line per outstanding document, in the reader's language: its name, whom it is for, what to fix. */
export function reminderLines(items: readonly FileDocumentItem[], language: 'en' | 'fr'): string {
  const m = inLanguage(portalRemindersMessages, language);
  const documents = inLanguage(applicationStepsMessages, language).documents.items;
  return items
    .map((item) => {
      const label = item.label ?? (item.document ? documents[item.document].label : m.reminderOtherDocument);
      const line = item.applicantName ? m.reminderItemFor(label, item.applicantName) : m.reminderItem(label);
      return item.status === 'needs_attention' && item.attentionReason ? m.reminderItemAttention(line, item.attentionReason) : line;
    })
    .join('\n');
}

/**
 * Mails one applicant the documents their file still asks for, in their language, with the
 * brokerage's identification and the portal's page (no token: decision 101). Nothing is sent once
 * the access is revoked, the file closed, or every document in.
 */
export function portalReminderHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, clock, logger, jobId }) => {
    const { fileId, applicantId } = payload as PortalReminderPayload;
    const [applicant] = await db
      .select({ name: portalApplicants.name, email: portalApplicants.email, language: portalApplicants.language })
      .from(portalApplicants)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
      .where(and(eq(portalApplicants.id, applicantId), eq(portalApplicants.fileId, fileId), isNull(portalApplicants.revokedAt), isNull(mortgageFiles.closedAt)));
    if (!applicant) {
      logger.info('portal reminder not sent: access revoked or file closed', { applicantId });
      return;
    }
    const items = await outstandingDocumentsOf(db, fileId, clock.now());
    if (items.length === 0) {
      logger.info('portal reminder not sent: nothing outstanding any more', { fileId });
      return;
    }
    const site = await getBrokerageSettings(db);
    const sender = senderName(site);
    const m = inLanguage(portalRemindersMessages, applicant.language);
    await deps.mailer.send({
      to: applicant.email,
      fromName: site.mailFromName || undefined,
      subject: m.reminderSubject(sender),
      text: `${m.reminderBody(applicant.name, sender, reminderLines(items, applicant.language), portalPageUrl(deps.publicUrl, applicant.language))}\n\n--\n${mailIdentification(site, deps.publicUrl, applicant.language)}\n`,
      id: `portal-reminder-${jobId}`,
    });
  };
}
