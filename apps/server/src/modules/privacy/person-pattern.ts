import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PersonKey } from '@maple/shared/schemas/privacy';

/** What an erased address or number is replaced with inside text that is kept (a note, a webhook body). */
export const erasedMark = '[erased]';

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Between a phone number's digits people write spaces, dots, dashes, slashes and brackets.
const phoneSeparator = '[ ()./+-]{0,3}';

/**
 * One regular expression for a person's email address and phone number, read the same by
 * PostgreSQL (`~*`, case-insensitive) and JavaScript (flags `gi`), so the search, the erasure and
 * the scrubbing of kept text agree on what is theirs. The address must stand alone (not be the
 * tail of a longer one); the number may be written with any separators and a leading "1", but
 * not sit inside a longer run of digits.
 */
export function personPattern(person: PersonKey): string {
  const parts: string[] = [];
  if (person.email) parts.push(`(?<![a-z0-9._%+-])${escapeRegex(person.email)}(?![a-z0-9-])`);
  if (person.phone) parts.push(`(?<![0-9])(?:1${phoneSeparator})?${[...person.phone].join(phoneSeparator)}(?![0-9])`);
  return parts.join('|');
}

/** True when the text holds the person's address or number. */
export const holdsPerson = (pattern: string, value: string | null | undefined): boolean => !!value && new RegExp(pattern, 'i').test(value);

/** The SQL condition "this column (or JSON, read as text) holds the person's address or number". */
export const columnHolds = (column: SQLWrapper, pattern: string): SQL => sql`(${column})::text ~* ${pattern}`;

/** The text with every occurrence of the address and number replaced by the erased mark. */
export const scrubText = (pattern: string, value: string): string => value.replace(new RegExp(pattern, 'gi'), erasedMark);

/** A JSON value scrubbed inside its strings: the mark holds no quote or backslash, so the JSON stays valid. */
export function scrubJson<T>(pattern: string, value: T): T {
  return JSON.parse(scrubText(pattern, JSON.stringify(value))) as T;
}

/**
 * What an erased request keeps of the person: SHA-256 of the lower-cased address and of the
 * digits, enough to tell that a later request names the same person, not enough to read either.
 */
export const personHash = (value: string): string => createHash('sha256').update(value).digest('hex');
