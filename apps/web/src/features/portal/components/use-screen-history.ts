import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { LeaveGuard } from './leave-guard';

/** Marks the history entry a step or the review adds on top of the file's. */
const marker = 'mapleportalscreen';
const isInnerEntry = (state: unknown) => typeof state === 'object' && state !== null && marker in state;

/**
 * The phone's Back button (and the browser's) inside the portal's one page: opening a step or the
 * review from the file adds a history entry, so Back returns to the file instead of leaving the
 * portal with the borrower's place lost. Back with unsaved edits asks first, as the screen's own Back
 * does: the entry is put back while the question shows, and taken away again if they leave.
 *
 * `inner` says whether a step or the review shows; `guard` is the open screen's leave guard, if any;
 * `toFile` shows the file again. Returns `opened` (call it when a step or the review opens from the
 * file) and `closed` (call it when the screen's own Back has left, so the entry goes too).
 */
export function useScreenHistory(inner: boolean, guard: () => LeaveGuard | null, toFile: () => void) {
  // Read by the listener as the screen is now: the ways in and out set it at once, before the state
  // update has re-rendered; each render confirms it.
  const innerNow = useRef(inner);
  useLayoutEffect(() => {
    innerNow.current = inner;
  }, [inner]);

  const opened = useCallback(() => {
    if (!isInnerEntry(window.history.state)) window.history.pushState({ [marker]: true }, '');
    innerNow.current = true;
  }, []);
  const closed = useCallback(() => {
    innerNow.current = false;
    if (isInnerEntry(window.history.state)) window.history.back();
  }, []);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      // Forward onto a step's old entry, or the entry a Back the page made itself took away.
      if (isInnerEntry(event.state) || !innerNow.current) return;
      const ask = guard();
      if (!ask) {
        innerNow.current = false;
        toFile();
        return;
      }
      let left = false;
      let restored = false;
      ask(() => {
        left = true;
        innerNow.current = false;
        toFile();
        if (restored) window.history.back();
      });
      if (!left) {
        restored = true;
        window.history.pushState({ [marker]: true }, '');
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [guard, toFile]);

  return { opened, closed };
}
