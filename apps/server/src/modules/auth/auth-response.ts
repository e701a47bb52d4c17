import { authMessages } from '@maple/shared/messages/auth';
import { errorsMessages } from '@maple/shared/messages/errors';
import type { Language } from '@maple/shared/i18n/languages';
import { codeForStatus, defaultMessage, errorBody, type ErrorCode } from '../../lib/app-error.ts';
import { textIn } from '../../lib/in-language.ts';

/**
 * better-auth's answers in our contract: errors as `{ error: { code, message } }`, its
 * `X-Retry-After` as the standard `Retry-After`, and no session token in any body (the token
 * lives in the httpOnly cookie; a copy in JSON would hand it to any script on the page). The
 * error's words are the catalogue's in the asking page's language (decision 071).
 */
export async function toContractResponse(response: Response, path: string, language: Language = 'en'): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.ok) {
    if (!headers.get('content-type')?.includes('application/json')) return response;
    const body: unknown = await response.json();
    return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
  }

  const retryAfter = headers.get('x-retry-after');
  headers.delete('x-retry-after');
  if (retryAfter) headers.set('Retry-After', String(Math.max(1, Number.parseInt(retryAfter, 10) || 1)));
  headers.set('content-type', 'application/json');
  const code = codeForStatus(response.status);
  const body = errorBody(code, textIn(await errorMessage(response, code, path), language));
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

async function errorMessage(response: Response, code: ErrorCode, path: string): Promise<string> {
  const signingIn = path.endsWith('/sign-in/email');
  if (signingIn && code === 'unauthorized') return authMessages.invalidCredentials;
  if (signingIn && code === 'rate_limited') return authMessages.tooManyAttempts;
  if (code === 'internal') return errorsMessages.internal;
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: fall through to the catalogue's words.
  }
  return defaultMessage[code];
}

/** Removes every `token` property, at any depth (sign-in's, get-session's, list-sessions'). */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'token').map(([key, v]) => [key, withoutTokens(v)]));
  }
  return value;
}
