import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles, mortgageFileStageChanges } from '@maple/db/schema/mortgage-files';
import { portalApplicants, portalLinks, portalSessions } from '@maple/db/schema/portal';
import type { Language } from '@maple/shared/i18n/languages';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages } from '@maple/shared/messages/portal-consent';
import type { Actor } from '@maple/shared/permissions';
import { chatLeadFallback } from '@maple/shared/schemas/leads';
import { maxApplicantsPerFile, portalTokenPattern, type InviteCoApplicantInput, type PortalApplicant, type PortalApplicantList, type PortalFile } from '@maple/shared/schemas/portal';
import type { Borrower } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import { hitCounter } from '../../lib/rate-limit.ts';
import { scopeFor } from '../../lib/scope.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { portalLinkJob } from './portal-link-job.ts';
import { newPortalToken, portalTokenHash } from './portal-token.ts';

export { portalLinkDays, portalPageUrl } from './portal-link-job.ts';
/** How long a portal session lasts from the link's use; afterwards the borrower asks for a new link. */
export const portalSessionHours = 12;
/** New links one address may ask for per hour; beyond it the answer is the same and nothing is sent. */
export const linkRequestsPerAddressPerHour = 3;

type ApplicantRow = typeof portalApplicants.$inferSelect;

const toApplicant = (row: ApplicantRow): PortalApplicant => ({
  id: row.id,
  role: row.role,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Mails the applicant a new link through the job queue, in the caller's transaction. */
const mailLink = (db: Db | Tx, now: Date, applicantId: string) => enqueueJob(db, portalLinkJob, { applicantId }, { runAt: now });

/**
 * Gives a new file's client (the lead's) access as its main applicant and mails the link, in the
 * transaction that starts the file. A lead without a real address (a chat lead that gave none) gets
 * no applicant: the agent asks for the address first.
 */
export async function addMainApplicant(tx: Tx, now: Date, fileId: string, client: { name: string; email: string; language: Language }): Promise<void> {
  if (client.email === chatLeadFallback.email) return;
  const [row] = await tx.insert(portalApplicants).values({ fileId, role: 'main', name: client.name, email: client.email, language: client.language, createdAt: now }).returning({ id: portalApplicants.id });
  await mailLink(tx, now, row!.id);
}

/**
 * Exchanges a mailed link for a session (a POST from the page, never the GET a mail scanner
 * opens). The link works once: the update that marks it used is the check, so two tabs racing get
 * one session. An unknown, used or expired link, or a revoked applicant's, is the same 404.
 */
export async function enterPortal(deps: Deps, token: string): Promise<{ sessionToken: string; expiresAt: Date; borrower: Borrower }> {
  const now = deps.clock.now();
  if (!portalTokenPattern.test(token)) throw new AppError('not_found', m.linkInvalid);
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(portalLinks)
      .set({ usedAt: now })
      .where(and(eq(portalLinks.tokenHash, portalTokenHash(token)), isNull(portalLinks.usedAt), gt(portalLinks.expiresAt, now)))
      .returning({ applicantId: portalLinks.applicantId });
    if (!link) throw new AppError('not_found', m.linkInvalid);
    const [applicant] = await tx.select().from(portalApplicants).where(and(eq(portalApplicants.id, link.applicantId), isNull(portalApplicants.revokedAt)));
    if (!applicant) throw new AppError('not_found', m.linkInvalid);
    const sessionToken = newPortalToken();
    const expiresAt = new Date(now.getTime() + portalSessionHours * 3600_000);
    const [session] = await tx.insert(portalSessions).values({ applicantId: applicant.id, tokenHash: portalTokenHash(sessionToken), createdAt: now, expiresAt }).returning({ id: portalSessions.id });
    deps.logger.info('portal session started', { fileId: applicant.fileId, applicantId: applicant.id });
    return { sessionToken, expiresAt, borrower: { applicantId: applicant.id, fileId: applicant.fileId, role: applicant.role, sessionId: session!.id, language: applicant.language } };
  });
}

