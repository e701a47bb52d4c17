import { useCallback, useEffect, useRef, useState } from 'react';
import { newsEnrichMax } from '@maple/shared/news-limits';
import { newsMessages } from '@maple/shared/messages/news';
import type { NewsArticle, NewsPage, NewsSource } from '@maple/shared/schemas/news';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { enrichNews, fetchNewsPage, newsKeys } from '@/features/news-articles/api/news-queries';
import { readNewsCache, writeNewsCache } from '@/features/news-articles/news-local-cache';
import { appClock } from '@/lib/clock';

/** The list as last loaded, and for which search text (so a new search reads as loading). */
type Loaded = { q: string; articles: NewsArticle[]; hasMore: boolean; nextCursor: string | null; source: NewsSource | null; error: string | null };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : newsMessages.fetchFailed);

/**
 * The news page's list (spec §4): a first page from cursor 0 for the search text, 'Load More'
 * appending from the next cursor, and the unsearched list kept in localStorage for 3 minutes
 * (read and written in effects and callbacks only). After each page shows, one background call
 * fills missing images and summaries.
 */
/** The unsearched first page: what the server renders /mortgage-news with. Here, not beside the home's news query, which ships with the home page. */
const newsFirstPageQuery = () => queryOptions({ queryKey: newsKeys.firstPage(), queryFn: ({ signal }) => fetchNewsPage({}, signal) });

const listOf = (q: string, page: NewsPage): Loaded => ({ q, articles: page.articles, hasMore: page.hasMore, nextCursor: page.nextCursor, source: page.source, error: null });

export function useNewsList(q: string) {
  const queryClient = useQueryClient();
  // Never fetched by this observer in the browser (the effect below loads, localStorage first); the
  // server render fetches every query a page builds, so the served page has the first articles.
  useQuery({ ...newsFirstPageQuery(), enabled: false });
  const [served] = useState(() => (q ? undefined : queryClient.getQueryData(newsFirstPageQuery().queryKey)));
  const [loaded, setLoaded] = useState<Loaded | null>(() => (served ? listOf('', served) : null));
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const remember = useCallback((list: Loaded) => {
    if (!list.q && list.source) writeNewsCache({ articles: list.articles, hasMore: list.hasMore, nextCursor: list.nextCursor, source: list.source }, appClock.now().getTime());
  }, []);

  const enrich = useCallback(
    (articles: NewsArticle[], source: NewsSource, forGeneration: number) => {
      if (source === 'samples') return;
      const ids = articles.filter((a) => !a.image || !a.summary).slice(0, newsEnrichMax).map((a) => a.id);
      if (ids.length === 0) return;
      enrichNews(ids)
        .then(({ articles: filled }) => {
          if (generation.current !== forGeneration) return;
          const byId = new Map(filled.map((a) => [a.id, a]));
          setLoaded((list) => {
            if (!list) return list;
            const next = { ...list, articles: list.articles.map((a) => byId.get(a.id) ?? a) };
            remember(next);
            return next;
          });
        })
        // Enrichment is a nicety: the cards already show with their placeholders.
        .catch(() => {});
    },
    [remember],
  );

  const apply = useCallback(
    (forQuery: string, page: NewsPage, options: { append: boolean; store: boolean }, forGeneration: number) => {
      setLoaded((list) => {
        const previous = options.append && list ? list.articles : [];
        const articles = [...previous, ...page.articles.filter((a) => !previous.some((b) => b.id === a.id))];
        const next: Loaded = { q: forQuery, articles, hasMore: page.hasMore, nextCursor: page.nextCursor, source: page.source, error: null };
        if (options.store) remember(next);
        return next;
      });
      enrich(page.articles, page.source, forGeneration);
    },
    [enrich, remember],
  );

  // A new search starts again from the first page.
  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    const cached = q ? null : readNewsCache(appClock.now().getTime());
    // What the page was served with is newer than what this browser kept.
    const known = q ? null : (served ?? cached);
    const request: Promise<NewsPage> = known ? Promise.resolve(known) : fetchNewsPage({ q: q || undefined }, controller.signal);
    request
      .then((page) => {
        if (generation.current === current) apply(q, page, { append: false, store: !known || known !== cached }, current);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || generation.current !== current) return;
        setLoaded({ q, articles: [], hasMore: false, nextCursor: null, source: null, error: messageOf(error) });
      });
    return () => controller.abort();
  }, [q, apply, served]);

  const current = loaded && loaded.q === q ? loaded : null;
  const loadMore = useCallback(() => {
    if (!current?.nextCursor || loadingMore) return;
    const forGeneration = generation.current;
    setLoadingMore(true);
    fetchNewsPage({ cursor: current.nextCursor, q: q || undefined })
      .then((page) => {
        if (generation.current === forGeneration) apply(q, page, { append: true, store: true }, forGeneration);
      })
      .catch((error: unknown) => {
        if (generation.current === forGeneration) setLoaded((list) => (list ? { ...list, error: messageOf(error) } : list));
      })
      .finally(() => setLoadingMore(false));
  }, [current, loadingMore, q, apply]);

  return {
    status: !current ? 'loading' : current.error && current.articles.length === 0 ? 'error' : 'ready',
    /** While a new search loads, the previous results stay on screen (marked busy). */
    articles: loaded?.articles ?? [],
    hasMore: current?.hasMore ?? false,
    error: current?.error ?? null,
    loadingMore,
    loadMore,
  } as const;
}
