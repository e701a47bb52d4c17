import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { inoreaderConfig, inoreaderOauthStates } from '@maple/db/schema/inoreader-config';
import { newsFeeds } from '@maple/db/schema/news';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import type { Actor } from '@maple/shared/permissions';
import {
  saveNewsConfigInput,
  type InoreaderCallbackInput,
  type NewsConfigTestResult,
  type NewsConfigView,
  type NewsFeedList,
  type SaveNewsConfigInput,
  type SaveNewsFeedsInput,
} from '@maple/shared/schemas/news';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import { readFeed } from './feed-source.ts';
import { authorizeUrl, requestToken } from './inoreader-client.ts';
import { findConfig, probeInoreader, type StoredConfig } from './inoreader-store.ts';
import { clearNewsCache } from './news-cache.ts';
import type { NewsDeps } from './news-settings.ts';

const oauthStateMinutes = 10;

function view(row: StoredConfig | null): NewsConfigView {
  return {
    configured: row !== null,
    appId: row?.appId ?? '',
    userId: row?.userId ?? '',
    isActive: row?.isActive ?? false,
    appKeySet: Boolean(row?.appKey),
    accessTokenSet: Boolean(row?.accessToken),
    oauthConnected: Boolean(row?.refreshToken),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/admin/news-config: the console sees whether each secret is set, never the secret. */
export async function getNewsConfig(deps: NewsDeps, actor: Actor | null): Promise<NewsConfigView> {
  assertCan(actor, 'newsConfig:read');
  return view(await findConfig(deps));
}

/**
 * PUT /api/admin/news-config: all four fields required (signed-in §5), secrets encrypted before
 * they are stored; a blank secret keeps the stored one. The news cache is dropped so the next
 * visit reads the new source.
 */
export async function saveNewsConfig(deps: NewsDeps, actor: Actor | null, raw: SaveNewsConfigInput): Promise<NewsConfigView> {
  assertCan(actor, 'newsConfig:update');
  const input = saveNewsConfigInput.parse(raw);
  const existing = await findConfig(deps);
  const missing = (['appKey', 'accessToken'] as const).filter((key) => !input[key] && !existing?.[key]);
  if (missing.length) throw new AppError('bad_request', m.required, Object.fromEntries(missing.map((key) => [key, m.required])));
  const values = {
    appId: input.appId,
    userId: input.userId,
    isActive: input.isActive,
    appKey: input.appKey ? deps.secrets.encryptSecret(input.appKey) : existing!.appKey,
    accessToken: input.accessToken ? deps.secrets.encryptSecret(input.accessToken) : existing!.accessToken,
    // A token typed by hand replaces whatever the OAuth flow had stored.
    ...(input.accessToken ? { refreshToken: null, tokenExpiresAt: null } : {}),
    updatedAt: deps.clock.now(),
  };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = existing
      ? await tx.update(inoreaderConfig).set(values).where(eq(inoreaderConfig.id, existing.id)).returning()
      : await tx.insert(inoreaderConfig).values(values).returning();
    return saved!;
  });
  await clearNewsCache(deps.db);
  deps.logger.info('news config saved', { isActive: row.isActive });
  return view(row);
}

/** POST /api/admin/news-config/test: one small read of the stream with the stored configuration. */
export async function testNewsConfig(deps: NewsDeps, actor: Actor | null): Promise<NewsConfigTestResult> {
  assertCan(actor, 'newsConfig:read');
  const row = await findConfig(deps);
  if (!row) return { success: false, message: m.testFailed };
  try {
    await probeInoreader(deps, row);
    return { success: true, message: m.testSuccess };
  } catch (error) {
    deps.logger.warn('inoreader connection test failed', { error: error instanceof Error ? error.message : 'unknown' });
    return { success: false, message: m.testFailed };
  }
}

/**
 * POST /api/admin/news-config/oauth: the link to Inoreader's consent page. Its `state` is stored
 * with the super admin's user and session, so the callback only completes in that same session.
 */
