import { isApiError } from '@/lib/api-client';

/** Messages by field, keyed as the server keys them (`name`, `features.0`, `_` for the whole form). */
export type FieldMessages = Record<string, string>;

/** The server's per-field messages of a 400 (`{ error: { fields } }`); none for any other failure. */
export function serverFieldErrors(error: unknown): FieldMessages {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [name, (Array.isArray(message) ? message[0] : message) ?? '']));
}

/**
 * Splits the server's messages into those a form can show beside an input and the rest. A message
 * belongs to the form when its path starts with one of the form's fields (`features.2` → `features`),
 * so a field the form has shows its message and nothing the server said is lost.
 */
export function splitFieldErrors(messages: FieldMessages, fields: readonly string[]): { shown: FieldMessages; others: string[] } {
  const shown: FieldMessages = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field !== undefined) shown[field] ??= message;
    else others.push(message);
  }
  return { shown, others };
}
