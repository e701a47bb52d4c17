import { useCallback, useRef, useState } from 'react';

/**
 * For a dialog whose code loads on first open: the trigger is a plain button, the Radix dialog
 * arrives with the lazy chunk. Radix returns focus to its own Trigger on close; with no Trigger in
 * the tree we return it to ours.
 */
export function useDeferredDialog() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);

  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);

  return {
    open,
    setOpen,
    /** True once the dialog has been asked for: from then on its lazy component stays mounted. */
    requested,
    triggerProps: { ref: triggerRef, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: show },
    restoreFocus,
  };
}
