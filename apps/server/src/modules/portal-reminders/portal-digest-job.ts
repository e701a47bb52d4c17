import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { user } from '@maple/db/schema/auth';
import { consents } from '@maple/db/schema/consents';
import { fileDocumentFiles } from '@maple/db/schema/file-documents';
import { jobs } from '@maple/db/schema/jobs';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { applicationSubmissions, portalApplicants } from '@maple/db/schema/portal';
import { portalRemindersMessages } from '@maple/shared/messages/portal-reminders';
import { inLanguage } from '../../lib/in-language.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getBrokerageSettings } from '../site/site.service.ts';

export const portalDigestSchedule = 'portal-digest';
export const portalDigestIntervalSeconds = 24 * 60 * 60;
export const portalDigestJob = 'portal-digest-mail';

/** The agent and the window [from, to) as ISO instants: the activity itself is read when the mail is written. */
export type PortalDigestPayload = { agentId: string; from: string; to: string };

/** One file's portal activity in a window. */
export type FileActivity = { fileId: string; agentId: string; clientName: string; uploads: number; submissions: number; signers: number; invitations: number };

/**
 * What the borrowers did in the portal in [from, to), by file (decision 101): documents uploaded,
 * applications submitted, applicants who signed the portal's consents, co-applicants invited.
 * Read from the rows themselves, so nothing has to remember to record it. Only files of an agent.
 */
export async function portalActivity(db: Db, from: Date, to: Date, agentId?: string): Promise<FileActivity[]> {
  const ofAgent = agentId ? eq(leads.agentId, agentId) : isNotNull(leads.agentId);
  const within = (column: Parameters<typeof gte>[0]): SQL => and(gte(column, from), lt(column, to))!;
  const file = { fileId: mortgageFiles.id, agentId: leads.agentId, clientName: leads.clientName };
  const [uploads, submissions, signers, invitations] = await Promise.all([
    db
      .select({ ...file, n: count() })
      .from(fileDocumentFiles)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, fileDocumentFiles.fileId))
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(and(ofAgent, within(fileDocumentFiles.uploadedAt)))
      .groupBy(mortgageFiles.id, leads.agentId, leads.clientName),
    db
      .select({ ...file, n: count() })
      .from(applicationSubmissions)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, applicationSubmissions.fileId))
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(and(ofAgent, within(applicationSubmissions.submittedAt)))
      .groupBy(mortgageFiles.id, leads.agentId, leads.clientName),
    db
      .select({ ...file, n: countDistinct(consents.applicantId) })
      .from(consents)
      .innerJoin(portalApplicants, eq(portalApplicants.id, consents.applicantId))
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(and(ofAgent, eq(consents.method, 'portal'), within(consents.givenAt)))
      .groupBy(mortgageFiles.id, leads.agentId, leads.clientName),
    db
      .select({ ...file, n: count() })
      .from(portalApplicants)
      .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
      .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
      .where(and(ofAgent, eq(portalApplicants.role, 'co_applicant'), within(portalApplicants.createdAt)))
      .groupBy(mortgageFiles.id, leads.agentId, leads.clientName),
  ]);
  const byFile = new Map<string, FileActivity>();
  const add = (rows: typeof uploads, field: 'uploads' | 'submissions' | 'signers' | 'invitations') => {
    for (const row of rows) {
      if (!row.agentId) continue;
      const entry = byFile.get(row.fileId) ?? { fileId: row.fileId, agentId: row.agentId, clientName: row.clientName, uploads: 0, submissions: 0, signers: 0, invitations: 0 };
      entry[field] += Number(row.n);
      byFile.set(row.fileId, entry);
    }
  };
  add(uploads, 'uploads');
  add(submissions, 'submissions');
  add(signers, 'signers');
  add(invitations, 'invitations');
  return [...byFile.values()].sort((a, b) => a.clientName.localeCompare(b.clientName) || a.fileId.localeCompare(b.fileId));
}

/**
 * The daily run: the window runs from the previous run's slot (the last finished run of this
 * schedule, while the jobs table keeps it; otherwise one interval back) to this run's slot, so a
 * day the worker was down is covered by the next digest. One mail job per agent with activity,
 * keyed by agent and day, so a second process or a restart adds none.
 */
export const portalDigestHandler: JobHandler = async (payload, { db, clock, logger, jobId }) => {
  const slot = typeof payload.slot === 'string' ? new Date(payload.slot) : clock.now();
  const [previous] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, portalDigestSchedule), eq(jobs.status, 'done'), ne(jobs.id, jobId), lt(jobs.runAt, slot)))
    .orderBy(desc(jobs.runAt))
    .limit(1);
  const previousSlot = (previous?.payload as { slot?: unknown } | undefined)?.slot;
  const from = typeof previousSlot === 'string' ? new Date(previousSlot) : new Date(slot.getTime() - portalDigestIntervalSeconds * 1000);
  const day = slot.toISOString().slice(0, 10);
  const agentIds = [...new Set((await portalActivity(db, from, slot)).map((file) => file.agentId))];
  let queued = 0;
  for (const agentId of agentIds) {
    const job: PortalDigestPayload = { agentId, from: from.toISOString(), to: slot.toISOString() };
    if (await enqueueJob(db, portalDigestJob, job, { runAt: clock.now(), dedupeKey: `portal-digest:${agentId}:${day}` })) queued++;
  }
  logger.info('portal digests queued', { queued });
};

/** The agent's one mail of the window's activity, in the agent's language; none when nothing happened after all. */
export function portalDigestMailHandler(deps: { mailer: Mailer; publicUrl: string }): JobHandler {
  return async (payload, { db, logger, jobId }) => {
    const { agentId, from, to } = payload as PortalDigestPayload;
    const [agent] = await db
      .select({ name: agents.name, email: agents.email, language: user.language })
      .from(agents)
      .leftJoin(user, eq(user.id, agents.userId))
      .where(eq(agents.id, agentId));
    if (!agent) {
      logger.info('portal digest not sent: agent gone', { agentId });
      return;
    }
    const files = await portalActivity(db, new Date(from), new Date(to), agentId);
    if (files.length === 0) return;
    const m = inLanguage(portalRemindersMessages, agent.language ?? 'en');
    const lines = files.map((file) =>
      m.digestFile(
        file.clientName,
        [
          file.uploads && m.digestUploads(file.uploads),
          file.submissions && m.digestSubmissions(file.submissions),
          file.signers && m.digestSignatures(file.signers),
          file.invitations && m.digestInvitations(file.invitations),
        ]
          .filter(Boolean)
          .join(', '),
      ),
    );
    const site = await getBrokerageSettings(db);
    await deps.mailer.send({
      to: agent.email,
      fromName: site.mailFromName || undefined,
      subject: m.digestSubject(files.length),
      text: `${m.digestIntro(agent.name)}\n\n${lines.join('\n')}\n\n${m.digestOpen(`${deps.publicUrl}/agent-dashboard`)}\n\n${m.digestFooter}\n`,
      id: `portal-digest-${jobId}`,
    });
  };
}
