import { errorsMessages } from '@maple/shared/messages/errors';

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

type Body = unknown;

export interface RequestOptions {
  body?: Body;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', errorsMessages.network);
  }

  const payload = await readPayload(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
