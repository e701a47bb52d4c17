import { infiniteQueryOptions } from '@tanstack/react-query';
import type { NewsPage } from '@maple/shared/schemas/news';
import { fetchNewsPage, newsKeys } from '@/features/news-articles/api/news-queries';
import { readNewsCache } from '@/features/news-articles/news-local-cache';
import { appClock } from '@/lib/clock';

/** First pages the browser took from its localStorage copy: showing them again is no reason to store them again (their 3 minutes would never end). */
export const keptPages = new WeakSet<NewsPage>();

/**
 * The news page's list for a search text: pages from cursor 0, each "Load More" asking
 * from the previous page's cursor with the query's abort signal, so a search changed or a page left
 * while a page loads cancels it. Lives here, not beside the home's news query, which ships with the
 * home page. The server renders /mortgage-news with the unsearched list's first page.
 */
export const newsListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...newsKeys.all, 'list', q] as const,
    queryFn: ({ pageParam, signal }): Promise<NewsPage> => {
      // The unsearched list as this browser last loaded it (all its pages as one), for 3 minutes.
      // Never on the server: there is no localStorage there, and what it renders must be the server's.
      const kept = !q && pageParam === null && typeof window !== 'undefined' ? readNewsCache(appClock.now().getTime()) : null;
      if (kept) {
        const page: NewsPage = { articles: kept.articles, hasMore: kept.hasMore, nextCursor: kept.nextCursor, source: kept.source };
        keptPages.add(page);
        return Promise.resolve(page);
      }
      return fetchNewsPage({ cursor: pageParam, q: q || undefined }, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    // As before the list moved to a query: a failed call shows its alert at once, and "Load More" is the retry.
    retry: false,
  });
