import type { Context } from 'hono';
import type { z } from 'zod';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from './app-error.ts';

/**
 * The zValidator hook every route passes: a failed parse becomes ARCHITECTURE §5's 400 shape with the
 * first message per field, so a form can show each message beside its input.
 */
export function validationError(result: { success: true } | { success: false; error: z.core.$ZodError }, _c: Context): void {
  if (result.success) return;
  const fields = fieldErrors(result.error);
  const unknown = unknownFieldPaths(result.error);
  const first = unknown.length ? errorsMessages.unknownFields.replace('{fields}', unknown.join(', ')) : result.error.issues[0]?.message;
  throw new AppError('bad_request', first ?? errorsMessages.badRequest, fields);
}

/** The first message per field; a field the schema does not take is named on its own ('Unknown field'). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[pathOf([...issue.path, key])] = errorsMessages.unknownField;
      continue;
    }
    fields[pathOf(issue.path)] ??= issue.message;
  }
  return fields;
}

function unknownFieldPaths(error: z.core.$ZodError): string[] {
  return error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => pathOf([...issue.path, key])) : []));
}

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';
