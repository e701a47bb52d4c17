import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { consents, consentWordings } from '@maple/db/schema/consents';
import { applicationSubmissions } from '@maple/db/schema/portal';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import type { Actor } from '@maple/shared/permissions';
import type { DealPackage } from '@maple/shared/schemas/deal-package';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { listLeadFiles } from '../mortgage-files/mortgage-files.service.ts';
import { fileApplication } from '../portal/application.service.ts';
import { listApplicants } from '../portal/portal.service.ts';

/**
 * The deal package of a lead's file (issue 39 §9): the file and its timeline, the application (the
 * latest submitted version, else the steps as saved), who has portal access, and every consent
 * record its applicants gave, with the words as shown. The lead's agent and the super admin only
 * (another agent's file is 404, as its lead is).
 */
export async function dealPackageOf(deps: Deps, actor: Actor | null, leadId: string, fileId: string): Promise<DealPackage> {
  const files = await listLeadFiles(deps, actor, leadId);
  const file = files.items.find((item) => item.id === fileId);
  if (!file) throw new AppError('not_found', mortgageFilesMessages.notFound);
  const [saved, access, [submitted]] = await Promise.all([
    fileApplication(deps, actor, leadId, fileId),
    listApplicants(deps, actor, leadId, fileId),
    deps.db.select().from(applicationSubmissions).where(eq(applicationSubmissions.fileId, fileId)).orderBy(desc(applicationSubmissions.version)).limit(1),
  ]);
  const applicantIds = access.items.map((applicant) => applicant.id);
  const records = applicantIds.length
    ? await deps.db
        .select({ consent: consents, wording: consentWordings.text })
        .from(consents)
        .innerJoin(consentWordings, eq(consentWordings.id, consents.wordingId))
        .where(and(inArray(consents.applicantId, applicantIds)))
        .orderBy(asc(consents.givenAt), asc(consents.purpose))
    : [];
  return {
    madeAt: deps.clock.now().toISOString(),
    file,
    application: submitted
      ? { version: submitted.version, submittedAt: submitted.submittedAt.toISOString(), sha256: submitted.sha256, steps: submitted.steps as Record<string, unknown> }
      : { version: null, submittedAt: null, sha256: null, steps: saved.steps as Record<string, unknown> },
    applicants: access.items,
    consents: records.map(({ consent, wording }) => ({
      applicantId: consent.applicantId,
      purpose: consent.purpose,
      signedName: consent.signedName,
      givenAt: consent.givenAt.toISOString(),
      withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
      language: consent.language,
      wording,
      clientAddress: consent.clientAddress,
      userAgent: consent.userAgent,
      applicationSha256: consent.applicationSha256,
    })),
  };
}
