import { useCallback, useRef } from 'react';

/**
 * Radix gives focus back on close only to its own Trigger. The webhook dialogs open from a row's
 * buttons (one shared dialog for many rows), so the button that opened one is remembered when it
 * opens and focused again when it closes; one that is gone meanwhile leaves focus where Radix puts it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restoreFocus = useCallback((event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }, []);
  return { remember, restoreFocus };
}
