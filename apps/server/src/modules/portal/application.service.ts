import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { leads } from '@maple/db/schema/leads';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { applicationSteps } from '@maple/db/schema/portal';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages as consentMessages } from '@maple/shared/messages/portal-consent';
import type { Actor } from '@maple/shared/permissions';
import { applicationStepSchema, isApplicationStep, type ApplicationStepId } from '@maple/shared/schemas/application-steps';
import { prefillFromShortForm, type ShortFormPrefill, type ShortFormValues } from '@maple/shared/schemas/application/short-form';
import type { SavedApplication } from '@maple/shared/schemas/saved-application';
import type { Borrower } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { scopeFor } from '../../lib/scope.ts';

/** The schema a step is saved with today: its rules read the brokerage's day (an adult, a closing date not past). */
export const stepSchemaFor = (step: ApplicationStepId, now: Date) => applicationStepSchema(step, brokerageDay(now));

/**
 * The row that keeps the public form's values (issue 39 §1): not a step of the application, so it
 * counts as no step saved, is left out of the submission and its hash, and the checklist ignores it.
 */
const shortFormStep = 'short_form';

/**
 * Keeps what the visitor typed on /applications with the file it started, each value through the
 * field of the step it prefills (`prefillFromShortForm`: a value the step would refuse is dropped).
 * The borrower finds those steps filled and saves them as their own.
 */
export async function saveShortForm(tx: Tx, now: Date, fileId: string, values: ShortFormValues): Promise<void> {
  const prefill = prefillFromShortForm(values, brokerageDay(now));
  if (!prefill) return;
  await tx.insert(applicationSteps).values({ fileId, step: shortFormStep, value: prefill, savedAt: now, savedByApplicantId: null });
}

export async function readApplication(db: Db | Tx, fileId: string): Promise<SavedApplication> {
  const rows = await db.select().from(applicationSteps).where(eq(applicationSteps.fileId, fileId));
  const saved: SavedApplication = { steps: {}, savedAt: {} };
  for (const row of rows) {
    if (row.step === shortFormStep) saved.prefill = row.value as ShortFormPrefill;
    if (!isApplicationStep(row.step)) continue;
    saved.steps[row.step] = row.value;
    saved.savedAt[row.step] = row.savedAt.toISOString();
  }
  return saved;
}

/** The borrower's application as saved so far (every applicant of the file sees and fills the same one). */
export const portalApplication = (deps: Deps, borrower: Borrower) => readApplication(deps.db, borrower.fileId);

/**
 * Saves one step (the value as its schema parsed it), replacing what was saved before, so the
 * application resumes where it stopped on any device. A closed or submitted file takes no more
 * changes (409).
 */
export async function saveApplicationStep(deps: Deps, borrower: Borrower, step: ApplicationStepId, value: unknown): Promise<SavedApplication> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [file] = await tx.select({ closedAt: mortgageFiles.closedAt, stage: mortgageFiles.stage }).from(mortgageFiles).where(eq(mortgageFiles.id, borrower.fileId)).for('update');
    if (!file || file.closedAt) throw new AppError('conflict', m.fileClosed);
    // Submitted, the application is frozen until the agent moves the file back to `started` (decision 098).
    if (file.stage !== 'started') throw new AppError('conflict', consentMessages.alreadySubmitted);
    await tx
      .insert(applicationSteps)
      .values({ fileId: borrower.fileId, step, value, savedAt: now, savedByApplicantId: borrower.applicantId })
      .onConflictDoUpdate({ target: [applicationSteps.fileId, applicationSteps.step], set: { value, savedAt: now, savedByApplicantId: borrower.applicantId } });
  });
  deps.logger.info('application step saved', { fileId: borrower.fileId, step });
  return readApplication(deps.db, borrower.fileId);
}

/** The application of a lead's file, for its agent (another agent's is 404) and the console. */
export async function fileApplication(deps: Deps, actor: Actor | null, leadId: string, fileId: string): Promise<SavedApplication> {
  const [file] = await deps.db
    .select({ id: mortgageFiles.id })
    .from(mortgageFiles)
    .innerJoin(leads, eq(leads.id, mortgageFiles.leadId))
    .where(and(eq(mortgageFiles.id, fileId), eq(leads.id, leadId), scopeFor(actor, 'mortgageFile:read')));
  if (!file) throw new AppError('not_found', mortgageFilesMessages.notFound);
  return readApplication(deps.db, file.id);
}
