import { useCallback, useEffect } from 'react';
import { createSearchParams, useSearchParams as useRouterSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * The query the last change asked for, and the address's query when it asked: until the address
 * moves on from `from`, that change is still on its way and the next one builds on `to`.
 */
let lastChange: { from: string; to: string } | null = null;

/** The query as the changes made so far leave it, whether or not the address shows them yet. */
function currentQuery(): URLSearchParams {
  const now = window.location.search;
  return new URLSearchParams(lastChange && lastChange.from === now ? lastChange.to : now);
}

/**
 * React Router's `useSearchParams`, with one difference: a functional update is given the query as
 * the changes made so far leave it, not as it was at the last render. React Router hands it the
 * params of the last render, and renders a navigation in a transition, so two changes made before
 * the page re-rendered (filters picked quickly on a slow phone) lost all but the last. Every
 * component's setter shares what the last change asked for. ESLint refuses importing
 * `useSearchParams` from 'react-router'.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams();
  // Once a render shows the change, the address has it: Back or Forward may take it away again.
  useEffect(() => {
    if (lastChange && lastChange.to === (params.size ? `?${params}` : '')) lastChange = null;
  }, [params]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const query = createSearchParams(typeof next === 'function' ? next(currentQuery()) : next).toString();
      lastChange = { from: window.location.search, to: query ? `?${query}` : '' };
      setParams(query, options);
    },
    [setParams],
  );
  return [params, set];
}
