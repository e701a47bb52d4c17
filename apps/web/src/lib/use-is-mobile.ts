import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: under 768px wide. Matches Tailwind's `md`. */
const query = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
