import { asc, eq } from 'drizzle-orm';
import { newsArticles, newsCacheState, newsFeeds } from '@maple/db/schema/news';
import { newsScrapeMax } from '@maple/shared/news-limits';
import type { NewsArticle, NewsSource } from '@maple/shared/schemas/news';
import type { Db } from '@maple/db/client';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { readArticleMeta } from './article-meta.ts';
import { readFeeds } from './feed-source.ts';
import { readStream } from './inoreader-client.ts';
import { findConfig, withInoreader, type StoredConfig } from './inoreader-store.ts';
import type { NewsDeps } from './news-settings.ts';

/** Spec §9: a second page is fetched when the first has fewer than 10 articles. */
const secondPageBelow = 10;

async function readInoreader(deps: NewsDeps, config: StoredConfig): Promise<NewsArticle[]> {
  return withInoreader(deps, config, async (credentials) => {
    const first = await readStream(credentials, deps.news);
    if (first.articles.length >= secondPageBelow || !first.continuation) return first.articles;
    const second = await readStream(credentials, deps.news, { continuation: first.continuation });
    return [...first.articles, ...second.articles];
  });
}

/**
 * Spec §7 in order: the Inoreader stream when an active configuration exists; else, or when it
 * fails or times out, the console's RSS/Atom feeds; else nothing (the samples).
 */
async function fetchFromSources(deps: NewsDeps): Promise<{ source: Exclude<NewsSource, 'samples'>; articles: NewsArticle[] } | null> {
  const config = await findConfig(deps);
  if (config?.isActive) {
    try {
      const articles = await readInoreader(deps, config);
      if (articles.length > 0) return { source: 'inoreader', articles };
      deps.logger.warn('news: inoreader gave no articles; trying the feeds');
    } catch (error) {
      deps.logger.warn('news: inoreader failed; trying the feeds', { error: error instanceof Error ? error.message : 'unknown' });
    }
  }
  const feeds = await deps.db.select({ url: newsFeeds.url }).from(newsFeeds).orderBy(asc(newsFeeds.position));
  if (feeds.length > 0) {
    const { articles, failures } = await readFeeds(
      feeds.map((f) => f.url),
      deps.news,
    );
    for (const failure of failures) deps.logger.warn('news: feed failed', failure);
    if (articles.length > 0) return { source: 'feeds', articles };
  }
  return null;
}

/** Light scraping (spec §9): the first few articles without an image get their page's og:image. */
async function fillMissingImages(deps: NewsDeps, articles: NewsArticle[]): Promise<Set<string>> {
  const missing = articles.filter((a) => !a.image).slice(0, newsScrapeMax);
  await Promise.all(
    missing.map(async (article) => {
      const meta = await readArticleMeta(article.link, deps.news);
      article.image = meta.image;
      if (!article.summary) article.summary = meta.summary;
    }),
  );
  return new Set(missing.map((a) => a.id));
}

async function refreshNow(deps: NewsDeps): Promise<NewsSource> {
  const fetched = await fetchFromSources(deps);
  const enriched = fetched ? await fillMissingImages(deps, fetched.articles) : new Set<string>();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(newsArticles);
    if (fetched && fetched.articles.length > 0) {
      await tx
        .insert(newsArticles)
        .values(
          fetched.articles.map((a, position) => ({
            ...a,
            source: fetched.source,
            position,
            published: a.published ? new Date(a.published) : null,
            enrichedAt: enriched.has(a.id) ? now : null,
          })),
        )
        // Two processes refreshing at once write the same ids; the second one's copy is the same news.
        .onConflictDoNothing();
    }
    const source = fetched?.source ?? 'samples';
    await tx.insert(newsCacheState).values({ id: 'current', source, refreshedAt: now }).onConflictDoUpdate({ target: newsCacheState.id, set: { source, refreshedAt: now } });
  });
  deps.logger.info('news refreshed', { source: fetched?.source ?? 'samples', articles: fetched?.articles.length ?? 0 });
  // Run by the schedule or behind a visit, never by a signed-in write: every process is told here.
  await announcePublicChange(deps.db, 'news refreshed', deps.logger);
  return fetched?.source ?? 'samples';
}

// Visits that find the cache stale at the same moment share one refresh in this process.
const inFlight = new WeakMap<Db, Promise<NewsSource>>();

/** Fills the shared cache from the sources now (the scheduler's job, a visit to an empty cache). */
export function refreshNews(deps: NewsDeps): Promise<NewsSource> {
  const running = inFlight.get(deps.db);
  if (running) return running;
  const started = refreshNow(deps).finally(() => inFlight.delete(deps.db));
  inFlight.set(deps.db, started);
  return started;
}

/** Forgets the cached list, so the next visit reads the sources again (after a console change). */
export async function clearNewsCache(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsArticles);
    await tx.delete(newsCacheState).where(eq(newsCacheState.id, 'current'));
  });
}

/**
 * The cache as a visit sees it. An empty cache is filled before answering; a stale one is
 * answered at once and refreshed behind the visit, so no visitor waits on a slow feed while a
 * copy exists.
 */
export async function currentNewsSource(deps: NewsDeps): Promise<NewsSource> {
  const [state] = await deps.db.select().from(newsCacheState).where(eq(newsCacheState.id, 'current'));
  if (!state) return refreshNews(deps);
  if (deps.clock.now().getTime() - state.refreshedAt.getTime() > deps.news.staleAfterMs) {
    refreshNews(deps).catch((error: unknown) => deps.logger.warn('news: background refresh failed', { error: error instanceof Error ? error.message : 'unknown' }));
  }
  return state.source;
}
