import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import type { ApplicationStepId } from '@maple/shared/schemas/application-steps';
import { Button } from '@/components/ui/button';
import { readPortalApplication, type PortalApplication, type PortalFile } from '../portal-api';
import type { LeaveGuard } from './application-step-screen';
import { PortalCard } from './portal-frame';
import { PortalFileView } from './portal-file-view';

// The application's card and its step screens are lazy chunks (decision 095): they carry the step
// schemas, the checklist's rules and zod, which the portal's first download has no room for. The
// card's comes as the file shows; a step's when the borrower opens one.
const ApplicationCard = lazy(() => import('./application-card').then((module) => ({ default: module.ApplicationCard })));
const ApplicationStepScreen = lazy(() => import('./application-step-screen').then((module) => ({ default: module.ApplicationStepScreen })));

/** The file, or one step of the application opened from it: no router, the portal has one page. */
type Screen = { kind: 'file'; focusStep?: ApplicationStepId; status?: string } | { kind: 'step'; step: ApplicationStepId; status?: string };

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
 * The borrower's file with its application (issue 39 §3): the file view with the application's card,
 * or a step's form. The application is read once and replaced by what each save answers, so the card
 * shows every save at once.
 */
export function PortalFileScreens({ file, onChanged, onGuard }: { file: PortalFile; onChanged: () => void; onGuard: (guard: LeaveGuard | null) => void }) {
  const [screen, setScreen] = useState<Screen>({ kind: 'file' });
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
            onGuard={onGuard}
            onBack={() => setScreen({ kind: 'file', focusStep: step })}
            onSaved={(saved, next, status) => {
              setApplication(saved);
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
          <ApplicationCard application={application} file={file} focusStep={screen.kind === 'file' ? screen.focusStep : undefined} status={screen.status} onOpenStep={(step) => setScreen({ kind: 'step', step })} />
        </Suspense>
      </ChunkBoundary>
    );
  return <PortalFileView file={file} onChanged={onChanged} application={card} />;
}