/** The borrower of a session cookie's token: a live session of an applicant whose access stands. */
export async function borrowerOfSession(db: Db, token: string, now: Date): Promise<Borrower | null> {
  if (!portalTokenPattern.test(token)) return null;
  const [row] = await db
    .select({ sessionId: portalSessions.id, applicantId: portalApplicants.id, fileId: portalApplicants.fileId, role: portalApplicants.role, language: portalApplicants.language })
    .from(portalSessions)
    .innerJoin(portalApplicants, eq(portalApplicants.id, portalSessions.applicantId))
    .where(and(eq(portalSessions.tokenHash, portalTokenHash(token)), gt(portalSessions.expiresAt, now), isNull(portalApplicants.revokedAt)));
  return row ?? null;
}

/** Sign-out: the session row goes, so the cookie opens nothing on any process. */
export async function endPortalSession(deps: Deps, borrower: Borrower): Promise<void> {
  await deps.db.delete(portalSessions).where(eq(portalSessions.id, borrower.sessionId));
}

/** What the borrower sees of their file: where it is, the stages with their dates (not the brokerage's notes), their agent, the applicants. */
export async function portalFileOf(deps: Deps, borrower: Borrower): Promise<PortalFile> {
  const [row] = await deps.db
    .select({ file: mortgageFiles, agent: { name: agents.name, email: agents.email, phone: agents.phone } })
    .from(mortgageFiles)
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(eq(mortgageFiles.id, borrower.fileId));
  if (!row) throw new AppError('not_found', mortgageFilesMessages.notFound);
  const [changes, applicants] = await Promise.all([
    deps.db.select({ stage: mortgageFileStageChanges.toStage, at: mortgageFileStageChanges.createdAt }).from(mortgageFileStageChanges).where(eq(mortgageFileStageChanges.fileId, borrower.fileId)).orderBy(asc(mortgageFileStageChanges.seq)),
    deps.db.select().from(portalApplicants).where(and(eq(portalApplicants.fileId, borrower.fileId), isNull(portalApplicants.revokedAt))).orderBy(asc(portalApplicants.role), asc(portalApplicants.createdAt), asc(portalApplicants.id)),
  ]);
  const me = applicants.find((a) => a.id === borrower.applicantId)!;
  return {
    fileId: row.file.id,
    stage: row.file.stage,
    closed: row.file.closedAt !== null,
    timeline: changes.map((change) => ({ stage: change.stage, at: change.at.toISOString() })),
    agent: row.agent?.name ? { name: row.agent.name, email: row.agent.email, phone: row.agent.phone } : null,
    me: { id: me.id, role: me.role, name: me.name },
    applicants: applicants.map((a) => ({ id: a.id, role: a.role, name: a.name })),
    language: me.language,
  };
}

/**
 * A new link for every open file the address has live access to. The caller answers the same
 * whether or not there was one; past a few requests an hour for one address nothing more is sent
 * (the per-client-address limit is the route's), so the form cannot be used to flood a mailbox.
 */
export async function requestPortalLinks(deps: Deps, email: string): Promise<void> {
  const now = deps.clock.now();
  const address = email.trim().toLowerCase();
  const { count: asked } = await hitCounter(deps.db, `portal-link-address:${createHash('sha256').update(address).digest('hex')}`, 3600, now);
  if (asked > linkRequestsPerAddressPerHour) {
    deps.logger.warn('portal link requests over the per-address limit');
    return;
  }
  const rows = await deps.db
    .select({ id: portalApplicants.id })
    .from(portalApplicants)
    .innerJoin(mortgageFiles, eq(mortgageFiles.id, portalApplicants.fileId))
    .where(and(sql`lower(${portalApplicants.email}) = ${address}`, isNull(portalApplicants.revokedAt), isNull(mortgageFiles.closedAt)));
  for (const row of rows) await mailLink(deps.db, now, row.id);
}

