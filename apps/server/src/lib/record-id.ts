import { z } from 'zod';

const guid = z.guid();

/**
 * Whether a path segment can be a uuid column value. Checked before querying because Postgres
 * rejects a malformed uuid with an error, and a mistyped link should be a 404, not a 500.
 */
export function isRecordId(value: string): boolean {
  return guid.safeParse(value).success;
}
