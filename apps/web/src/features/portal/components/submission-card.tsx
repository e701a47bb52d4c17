import { useEffect, useId, useRef } from 'react';
import { Circle, CircleAlert, CircleCheck } from 'lucide-react';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { portalConsentMessages as c } from '@maple/shared/messages/portal-consent';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import type { PortalFile, SubmissionState } from '../portal-api';
import { mayOpenReview, reviewPhase, signatureStatus } from '../submission-review';
import { PortalCard } from './portal-frame';

/** The review as the file view has it: read with the application, read again after each save. */
export type ReviewLoad = SubmissionState | 'loading' | 'failed';

export interface SubmissionCardProps {
  review: ReviewLoad;
  file: PortalFile;
  /** Coming back from the review screen: its button (or the submission, once there is no button) takes the focus. */
  focus?: boolean;
  onRetry: () => void;
  onOpen: () => void;
}

/**
 * "Review and submit" on the file (issue 39 §7): who has signed the application as it stands, the
 * latest submission, and the way to the review screen while the application is complete and may
 * still change; until then, what is missing is the Application card's to say.
 */
export function SubmissionCard({ review, file, focus, onRetry, onOpen }: SubmissionCardProps) {
  const focusRef = useRef<HTMLButtonElement>(null);
  const fallbackRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) (focusRef.current ?? fallbackRef.current)?.focus();
    // Once, as the file view shows again; the review arriving later moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (review === 'loading') {
    return (
      <PortalCard title={c.section}>
        <p role="status" className="text-sm text-muted-foreground">
          {c.reviewLoading}
        </p>
      </PortalCard>
    );
  }
  if (review === 'failed') {
    return (
      <PortalCard title={c.section}>
        <p role="alert" className="text-sm">
          {c.reviewLoadFailed}
        </p>
        <Button variant="outline" className="self-start" onClick={onRetry}>
          {m.tryAgain}
        </Button>
      </PortalCard>
    );
  }

  const phase = reviewPhase(review, file.me.id);
  const open = mayOpenReview(review) ? (phase === 'sign' ? c.reviewAndSign : file.me.role === 'main' ? c.section : c.readDisclosuresAgain) : null;
  return (
    <PortalCard title={c.section}>
      {review.submission ? (
        <p ref={fallbackRef} tabIndex={-1} className="rounded-md bg-muted p-3 text-sm font-medium outline-none">
          {c.submitted(review.submission.version, formatDate(review.submission.submittedAt))}
        </p>
      ) : null}
      {phase === 'incomplete' ? <p className="text-sm text-muted-foreground">{c.notComplete}</p> : phase === 'sign' || phase === 'signed' ? <p className="text-sm text-muted-foreground">{c.intro}</p> : null}
      {phase === 'incomplete' || phase === 'closed' ? null : <SignatureList state={review} meId={file.me.id} />}
      {open ? (
        <Button ref={focusRef} className="self-start" onClick={onOpen}>
          {open}
        </Button>
      ) : null}
    </PortalCard>
  );
}

/** Each applicant with access and their signature: of this version (with the name they typed and the day), of an earlier one, or none. */
export function SignatureList({ state, meId }: { state: SubmissionState; meId: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold" id={id}>
        {c.signaturesTitle}
      </h3>
      <ul className="flex flex-col divide-y" aria-labelledby={id}>
        {state.applicants.map((applicant) => {
          const status = signatureStatus(applicant);
          const signature = applicant.signature;
          const Icon = status === 'current' ? CircleCheck : status === 'earlier' ? CircleAlert : Circle;
          return (
            <li key={applicant.id} className="flex items-start gap-2 py-2">
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${status === 'current' ? 'text-primary' : status === 'earlier' ? 'text-destructive' : 'text-muted-foreground'}`} />
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="flex flex-wrap justify-between gap-x-3">
                  <p className="font-medium">{applicant.id.toLowerCase() === meId.toLowerCase() ? c.you(applicant.name) : applicant.name}</p>
                  <p className="text-sm text-muted-foreground">{applicant.role === 'main' ? m.mainApplicant : m.coApplicant}</p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {signature && status === 'current' ? c.signedOn(signature.signedName, formatDate(signature.signedAt)) : signature ? c.signedEarlier(formatDate(signature.signedAt)) : c.notSigned}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