/** The main applicant invites a co-applicant (at most four applicants a file), who gets their own link. */
export async function inviteCoApplicant(deps: Deps, borrower: Borrower, input: InviteCoApplicantInput): Promise<PortalApplicant> {
  if (borrower.role !== 'main') throw new AppError('forbidden', m.mainOnly);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [file] = await tx.select({ closedAt: mortgageFiles.closedAt, stage: mortgageFiles.stage }).from(mortgageFiles).where(eq(mortgageFiles.id, borrower.fileId)).for('update');
      if (!file || file.closedAt) throw new AppError('conflict', m.fileClosed);
      // A submitted application is signed by its applicants (decision 098): a new one joins once the agent reopens it.
      if (file.stage !== 'started') throw new AppError('conflict', portalConsentMessages.alreadySubmitted);
      const [live] = await tx.select({ n: count() }).from(portalApplicants).where(and(eq(portalApplicants.fileId, borrower.fileId), isNull(portalApplicants.revokedAt)));
      if ((live?.n ?? 0) >= maxApplicantsPerFile) throw new AppError('conflict', m.tooManyApplicants);
      const [row] = await tx.insert(portalApplicants).values({ fileId: borrower.fileId, role: 'co_applicant', name: input.name, email: input.email, language: borrower.language, createdAt: now }).returning();
      await mailLink(tx, now, row!.id);
      deps.logger.info('co-applicant invited', { fileId: borrower.fileId, applicantId: row!.id });
      return toApplicant(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'portal_applicants_one_per_address')) throw new AppError('conflict', m.alreadyInvited);
    throw error;
  }
}

type StaffPermission = 'mortgageFile:read' | 'mortgageFile:update';

/** The file of a lead within the actor's scope: another agent's is 404, as its lead is. */
async function fileInScope(db: Db | Tx, actor: Actor | null, leadId: string, fileId: string, permission: StaffPermission) {
  const [file] = await db
    .select({ id: mortgageFiles.id, closedAt: mortgageFiles.closedAt })
    .from(mortgageFiles)
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .where(and(eq(mortgageFiles.id, fileId), eq(leads.id, leadId), scopeFor(actor, permission)));
  if (!file) throw new AppError('not_found', mortgageFilesMessages.notFound);
  return file;
}

async function applicantOf(db: Db | Tx, fileId: string, applicantId: string): Promise<ApplicantRow> {
  const [row] = await db.select().from(portalApplicants).where(and(eq(portalApplicants.id, applicantId), eq(portalApplicants.fileId, fileId)));
  if (!row) throw new AppError('not_found', m.applicantNotFound);
  return row;
}

/** Who may open a file in the portal, revoked ones included, first invited first. */
export async function listApplicants(deps: Deps, actor: Actor | null, leadId: string, fileId: string): Promise<PortalApplicantList> {
  const file = await fileInScope(deps.db, actor, leadId, fileId, 'mortgageFile:read');
  const rows = await deps.db.select().from(portalApplicants).where(eq(portalApplicants.fileId, file.id)).orderBy(asc(portalApplicants.role), asc(portalApplicants.createdAt), asc(portalApplicants.id));
  return { items: rows.map(toApplicant) };
}

/** The agent mails an applicant a new link (the last one lost or expired); earlier unused links still work until they expire. */
export async function sendApplicantLink(deps: Deps, actor: Actor | null, leadId: string, fileId: string, applicantId: string): Promise<void> {
  const now = deps.clock.now();
  const file = await fileInScope(deps.db, actor, leadId, fileId, 'mortgageFile:update');
  if (file.closedAt) throw new AppError('conflict', m.fileClosed);
  const applicant = await applicantOf(deps.db, file.id, applicantId);
  if (applicant.revokedAt) throw new AppError('conflict', m.alreadyRevoked);
  await mailLink(deps.db, now, applicant.id);
}

/** The agent revokes an applicant's access: their sessions end and their unused links stop working, at once, on every process. */
export async function revokeApplicant(deps: Deps, actor: Actor | null, leadId: string, fileId: string, applicantId: string): Promise<PortalApplicant> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const file = await fileInScope(tx, actor, leadId, fileId, 'mortgageFile:update');
    const applicant = await applicantOf(tx, file.id, applicantId);
    if (applicant.revokedAt) throw new AppError('conflict', m.alreadyRevoked);
    const [row] = await tx.update(portalApplicants).set({ revokedAt: now }).where(eq(portalApplicants.id, applicant.id)).returning();
    await tx.delete(portalSessions).where(eq(portalSessions.applicantId, applicant.id));
    await tx.delete(portalLinks).where(and(eq(portalLinks.applicantId, applicant.id), isNull(portalLinks.usedAt)));
    deps.logger.info('portal access revoked', { fileId: file.id, applicantId: applicant.id });
    return toApplicant(row!);
  });
}
