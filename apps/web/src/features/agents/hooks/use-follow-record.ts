import { useEffect } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * A record saved elsewhere (another tab of the same editor, a refetch) becomes the form's new
 * starting point, unless the person is in the middle of editing: typed edits are never replaced.
 */
export function useFollowRecord<Record, Values extends FieldValues>(record: Record, form: { dirty: boolean; reset: UseFormReset<Values> }, values: (record: Record) => Values) {
  const { dirty, reset } = form;
  useEffect(() => {
    if (!dirty) reset(values(record));
    // Only a new record resets; `dirty` turning false after a save must not (the save resets it itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);
}
