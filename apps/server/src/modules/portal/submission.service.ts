import { formatDateIn } from '@maple/shared/i18n/format-in';
import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Tx } from '@maple/db/client';
import { consents } from '@maple/db/schema/consents';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { applicationSubmissions, portalApplicants } from '@maple/db/schema/portal';
import { senderName } from '@maple/shared/consent-wording';
import type { Language } from '@maple/shared/i18n/languages';
import { localizePath } from '@maple/shared/i18n/paths';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { portalMessages } from '@maple/shared/messages/portal';
import { portalConsentMessages } from '@maple/shared/messages/portal-consent';
import { applicationProblems, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import type { SignConsentsInput, SubmissionState } from '@maple/shared/schemas/portal-consent';
import { disclosureParagraphs } from '@maple/shared/schemas/site';
import type { Borrower } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { recordConsents } from '../consents/consents.service.ts';
import { recordBorrowerSubmission } from '../mortgage-files/mortgage-files.service.ts';
import type { PolicyConfiguration } from '../privacy/privacy-policy.service.ts';
import { publishedPrivacyPolicy } from '../privacy/privacy-policy.service.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import { applicationHash } from './application-hash.ts';
import { readApplication } from './application.service.ts';

/** The consents that make a signature: each of them, of the application as it stands (the mail box is optional). */
const requiredPurposes = ['mortgage_disclosures', 'credit_check', 'privacy_policy'] as const;

type Texts = SubmissionState['texts'];

/** The disclosures and consents in `language`, filled with the brokerage's name and the privacy policy's date: the words a signature records. */
async function textsIn(deps: Deps, language: Language, policy: PolicyConfiguration): Promise<Texts> {
  const site = await getBrokerageSettings(deps.db);
  const brokerage = senderName(site);
  const { updatedAt } = await publishedPrivacyPolicy(deps, policy, language);
  const m = inLanguage(portalConsentMessages, language);
  // The brokerage's own disclosures when it wrote them (both languages or neither, decision 112).
  const own = disclosureParagraphs(language === 'fr' ? site.portalDisclosuresFr : site.portalDisclosures);
  return {
    disclosures: own.length ? own : m.disclosures.map((text) => fillMessage(text, { brokerage })),
    creditCheck: fillMessage(m.creditCheck, { brokerage }),
    privacyPolicy: fillMessage(m.privacyPolicy, { date: formatDateIn(language, new Date(updatedAt)) }),
    clientMail: fillMessage(m.clientMail, { brokerage }),
  };
}

/** The application as it stands: its steps, whether it may be submitted, and its hash then. */
async function standing(db: Deps['db'] | Tx, fileId: string) {
  const { steps } = await readApplication(db, fileId);
  const complete = applicationProblems(steps as ApplicationStepValues).length === 0;
  return { steps, complete, sha256: complete ? applicationHash(steps) : null };
}

/** Who signed what (their latest signature), the latest submission, and whether the steps may still change. */
async function stateOf(db: Deps['db'] | Tx, borrower: Borrower, texts: Texts): Promise<SubmissionState> {
  const [file] = await db.select({ stage: mortgageFiles.stage, closedAt: mortgageFiles.closedAt }).from(mortgageFiles).where(eq(mortgageFiles.id, borrower.fileId));
  const application = await standing(db, borrower.fileId);
  const applicants = await db
    .select({ id: portalApplicants.id, name: portalApplicants.name, role: portalApplicants.role })
    .from(portalApplicants)
    .where(and(eq(portalApplicants.fileId, borrower.fileId), isNull(portalApplicants.revokedAt)))
    .orderBy(asc(portalApplicants.role), asc(portalApplicants.createdAt), asc(portalApplicants.id));
  const signatures = applicants.length
    ? await db
        .select({ applicantId: consents.applicantId, signedName: consents.signedName, givenAt: consents.givenAt, sha256: consents.applicationSha256 })
        .from(consents)
        .where(and(inArray(consents.applicantId, applicants.map((a) => a.id)), eq(consents.purpose, 'credit_check'), isNull(consents.withdrawnAt)))
        .orderBy(desc(consents.givenAt))
    : [];
  const [latest] = await db.select().from(applicationSubmissions).where(eq(applicationSubmissions.fileId, borrower.fileId)).orderBy(desc(applicationSubmissions.version)).limit(1);
  return {
    texts,
    complete: application.complete,
    applicationSha256: application.sha256,
    applicants: applicants.map((applicant) => {
      const signature = signatures.find((s) => s.applicantId === applicant.id);
      return {
        ...applicant,
        signature: signature ? { signedName: signature.signedName ?? '', signedAt: signature.givenAt.toISOString(), current: signature.sha256 !== null && signature.sha256 === application.sha256 } : null,
      };
    }),
    submission: latest ? { version: latest.version, submittedAt: latest.submittedAt.toISOString(), sha256: latest.sha256 } : null,
    editable: !!file && !file.closedAt && file.stage === 'started',
  };
}

/** The review page: the texts in the page's language, the signatures and the submission. */
export async function submissionState(deps: Deps, borrower: Borrower, language: Language, policy: PolicyConfiguration): Promise<SubmissionState> {
  return stateOf(deps.db, borrower, await textsIn(deps, language, policy));
}

/** The file, held for the change, while its application may still change; otherwise 409 with why. */
async function editableFile(tx: Tx, fileId: string) {
  const [file] = await tx.select().from(mortgageFiles).where(eq(mortgageFiles.id, fileId)).for('update');
  if (!file || file.closedAt) throw new AppError('conflict', portalMessages.fileClosed);
  if (file.stage !== 'started') throw new AppError('conflict', portalConsentMessages.alreadySubmitted);
  return file;
}

/**
 * One applicant signs (issue 39 §7): the disclosures acknowledged, the credit check and sharing,
 * the privacy policy in force, and, only if ticked, express consent to mail after funding; each a
 * consent record with the words shown in the page's language, the typed name, the time, the client
 * address and browser, and the SHA-256 of the application as it stands. An incomplete application
 * cannot be signed: there is nothing final to sign yet.
 */
export async function signConsents(
  deps: Deps,
  borrower: Borrower,
  input: SignConsentsInput,
  meta: { language: Language; clientAddress: string | null; userAgent: string | null },
  policy: PolicyConfiguration,
): Promise<SubmissionState> {
  const now = deps.clock.now();
  const texts = await textsIn(deps, meta.language, policy);
  return deps.db.transaction(async (tx) => {
    const file = await editableFile(tx, borrower.fileId);
    const { sha256 } = await standing(tx, borrower.fileId);
    if (!sha256) throw new AppError('conflict', portalConsentMessages.incomplete);
    const [applicant] = await tx.select({ email: portalApplicants.email }).from(portalApplicants).where(eq(portalApplicants.id, borrower.applicantId));
    const signed = { applicantId: borrower.applicantId, signedName: input.fullName, userAgent: meta.userAgent?.slice(0, 500) ?? null, applicationSha256: sha256 };
    const common = { leadId: file.leadId, email: applicant!.email, language: meta.language, givenAt: now, clientAddress: meta.clientAddress, page: localizePath('/portal', meta.language), method: 'portal' as const, ...signed };
    await recordConsents(tx, [
      { ...common, purpose: 'mortgage_disclosures', wording: texts.disclosures.join('\n\n') },
      { ...common, purpose: 'credit_check', wording: texts.creditCheck },
      { ...common, purpose: 'privacy_policy', wording: texts.privacyPolicy },
      ...(input.clientMail ? [{ ...common, purpose: 'client_mail' as const, wording: texts.clientMail }] : []),
    ]);
    deps.logger.info('application signed', { fileId: borrower.fileId, applicantId: borrower.applicantId, clientMail: input.clientMail });
    return stateOf(tx, borrower, texts);
  });
}

/**
 * The main applicant submits (issue 39 §7): every live applicant has signed the application as it
 * stands, which is then frozen as the file's next version with its SHA-256, and the file moves to
 * `submitted`. Later changes need the agent to move the file back to `started`.
 */
export async function submitApplication(deps: Deps, borrower: Borrower, language: Language, policy: PolicyConfiguration): Promise<SubmissionState> {
  if (borrower.role !== 'main') throw new AppError('forbidden', portalConsentMessages.mainOnly);
  const now = deps.clock.now();
  const texts = await textsIn(deps, language, policy);
  return deps.db.transaction(async (tx) => {
    await editableFile(tx, borrower.fileId);
    const { steps, sha256 } = await standing(tx, borrower.fileId);
    if (!sha256) throw new AppError('conflict', portalConsentMessages.incomplete);
    const applicants = await tx
      .select({ id: portalApplicants.id, name: portalApplicants.name })
      .from(portalApplicants)
      .where(and(eq(portalApplicants.fileId, borrower.fileId), isNull(portalApplicants.revokedAt)));
    const signedRows = await tx
      .select({ applicantId: consents.applicantId, purpose: consents.purpose })
      .from(consents)
      .where(and(inArray(consents.applicantId, applicants.map((a) => a.id)), eq(consents.applicationSha256, sha256), isNull(consents.withdrawnAt)));
    const unsigned = applicants.filter((a) => !requiredPurposes.every((purpose) => signedRows.some((row) => row.applicantId === a.id && row.purpose === purpose)));
    if (unsigned.length) throw new AppError('conflict', inLanguage(portalConsentMessages, language).unsigned(unsigned.map((a) => a.name).join(', ')));
    const [last] = await tx.select({ version: max(applicationSubmissions.version) }).from(applicationSubmissions).where(eq(applicationSubmissions.fileId, borrower.fileId));
    const submitter = applicants.find((a) => a.id === borrower.applicantId)!;
    await tx.insert(applicationSubmissions).values({ fileId: borrower.fileId, version: (last?.version ?? 0) + 1, steps, sha256, submittedAt: now, submittedByApplicantId: borrower.applicantId });
    await recordBorrowerSubmission(tx, now, borrower.fileId, submitter.name);
    deps.logger.info('application submitted', { fileId: borrower.fileId, version: (last?.version ?? 0) + 1 });
    return stateOf(tx, borrower, texts);
  });
}
