import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { errorsMessages } from '@maple/shared/messages/errors';
import { pageLanguage } from '@maple/shared/messages/locale';
import type { Answer, Args, BodyArgs, CallOptions, Method, Operation } from './api-call-types';
import type { paths } from './api-types.generated';

export type ApiFieldErrors = Record<string, string | string[]>;

/** An error reply from the server, in our `{ error: { code, message, fields } }` shape or better-auth's `{ code, message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldErrors | undefined;

  constructor(status: number, code: string, message: string, fields?: ApiFieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const fallbackByStatus: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: errorsMessages.badRequest },
  401: { code: 'unauthorized', message: errorsMessages.unauthorized },
  403: { code: 'forbidden', message: errorsMessages.forbidden },
  404: { code: 'not_found', message: errorsMessages.notFound },
  409: { code: 'conflict', message: errorsMessages.conflict },
  413: { code: 'too_large', message: errorsMessages.tooLarge },
  429: { code: 'rate_limited', message: errorsMessages.rateLimited },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toApiError(status: number, payload: unknown): ApiError {
  const fallback = fallbackByStatus[status] ?? { code: 'internal', message: errorsMessages.internal };
  const source = isRecord(payload) && isRecord(payload.error) ? payload.error : payload;
  if (!isRecord(source)) return new ApiError(status, fallback.code, fallback.message);
  const code = typeof source.code === 'string' && source.code ? source.code : fallback.code;
  const message = typeof source.message === 'string' && source.message ? source.message : fallback.message;
  const fields = isRecord(source.fields) ? (source.fields as ApiFieldErrors) : undefined;
  return new ApiError(status, code, message, fields);
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server renders public pages with the same queries the browser runs; there a relative URL has
 * no origin to go to, so entry-server.tsx answers them in-process instead (decision 043).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** One call: a JSON body (or a multipart form), the parsed answer back, or an ApiError in the contract's shape. */
async function send(method: Method, url: string, body: unknown, options: CallOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The server answers in the page's language (content, refusals); decision 066.
  if (pageLanguage !== 'en') headers['X-Maple-Language'] = pageLanguage;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(url, { method: method.toUpperCase(), headers, body: payload, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', errorsMessages.network);
  }

  const answer = await readPayload(response);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer;
}

/** `/api/leads/{id}` with `{ id }` → `/api/leads/a%2Fb`; the query's unset values are left out. */
export function urlOf(path: string, options: Pick<CallOptions, 'path' | 'query'>): string {
  const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(options.path?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null && item !== '') query.append(name, String(item));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The API, typed from its own description: each path and method takes the path parameters, query
 * and body its route definition declares and resolves with the answer it declares
 * (api-types.generated.ts, written by `npm run api:types` from the routes' zod schemas).
 */
export const api = {
  get: <P extends PathsWithMethod<paths, 'get'>>(path: P, ...[options]: Args<Operation<P, 'get'>>) => call<Answer<Operation<P, 'get'>>>('get', path, undefined, options as CallOptions),
  post: <P extends PathsWithMethod<paths, 'post'>>(path: P, ...[body, options]: BodyArgs<Operation<P, 'post'>>) => call<Answer<Operation<P, 'post'>>>('post', path, body, options as CallOptions),
  put: <P extends PathsWithMethod<paths, 'put'>>(path: P, ...[body, options]: BodyArgs<Operation<P, 'put'>>) => call<Answer<Operation<P, 'put'>>>('put', path, body, options as CallOptions),
  patch: <P extends PathsWithMethod<paths, 'patch'>>(path: P, ...[body, options]: BodyArgs<Operation<P, 'patch'>>) => call<Answer<Operation<P, 'patch'>>>('patch', path, body, options as CallOptions),
  delete: <P extends PathsWithMethod<paths, 'delete'>>(path: P, ...[options]: Args<Operation<P, 'delete'>>) => call<Answer<Operation<P, 'delete'>>>('delete', path, undefined, options as CallOptions),
};

function call<T>(method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return send(method, urlOf(path, options), body, options) as Promise<T>;
}
