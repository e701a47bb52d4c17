import { useCallback, useEffect, useRef, useState } from 'react';
import { errorsMessages } from '@maple/shared/messages/errors';
import { portalMessages as m } from '@maple/shared/messages/portal';
import { Button } from '@/components/ui/button';
import { readPortalFile, signOutOfPortal, type PortalFile } from '../portal-api';
import type { Opening } from '../open-portal';
import type { LeaveGuard } from './leave-guard';
import { PortalFileScreens } from './portal-file-screens';
import { PortalCard, PortalFrame } from './portal-frame';
import { RequestLinkForm } from './request-link-form';

type View = { kind: 'loading' } | Opening | { kind: 'signed-out' };

/** The portal's one page: the file once the link or the session opens it, else the form for a new link. */
export function PortalApp({ opening, siteName }: { opening: Promise<Opening>; siteName: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [signingOut, setSigningOut] = useState(false);
  // An open step form with unsaved edits asks before the borrower signs out (the form's own question).
  const leaveGuard = useRef<LeaveGuard | null>(null);
  const setLeaveGuard = useCallback((guard: LeaveGuard | null) => {
    leaveGuard.current = guard;
  }, []);

  useEffect(() => {
    let current = true;
    void opening.then((opened) => current && setView(opened));
    return () => {
      current = false;
    };
  }, [opening]);

  const refresh = () => void readPortalFile().then((file: PortalFile) => setView({ kind: 'file', file }), () => undefined);

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutOfPortal();
    } finally {
      // Whatever the answer, this page forgets the file: an ended session opens nothing anyway.
      setSigningOut(false);
      setView({ kind: 'signed-out' });
    }
  }

  const action =
    view.kind === 'file' ? (
      <Button size="sm" variant="outline" onClick={() => (leaveGuard.current ?? ((leave) => leave()))(() => void signOut())} disabled={signingOut}>
        {m.signOut}
      </Button>
    ) : undefined;

  return (
    <PortalFrame siteName={siteName} action={action}>
      {view.kind === 'loading' ? (
        <PortalCard title={m.enterTitle} headingLevel={1}>
          <p role="status" className="text-sm text-muted-foreground">
            {m.entering}
          </p>
        </PortalCard>
      ) : view.kind === 'file' ? (
        <PortalFileScreens file={view.file} onChanged={refresh} onGuard={setLeaveGuard} />
      ) : view.kind === 'error' ? (
        <PortalCard title={m.loadFailed} headingLevel={1}>
          <p role="alert" className="text-sm">
            {errorsMessages.internal}
          </p>
        </PortalCard>
      ) : (
        <RequestLinkForm linkFailed={view.kind === 'request' && view.linkFailed} signedOut={view.kind === 'signed-out'} />
      )}
    </PortalFrame>
  );
}
