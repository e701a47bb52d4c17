import { useCallback, useEffect, useRef, useState } from 'react';
import { unsavedMessages as u } from '@maple/shared/messages/unsaved';
import { Button } from '@/components/ui/button';

/** Asks before an action that would leave a screen (Back, signing out): runs it at once when nothing typed is unsaved. */
export type LeaveGuard = (leave: () => void) => void;

/**
 * Typed values are never dropped (the step screens, the review's consent form): while `dirty`,
 * leaving through the screen's own ways out (`guard(onBack)`) or the portal's (signing out, given
 * the guard through `onGuard`) asks first, in the page, and the browser asks before the page itself
 * is left. `pendingLeave` is the way out waiting for an answer (LeaveConfirm shows the question).
 */
export function useLeaveGuard(dirty: boolean, onGuard: (guard: LeaveGuard | null) => void) {
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const guard = useCallback<LeaveGuard>((leave) => (dirty ? setPendingLeave(() => leave) : leave()), [dirty]);
  useEffect(() => {
    onGuard(guard);
    return () => onGuard(null);
  }, [guard, onGuard]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const stay = useCallback(() => setPendingLeave(null), []);
  return { guard, pendingLeave, stay };
}

/**
 * The question, in the page (a confirmation region, not a browser prompt): announced as it shows,
 * with the focus on Keep editing. `onKeepEditing` puts the focus back where the borrower was.
 */
export function LeaveConfirm({ id, leave, onKeepEditing }: { id: string; leave: () => void; onKeepEditing: () => void }) {
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepEditingRef.current?.focus();
  }, [leave]);
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-background p-3">
      <div role="alert" className="flex flex-col gap-1">
        <p id={id} className="font-medium">
          {u.title}
        </p>
        <p className="text-sm text-muted-foreground">{u.description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button ref={keepEditingRef} onClick={onKeepEditing}>
          {u.keepEditing}
        </Button>
        <Button variant="outline" onClick={() => leave()}>
          {u.discard}
        </Button>
      </div>
    </div>
  );
}
