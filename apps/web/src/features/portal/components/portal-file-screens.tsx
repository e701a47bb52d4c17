import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import type { ApplicationStepId } from '@maple/shared/schemas/application-steps';
import { Button } from '@/components/ui/button';
import { readPortalApplication, readSubmission, type PortalApplication, type PortalFile } from '../portal-api';
import type { LeaveGuard } from './leave-guard';
import { PortalCard } from './portal-frame';
import { PortalFileView } from './portal-file-view';
import type { ReviewLoad } from './submission-card';
import { useScreenHistory } from './use-screen-history';

// The application's card and its step screens are lazy chunks (decision 095): they carry the step
// schemas, the checklist's rules and zod, which the portal's first download has no room for. The
// card's comes as the file shows; a step's when the borrower opens one.
const ApplicationCard = lazy(() => import('./application-card').then((module) => ({ default: module.ApplicationCard })));
const ApplicationStepScreen = lazy(() => import('./application-step-screen').then((module) => ({ default: module.ApplicationStepScreen })));
// The review before submitting (issue 39 §7) too: the disclosures, the consent form and its schema.
const ReviewScreen = lazy(() => import('./review-screen').then((module) => ({ default: module.ReviewScreen })));

/** The file, one step of the application or the review, opened from it: no router, the portal has one page. */
type Screen = { kind: 'file'; focusStep?: ApplicationStepId; focusReview?: boolean; status?: string } | { kind: 'step'; step: ApplicationStepId; status?: string } | { kind: 'review' };

/** A lazy chunk that did not arrive (the network dropped): said in the page, with a way to try again. */
class ChunkBoundary extends Component<{ children: ReactNode; title: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PortalCard title={this.props.title}>
        <p role="alert" className="text-sm">
          {errorsMessages.network}
        </p>
        {/* A chunk that failed to load is not fetched again by the same page: a reload fetches it (the session stays). */}
        <Button variant="outline" className="self-start" onClick={() => window.location.reload()}>
          {m.tryAgain}
        </Button>
      </PortalCard>
    );
  }
}

const Waiting = ({ title, text }: { title: string; text: string }) => (
  <PortalCard title={title}>
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  </PortalCard>
);

/**
 * The borrower's file with its application (issue 39 §3, §7): the file view with the application's
 * card and the review's, a step's form, or the review screen. The application is read once and
 * replaced by what each save answers, so the card shows every save at once; the review (who has
 * signed this version, the submission, whether the steps may still change) is read with it, again
 * after each save (a change voids the signatures) and as its screen opens (someone else may have
 * signed), and replaced by what signing and submitting answer.
 */
export function PortalFileScreens({ file, onChanged, onGuard }: { file: PortalFile; onChanged: () => void; onGuard: (guard: LeaveGuard | null) => void }) {
  const [screen, setScreen] = useState<Screen>({ kind: 'file' });
  // The open screen's leave guard, shared with the portal (signing out) and with Back (the history's).
  const guardRef = useRef<LeaveGuard | null>(null);
  const shareGuard = useCallback(
    (guard: LeaveGuard | null) => {
      guardRef.current = guard;
      onGuard(guard);
    },
    [onGuard],
  );
  const backToFile = useCallback(() => setScreen((shown) => (shown.kind === 'step' ? { kind: 'file', focusStep: shown.step } : shown.kind === 'review' ? { kind: 'file', focusReview: true } : shown)), []);
  const history = useScreenHistory(screen.kind !== 'file', useCallback(() => guardRef.current, []), backToFile);
  const [application, setApplication] = useState<PortalApplication | 'loading' | 'failed'>('loading');

  const load = () =>
    readPortalApplication().then(
      (answer) => setApplication(answer),
      () => setApplication('failed'),
    );
  useEffect(() => {
    let current = true;
    readPortalApplication().then(
      (answer) => current && setApplication(answer),
      () => current && setApplication('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const [review, setReview] = useState<ReviewLoad>('loading');
  // A review read again that fails keeps the one shown (its buttons still work, the server decides).
  const loadReview = useCallback(
    () =>
      void readSubmission().then(
        (answer) => setReview(answer),
        () => setReview((shown) => (typeof shown === 'object' ? shown : 'failed')),
      ),
    [],
  );
  useEffect(loadReview, [loadReview]);
  // The steps may change while the file is open and the application not submitted (the server's
  // `editable`); until the review arrives, the file's stage says the same.
  const editable = typeof review === 'object' ? review.editable : !file.closed && file.stage === 'started';

  if (screen.kind === 'review' && typeof review === 'object') {
    return (
      <ChunkBoundary title={m.title}>
        <Suspense fallback={<Waiting title={m.title} text={m.applicationLoading} />}>
          <ReviewScreen
            state={review}
            file={file}
            onState={setReview}
            onReload={loadReview}
            onSubmitted={onChanged}
            onGuard={shareGuard}
            onBack={() => {
              history.closed();
              setScreen({ kind: 'file', focusReview: true });
            }}
          />
        </Suspense>
      </ChunkBoundary>
    );
  }

  if (screen.kind === 'step' && typeof application === 'object') {
    const step = screen.step;
    return (
      <ChunkBoundary title={m.applicationTitle}>
        <Suspense fallback={<Waiting title={m.applicationTitle} text={m.stepLoading} />}>
          <ApplicationStepScreen
            key={step}
            step={step}
            application={application}
            file={file}
            status={screen.status}
            onGuard={shareGuard}
            onBack={() => {
              history.closed();
              setScreen({ kind: 'file', focusStep: step });
            }}
            onSaved={(saved, next, status) => {
              setApplication(saved);
              loadReview();
              if (!next) history.closed();
              setScreen(next ? { kind: 'step', step: next, status } : { kind: 'file', focusStep: step, status });
            }}
          />
        </Suspense>
      </ChunkBoundary>
    );
  }

  const card =
    application === 'loading' ? (
      <Waiting title={m.applicationTitle} text={m.applicationLoading} />
    ) : application === 'failed' ? (
      <PortalCard title={m.applicationTitle}>
        <p role="alert" className="text-sm">
          {m.applicationLoadFailed}
        </p>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setApplication('loading');
            void load();
          }}
        >
          {m.tryAgain}
        </Button>
      </PortalCard>
    ) : (
      <ChunkBoundary title={m.applicationTitle}>
        <Suspense fallback={<Waiting title={m.applicationTitle} text={m.applicationLoading} />}>
          <ApplicationCard
            application={application}
            file={file}
            focusStep={screen.kind === 'file' ? screen.focusStep : undefined}
            status={screen.kind === 'file' ? screen.status : undefined}
            onOpenStep={(step) => {
              history.opened();
              setScreen({ kind: 'step', step });
            }}
            editable={editable}
            review={review}
            focusReview={screen.kind === 'file' && screen.focusReview}
            onRetryReview={() => {
              setReview('loading');
              loadReview();
            }}
            onOpenReview={() => {
              loadReview();
              history.opened();
              setScreen({ kind: 'review' });
            }}
          />
        </Suspense>
      </ChunkBoundary>
    );
  return <PortalFileView file={file} onChanged={onChanged} application={card} />;
}
