import { useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { newsEnrichMax } from '@maple/shared/news-limits';
import { newsMessages } from '@maple/shared/messages/news';
import type { NewsArticle, NewsPage } from '@maple/shared/schemas/news';
import { enrichNews } from '@/features/news-articles/api/news-queries';
import { writeNewsCache } from '@/features/news-articles/news-local-cache';
import { appClock } from '@/lib/clock';
import { keptPages, newsListQuery } from './news-list-query';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : newsMessages.fetchFailed);

/** The pages' articles in order, each once (a feed that moved between two pages repeats one). */
function mergePages(pages: NewsPage[]): NewsArticle[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.articles.filter((a) => !seen.has(a.id) && seen.add(a.id)));
}

/**
 * The news page's list on `useInfiniteQuery`: a first page for the search text, "Load
 * More" appending the next, the previous results on screen (busy) while a new search loads, and the
 * unsearched list kept in localStorage for 3 minutes (written in an effect). After each page shows,
 * one background call fills missing images and summaries.
 */
export function useNewsList(q: string) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...newsListQuery(q), placeholderData: keepPreviousData });
  const data = list.isPlaceholderData ? undefined : list.data;
  const articles = useMemo(() => mergePages(list.data?.pages ?? []), [list.data]);
  useEnrichment(queryClient, q, data);

  useEffect(() => {
    const first = data?.pages[0];
    const last = data?.pages.at(-1);
    if (q || !first || !last || (data.pages.length === 1 && keptPages.has(first))) return;
    writeNewsCache({ articles: mergePages(data.pages), hasMore: last.hasMore, nextCursor: last.nextCursor, source: first.source }, appClock.now().getTime());
  }, [q, data]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  return {
    status: list.isPlaceholderData || (list.isPending && !list.isError) ? 'loading' : list.data ? 'ready' : 'error',
    /** While a new search loads, the previous results stay on screen (marked busy). */
    articles,
    hasMore: !list.isPlaceholderData && hasNextPage,
    error: list.isError ? messageOf(list.error) : null,
    loadingMore: isFetchingNextPage,
    loadMore,
  } as const;
}

/** One call per page shown, for the articles without an image or summary; the answers go into the list's cached pages. */
function useEnrichment(queryClient: QueryClient, forQuery: string, shown: InfiniteData<NewsPage> | undefined) {
  const asked = useRef(new Map<string, Set<string>>());
  useEffect(() => {
    if (!shown) return;
    const askedHere = asked.current.get(forQuery) ?? new Set<string>();
    asked.current.set(forQuery, askedHere);
    for (const page of shown.pages) {
      const fresh = page.articles.filter((a) => !askedHere.has(a.id));
      for (const a of fresh) askedHere.add(a.id);
      if (page.source === 'samples') continue;
      const ids = fresh.filter((a) => !a.image || !a.summary).slice(0, newsEnrichMax).map((a) => a.id);
      if (ids.length === 0) continue;
      enrichNews(ids)
        .then(({ articles: filled }) => {
          const byId = new Map(filled.map((a) => [a.id, a]));
          queryClient.setQueryData(newsListQuery(forQuery).queryKey, (cached) =>
            cached ? { ...cached, pages: cached.pages.map((p) => ({ ...p, articles: p.articles.map((a) => byId.get(a.id) ?? a) })) } : cached,
          );
        })
        // Enrichment is a nicety: the cards already show with their placeholders.
        .catch(() => {});
    }
  }, [queryClient, forQuery, shown]);
}
