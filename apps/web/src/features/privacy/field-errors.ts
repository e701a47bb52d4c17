import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** The first message per top-level field (`corrections.email` is the correction's email); `_` for the form itself. */
export type FieldErrors = Record<string, string>;

function firstPerField(entries: Iterable<readonly [string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) errors[path.split('.').at(-1) || '_'] ??= message;
  return errors;
}

export const parseErrors = (error: z.core.$ZodError): FieldErrors => firstPerField(error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const));

/** The server's field messages of a refused save; a refusal without them is the form's own error. */
export function serverErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  if (!error.fields) return { _: error.message };
  return firstPerField(Object.entries(error.fields).map(([path, v]) => [path, Array.isArray(v) ? (v[0] ?? '') : v] as const));
}