export async function startInoreaderOauth(deps: NewsDeps, actor: Actor | null, session: { userId: string; sessionId: string }): Promise<{ url: string }> {
  assertCan(actor, 'newsConfig:update');
  const row = await findConfig(deps);
  if (!row) throw new AppError('bad_request', m.oauthNeedsApp);
  const state = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await deps.db.delete(inoreaderOauthStates).where(lt(inoreaderOauthStates.expiresAt, now));
  await deps.db.insert(inoreaderOauthStates).values({ state, ...session, expiresAt: new Date(now.getTime() + oauthStateMinutes * 60_000) });
  return { url: authorizeUrl(deps.news, row.appId, state) };
}

/**
 * POST /api/admin/news-config/oauth/callback: checks the state (once, same session, unexpired),
 * exchanges the code for tokens and stores them encrypted.
 */
export async function finishInoreaderOauth(
  deps: NewsDeps,
  actor: Actor | null,
  session: { userId: string; sessionId: string },
  input: InoreaderCallbackInput,
): Promise<NewsConfigView> {
  assertCan(actor, 'newsConfig:update');
  const [claimed] = await deps.db
    .delete(inoreaderOauthStates)
    .where(
      and(
        eq(inoreaderOauthStates.state, input.state),
        eq(inoreaderOauthStates.userId, session.userId),
        eq(inoreaderOauthStates.sessionId, session.sessionId),
        gt(inoreaderOauthStates.expiresAt, deps.clock.now()),
      ),
    )
    .returning();
  if (!claimed) throw new AppError('bad_request', m.oauthStateInvalid, { state: m.oauthStateInvalid });
  const row = await findConfig(deps);
  if (!row) throw new AppError('bad_request', m.oauthNeedsApp);
  let grant;
  try {
    grant = await requestToken(deps.news, { appId: row.appId, appKey: deps.secrets.decryptSecret(row.appKey) }, { code: input.code }, deps.clock.now());
  } catch (error) {
    deps.logger.warn('inoreader code exchange failed', { error: error instanceof Error ? error.message : 'unknown' });
    throw new AppError('bad_request', m.oauthFailed);
  }
  const [updated] = await deps.db
    .update(inoreaderConfig)
    .set({
      accessToken: deps.secrets.encryptSecret(grant.accessToken),
      refreshToken: grant.refreshToken ? deps.secrets.encryptSecret(grant.refreshToken) : null,
      tokenExpiresAt: grant.expiresAt,
      isActive: true,
      updatedAt: deps.clock.now(),
    })
    .where(eq(inoreaderConfig.id, row.id))
    .returning();
  await clearNewsCache(deps.db);
  deps.logger.info('inoreader connected through oauth');
  return view(updated!);
}

/** GET /api/admin/news-feeds */
export async function listNewsFeeds(deps: NewsDeps, actor: Actor | null): Promise<NewsFeedList> {
  assertCan(actor, 'newsConfig:read');
  const rows = await deps.db.select().from(newsFeeds).orderBy(asc(newsFeeds.position));
  return { feeds: rows.map((r) => ({ id: r.id, url: r.url, title: r.title, position: r.position })) };
}

/**
 * PUT /api/admin/news-feeds: the whole list in order. A feed not in the stored list must answer
 * with a readable RSS or Atom feed before anything is saved; then the list is replaced at once.
 */
export async function saveNewsFeeds(deps: NewsDeps, actor: Actor | null, input: SaveNewsFeedsInput): Promise<NewsFeedList> {
  assertCan(actor, 'newsConfig:update');
  const stored = new Set((await deps.db.select({ url: newsFeeds.url }).from(newsFeeds)).map((r) => r.url));
  const added = input.feeds.map((feed, index) => ({ feed, index })).filter(({ feed }) => !stored.has(feed.url));
  const checks = await Promise.allSettled(added.map(({ feed }) => readFeed(feed.url, deps.news)));
  const fields: Record<string, string> = {};
  checks.forEach((check, i) => {
    if (check.status === 'rejected') fields[`feeds.${added[i]!.index}.url`] = m.feedUnreadable;
  });
  if (Object.keys(fields).length) throw new AppError('bad_request', m.feedUnreadable, fields);
  await deps.db.transaction(async (tx) => {
    await tx.delete(newsFeeds);
    if (input.feeds.length) await tx.insert(newsFeeds).values(input.feeds.map((f, position) => ({ url: f.url, title: f.title || null, position })));
  });
  await clearNewsCache(deps.db);
  deps.logger.info('news feeds saved', { count: input.feeds.length });
  return listNewsFeeds(deps, actor);
}
