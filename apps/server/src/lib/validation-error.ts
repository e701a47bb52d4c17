import type { Context } from 'hono';
import type { z } from 'zod';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from './app-error.ts';

/**
 * The zValidator hook every route passes: a failed parse becomes DESIGN.md §5's 400 shape with the
 * first message per field, so a form can show each message beside its input.
 */
export function validationError(result: { success: true } | { success: false; error: z.core.$ZodError }, _c: Context): void {
  if (result.success) return;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message;
  throw new AppError('bad_request', first ?? errorsMessages.badRequest, fields);
}

export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}
