import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorsMessages } from '@maple/shared/messages/errors';
import { twoFactorMessages } from '@maple/shared/messages/two-factor';

export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  /** An outside source the server was asked to read (the rate source) failed; nothing changed. */
  upstream_failed: 502,
  /** A staff user the brokerage requires to use two-factor sign-in, who has not set it up yet. */
  two_factor_required: 403,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/**
 * A failure the client may see: its code picks the status, its message is shown to people.
 * `headers` go out with the answer (Retry-After, or better-auth's cookie that ends a spent sign-in challenge).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Headers,
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The contract's code for an error status that did not come from an AppError (Hono, better-auth). */
export function codeForStatus(status: number): ErrorCode {
  const known = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, s]) => s === status);
  return known?.[0] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The catalogue's words for a code, when the failure brought none fit to show. */
export const defaultMessage: Record<ErrorCode, string> = {
  bad_request: errorsMessages.badRequest,
  unauthorized: errorsMessages.unauthorized,
  forbidden: errorsMessages.forbidden,
  not_found: errorsMessages.notFound,
  conflict: errorsMessages.conflict,
  too_large: errorsMessages.tooLarge,
  unsupported_media_type: errorsMessages.unsupportedMediaType,
  rate_limited: errorsMessages.rateLimited,
  internal: errorsMessages.internal,
  upstream_failed: errorsMessages.upstreamFailed,
  two_factor_required: twoFactorMessages.required,
};
