import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsHomeCount } from '@maple/shared/news-limits';
import type { NewsArticle, NewsPage } from '@maple/shared/schemas/news';
import { api } from '@/lib/api-client';

export const newsKeys = {
  all: ['news'] as const,
  home: () => [...newsKeys.all, 'home'] as const,
};

/** GET /api/news: one page from the server's cache (Inoreader, the feeds or the samples). */
export function fetchNewsPage(params: { cursor?: string | null; q?: string; limit?: number }, signal?: AbortSignal): Promise<NewsPage> {
  return api.get('/api/news', { query: { cursor: params.cursor || undefined, q: params.q || undefined, limit: params.limit || undefined }, signal });
}

/** POST /api/news/enrich: the server fills missing images and summaries of articles it holds. */
export function enrichNews(ids: string[], signal?: AbortSignal): Promise<{ articles: NewsArticle[] }> {
  return api.post('/api/news/enrich', { ids }, { signal });
}

/** The home page's first 3 articles. */
export const homeNewsQuery = () =>
  queryOptions({
    queryKey: newsKeys.home(),
    queryFn: ({ signal }) => fetchNewsPage({ limit: newsHomeCount }, signal),
  });

export function useHomeNews() {
  return useQuery(homeNewsQuery());
}
