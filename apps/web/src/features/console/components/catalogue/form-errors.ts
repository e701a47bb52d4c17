import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed shared-schema parse, keyed as the server keys them. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** The server's per-field messages of a 400, to show beside the inputs. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] ?? '' : v]));
}
