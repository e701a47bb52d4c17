import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError, codeForStatus, defaultMessage, errorBody, errorStatus } from '../lib/app-error.ts';
import { describeError } from '../lib/describe-error.ts';
import type { AppEnv } from '../lib/app-env.ts';

/** One place turns every failure into ARCHITECTURE §5's shape; stack traces stay in the log. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    const answer = c.json(errorBody(error.code, error.message, error.fields), errorStatus[error.code]);
    error.headers?.forEach((value, name) => {
      if (name !== 'set-cookie') answer.headers.set(name, value);
    });
    for (const cookie of error.headers?.getSetCookie() ?? []) answer.headers.append('set-cookie', cookie);
    return answer;
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = codeForStatus(status);
    const message = code === 'too_large' ? errorsMessages.tooLarge : error.message || defaultMessage[code];
    return c.json(errorBody(code, message), status);
  }
  if (isMalformedJson(error)) return c.json(errorBody('bad_request', errorsMessages.invalidJson), 400);
  c.var.logger?.error('unhandled error', { ...describeError(error) });
  return c.json(errorBody('internal', errorsMessages.internal), 500);
}

function isMalformedJson(error: Error): boolean {
  return error instanceof SyntaxError && /JSON/i.test(error.message);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody('not_found', errorsMessages.notFound), 404);
}
