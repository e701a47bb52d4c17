import type { NewsArticle } from '@maple/shared/schemas/news';
import { inoreaderDefaultCount } from '@maple/shared/news-limits';
import { buildArticle } from './article-fields.ts';
import type { NewsSettings } from '../../lib/news-settings.ts';

/** Inoreader's credentials in clear, only ever in memory (the database holds ciphertext). */
export type InoreaderCredentials = { appId: string; appKey: string; accessToken: string; userId: string };

export class InoreaderError extends Error {
  override name = 'InoreaderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

type StreamItem = {
  title?: unknown;
  published?: unknown;
  canonical?: { href?: unknown }[];
  alternate?: { href?: unknown }[];
  summary?: { content?: unknown };
  categories?: unknown;
  enclosure?: { href?: unknown; type?: unknown }[];
  visual?: { url?: unknown };
};
type StreamPage = { items?: StreamItem[]; continuation?: unknown };

/**
 * The Inoreader host is fixed configuration (INOREADER_API_URL), never an address from a user, so
 * the platform fetch is used here; every call still has the source's timeout.
 */
async function call(url: string, init: RequestInit, settings: NewsSettings): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    throw new InoreaderError(error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error');
  }
}

function toArticle(item: StreamItem): NewsArticle | null {
  const image = item.visual?.url ?? item.enclosure?.find((e) => typeof e.type === 'string' && e.type.startsWith('image/'))?.href;
  // Inoreader's categories are stream ids ("user/1005/label/Mortgages"): keep the label part.
  const categories = Array.isArray(item.categories)
    ? item.categories.filter((c): c is string => typeof c === 'string' && c.includes('/label/')).map((c) => c.slice(c.lastIndexOf('/') + 1))
    : [];
  return buildArticle({
    title: item.title,
    link: item.canonical?.[0]?.href ?? item.alternate?.[0]?.href,
    published: typeof item.published === 'number' ? item.published : undefined,
    summary: item.summary?.content,
    image,
    categories,
  });
}

/** One page of the user's reading list (Google Reader-style stream contents). */
export async function readStream(
  credentials: InoreaderCredentials,
  settings: NewsSettings,
  options: { count?: number; continuation?: string } = {},
): Promise<{ articles: NewsArticle[]; continuation: string | null }> {
  const streamId = `user/${credentials.userId}/state/com.google/reading-list`;
  const url = new URL(`${settings.inoreaderApiUrl}/stream/contents/${encodeURIComponent(streamId)}`);
  url.searchParams.set('n', String(options.count ?? inoreaderDefaultCount));
  if (options.continuation) url.searchParams.set('c', options.continuation);
  const response = await call(url.toString(), {
    headers: { authorization: `Bearer ${credentials.accessToken}`, AppId: credentials.appId, AppKey: credentials.appKey, accept: 'application/json' },
  }, settings);
  if (!response.ok) throw new InoreaderError(`stream answered ${response.status}`, response.status);
  let body: StreamPage;
  try {
    body = (await response.json()) as StreamPage;
  } catch {
    throw new InoreaderError('stream answered something other than JSON');
  }
  const items = Array.isArray(body.items) ? body.items : [];
  return {
    articles: items.map(toArticle).filter((a): a is NewsArticle => a !== null),
    continuation: typeof body.continuation === 'string' && body.continuation ? body.continuation : null,
  };
}

export type TokenGrant = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/** OAuth token endpoint: an authorisation code or a refresh token for an access token. */
export async function requestToken(
  settings: NewsSettings,
  client: { appId: string; appKey: string },
  grant: { code: string } | { refreshToken: string },
  /** When the answer arrives: the token's lifetime counts from here. */
  now: Date,
): Promise<TokenGrant> {
  const form = new URLSearchParams({ client_id: client.appId, client_secret: client.appKey });
  if ('code' in grant) {
    form.set('grant_type', 'authorization_code');
    form.set('code', grant.code);
    form.set('redirect_uri', settings.oauthRedirectUrl);
    form.set('scope', 'read');
  } else {
    form.set('grant_type', 'refresh_token');
    form.set('refresh_token', grant.refreshToken);
  }
  const response = await call(`${settings.inoreaderOauthUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  }, settings);
  if (!response.ok) throw new InoreaderError(`token endpoint answered ${response.status}`, response.status);
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (typeof body.access_token !== 'string' || !body.access_token) throw new InoreaderError('token endpoint gave no access token');
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : null;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
    expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
  };
}

/** Where the "Connect" button sends the super admin. */
export function authorizeUrl(settings: NewsSettings, appId: string, state: string): string {
  const url = new URL(`${settings.inoreaderOauthUrl}/auth`);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', settings.oauthRedirectUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'read');
  url.searchParams.set('state', state);
  return url.toString();
}
