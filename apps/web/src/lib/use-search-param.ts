import { useCallback } from 'react';
import { useSearchParams } from './use-search-params';

/**
 * One query parameter as a view's state (`?agent=…`, `?done=1`), so a reload, a shared link and Back
 * keep it: the value ('' when absent) and its setter, which drops the parameter for ''. The change
 * replaces the history entry, as a filter does, and keeps the scroll where it is.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}
