import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError, codeForStatus, defaultMessage, errorBody, errorStatus } from '../lib/app-error.ts';
import { describeError } from '../lib/describe-error.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { textIn } from '../lib/in-language.ts';

/**
 * One place turns every failure into ARCHITECTURE §5's shape; stack traces stay in the log. The
 * message and each field's message are read by a person, so they are written in the language of
 * the page that asked (a French page's api-client says `X-Maple-Language: fr`; decision 071): a
 * catalogue text is found in that language, a text built from values stays as it is.
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  // A failure before the language middleware ran (the request's context) is answered in English.
  const language = c.var.language ?? 'en';
  const say = (text: string) => textIn(text, language);
  if (error instanceof AppError) {
    const fields = error.fields ? Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, say(text)])) : undefined;
    const answer = c.json(errorBody(error.code, say(error.message), fields), errorStatus[error.code]);
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
    return c.json(errorBody(code, say(message)), status);
  }
  if (isMalformedJson(error)) return c.json(errorBody('bad_request', say(errorsMessages.invalidJson)), 400);
  c.var.logger?.error('unhandled error', { ...describeError(error) });
  return c.json(errorBody('internal', say(errorsMessages.internal)), 500);
}

function isMalformedJson(error: Error): boolean {
  return error instanceof SyntaxError && /JSON/i.test(error.message);
}

export function apiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody('not_found', textIn(errorsMessages.notFound, c.var.language ?? 'en')), 404);
}
