import { useEffect, useRef } from 'react';
import { Circle, CircleCheck } from 'lucide-react';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages as c } from '@maple/shared/messages/portal-consent';
import { applicationProblems, applicationStepsFor, applicationStepTitle, type ApplicationStepId, type ApplicationStepValues } from '@maple/shared/schemas/application-steps';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import type { PortalApplication, PortalFile } from '../portal-api';
import { DocumentsCard } from './documents-card';
import { PortalCard } from './portal-frame';
import { SubmissionCard, type ReviewLoad } from './submission-card';

export interface ApplicationCardProps {
  application: PortalApplication;
  file: PortalFile;
  /** The step the borrower comes back from: its button takes the focus, so the keyboard is where it was. */
  focusStep?: ApplicationStepId;
  /** Said when the card shows again (the application saved). */
  status?: string;
  onOpenStep: (step: ApplicationStepId) => void;
  /**
   * Whether the steps may still change (the review's `editable`: before the submission, or once the
   * agent reopens the file); when not, the steps are read only, with no Edit buttons.
   */
  editable: boolean;
  /** The review before submitting, shown below the application (its own card). */
  review: ReviewLoad;
  /** Coming back from the review screen: the review card's button takes the focus. */
  focusReview?: boolean;
  onRetryReview: () => void;
  onOpenReview: () => void;
}

/**
 * The application on the borrower's file (issue 39 §3): its steps, saved or not, with a button to
 * each while it may change; how far along it is; once every step is saved, what still keeps it from
 * being submitted (`applicationProblems`); below, the review and submission (issue 39 §7) and the
 * documents the file asks for, with the borrower's uploads (decision 099). A lazy chunk: these rules come
 * with the step schemas, and zod with them.
 */
export function ApplicationCard({ application, file, focusStep, status, onOpenStep, editable, review, focusReview, onRetryReview, onOpenReview }: ApplicationCardProps) {
  const saved = application.steps as ApplicationStepValues;
  const steps = applicationStepsFor(saved.property?.purpose);
  const savedCount = steps.filter((step) => saved[step] !== undefined).length;
  const firstUnsaved = steps.find((step) => saved[step] === undefined);
  const problems = savedCount === steps.length ? applicationProblems(saved) : [];
  const focusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    focusRef.current?.focus();
  }, []);

  return (
    <>
      <PortalCard title={m.applicationTitle}>
        {status ? (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {status}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{file.closed ? m.applicationClosed : editable ? m.applicationIntro : c.alreadySubmitted}</p>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{m.stepsSaved(savedCount, steps.length)}</p>
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${(savedCount / steps.length) * 100}%` }} />
          </div>
        </div>
        <ol className="flex flex-col divide-y">
          {steps.map((step) => {
            const title = applicationStepTitle(step);
            const savedAt = application.savedAt[step];
            const isSaved = saved[step] !== undefined;
            return (
              <li key={step} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-2">
                  {isSaved ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" /> : <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />}
                  <div className="min-w-0">
                    <p className="font-medium">{title}</p>
                    <p className="text-sm text-muted-foreground">{isSaved ? (savedAt ? m.stepSavedOn(formatDate(savedAt)) : m.stepSaved) : m.stepNotSaved}</p>
                  </div>
                </div>
                {editable ? (
                  <Button
                    ref={step === focusStep ? focusRef : undefined}
                    size="sm"
                    variant={step === firstUnsaved ? 'default' : 'outline'}
                    aria-label={isSaved ? m.editStep(title) : m.startStep(title)}
                    onClick={() => onOpenStep(step)}
                  >
                    {isSaved ? m.edit : m.start}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
        {savedCount === steps.length ? (
          problems.length > 0 ? (
            <div className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
              <h3 className="text-sm font-semibold">{m.problemsTitle}</h3>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {problems.map((problem, index) => (
                  <li key={index}>
                    <span className="font-medium">{applicationStepTitle(problem.step)}</span>: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="rounded-md bg-muted p-3 text-sm">{editable ? c.readyToSign : m.applicationComplete}</p>
          )
        ) : null}
      </PortalCard>
      <SubmissionCard review={review} file={file} focus={focusReview} onRetry={onRetryReview} onOpen={onOpenReview} />
      <DocumentsCard file={file} />
    </>
  );
}
