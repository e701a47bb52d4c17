import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser attaches to that HTML; true once the
 * app runs. React reads the server's answer during hydration, so the two renders agree, then
 * renders again with true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
