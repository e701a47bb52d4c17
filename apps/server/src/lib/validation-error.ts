import type { Context } from 'hono';
import type { z } from 'zod';
import type { Language } from '@maple/shared/i18n/languages';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from './app-error.ts';
import { textIn } from './in-language.ts';

/**
 * The zValidator hook every route passes: a failed parse becomes ARCHITECTURE §5's 400 shape with the
 * first message per field, so a form can show each message beside its input. The error handler puts
 * each catalogue text in the asking page's language; the one text built here from the field names
 * is put in it here, before the names go in (decision 071).
 */
export function validationError(result: { success: true } | { success: false; error: z.core.$ZodError }, c: Context): void {
  if (result.success) return;
  const fields = fieldErrors(result.error);
  const unknown = unknownFieldPaths(result.error);
  const unknownFields = textIn(errorsMessages.unknownFields, (c.var as { language?: Language }).language ?? 'en');
  const first = unknown.length ? unknownFields.replace('{fields}', unknown.join(', ')) : result.error.issues[0]?.message;
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
