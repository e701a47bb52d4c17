import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { unsavedMessages as m } from '@maple/shared/messages/unsaved';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Typed edits are never thrown away silently (issue 22). A form says whether it holds unsaved
 * edits with `useUnsavedChanges(dirty)`; the nearest scope above it collects that:
 * - `UnsavedChangesGuard` (the console's and the dashboard's page) asks before any navigation —
 *   another tab (`?tab=`), another page, the back button — and lets the browser ask before a
 *   reload or closing the window;
 * - `useDialogGuard` (a dialog) asks before the dialog closes by Escape, the close button, a click
 *   outside or Cancel.
 * A dirty form inside a dialog makes both ask. Saving clears `dirty`, and a failed save keeps it.
 */
type Scope = { set: (id: string, dirty: boolean) => void };
const ScopeContext = createContext<Scope | null>(null);

/**
 * A guard's scope: `dirty` for what it renders, and `isDirty()` for the moment it must decide (a
 * close or a navigation), read from the set itself: a form's report and the Escape that follows it
 * can come before the guard has rendered again, and a question skipped then loses the edits.
 */
function useScope(): { scope: Scope; dirty: boolean; isDirty: () => boolean } {
  const parent = useContext(ScopeContext);
  const dirtyIds = useRef(new Set<string>());
  const [dirty, setDirty] = useState(false);
  const scope = useMemo<Scope>(
    () => ({
      set(id, value) {
        if (value) dirtyIds.current.add(id);
        else dirtyIds.current.delete(id);
        setDirty(dirtyIds.current.size > 0);
        parent?.set(id, value);
      },
    }),
    [parent],
  );
  const isDirty = useCallback(() => dirtyIds.current.size > 0, []);
  return { scope, dirty, isDirty };
}

/** Tells the enclosing guard whether this form holds edits that are not saved. */
export function useUnsavedChanges(dirty: boolean) {
  const scope = useContext(ScopeContext);
  const id = useId();
  useEffect(() => {
    scope?.set(id, dirty);
  }, [scope, id, dirty]);
  useEffect(() => () => scope?.set(id, false), [scope, id]);
}

/** Whether a form's values differ from those it started with (compared as JSON). */
export function useChangedFrom<T>(values: T): boolean {
  const [initial] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== initial;
}

/** The page-level guard: in-app navigation asks first, and the browser asks before unloading. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { scope, dirty, isDirty } = useScope();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ScopeContext.Provider value={scope}>
      {children}
      <DiscardChangesDialog open={blocker.state === 'blocked'} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />
    </ScopeContext.Provider>
  );
}

/**
 * For a dialog with a form: `requestClose` closes it at once when nothing is typed, and asks first
 * when something is. `ownDirty` is the dialog's own form; forms inside it that report with
 * `useUnsavedChanges` count when the content is wrapped in `Scope`. Render `confirm` beside it.
 */
export function useDialogGuard(onClose: () => void, ownDirty = false) {
  useUnsavedChanges(ownDirty);
  const { scope, dirty: innerDirty, isDirty } = useScope();
  const dirty = ownDirty || innerDirty;
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (ownDirty || isDirty() ? setAsking(true) : onClose()), [ownDirty, isDirty, onClose]);
  const Scope = useCallback(({ children }: { children: ReactNode }) => <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>, [scope]);
  const confirm = (
    <DiscardChangesDialog
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, Scope, confirm, dirty };
}

/** The question itself; like a delete's, focus starts on "Keep editing", so Enter keeps the edits. */
function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title={m.title}
      description={m.description}
      confirmLabel={m.discard}
      cancelLabel={m.keepEditing}
      onConfirm={onDiscard}
    />
  );
}
