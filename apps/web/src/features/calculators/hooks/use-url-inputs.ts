import { useCallback, useState } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { readRawInputs, toSearchParams, type RawInputs } from '../url-inputs';

/**
 * A calculator's fields as text, kept in the URL query (replacing the history entry) so a result
 * can be shared, bookmarked or reloaded. The text lives in component state as well: inputs stay
 * responsive while the router applies each URL change, and the results follow every keystroke.
 * An emptied field is left out of the URL, so a reload shows its default.
 */
export function useUrlInputs<K extends string>(defaults: RawInputs<K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [raw, setRaw] = useState(() => readRawInputs(searchParams, defaults));

  const setFields = useCallback(
    (changes: Partial<RawInputs<K>>) => {
      const next = { ...raw, ...changes };
      setRaw(next);
      setSearchParams(
        (previous) => {
          // Other parameters (campaign tags and the like) are kept as they were.
          const params = new URLSearchParams(previous);
          for (const name of Object.keys(defaults)) params.delete(name);
          for (const [name, text] of toSearchParams(next)) params.set(name, text);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [raw, defaults, setSearchParams],
  );
  const setField = useCallback((key: K, value: string) => setFields({ [key]: value } as Partial<RawInputs<K>>), [setFields]);

  return [raw, setField, setFields] as const;
}
