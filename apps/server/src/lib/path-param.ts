import type { z } from 'zod';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from './app-error.ts';

/**
 * Path segments that cannot name anything (an unknown image kind or bucket, an id that is not a
 * UUID) answer 404 like a missing row, before any body is read or query runs.
 */
export function pathParams<T extends z.ZodType>(schema: T, params: Record<string, string>, notFound: string = errorsMessages.notFound): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError('not_found', notFound);
  return parsed.data;
}
