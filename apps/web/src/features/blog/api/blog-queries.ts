import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, urlOf } from '@/lib/api-client';

export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number) => [...blogKeys.all, 'list', page] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

/** The public blog shows nine posts a page (three rows of three cards). */
export const blogPageSize = 9;

/** The API address of one page of the public blog, as `api.get` asks for it (the browser caches it by this address). */
export const blogListUrl = (page: number) => urlOf('/api/blog', { query: { page, pageSize: blogPageSize } });

/** GET /api/blog: one page of published posts, newest first, each with its author (null for admin posts), and the total. */
export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: blogKeys.list(page),
    queryFn: ({ signal }) => api.get('/api/blog', { query: { page, pageSize: blogPageSize }, signal }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/blog/:slug: a draft answers 404 like a missing post; 404s are not retried. */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api.get('/api/blog/{slug}', { path: { slug }, signal }),
  });

export function useBlogPosts(page: number) {
  return useQuery(blogPostsQuery(page));
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery(slug));
}
