import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

/** GET /api/blog: published posts, newest first, each with its author (null for admin posts). */
export const blogPostsQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => api.get('/api/blog', { signal }).then((body) => body.posts),
  });

/** GET /api/blog/:slug: a draft answers 404 like a missing post; 404s are not retried. */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api.get('/api/blog/{slug}', { path: { slug }, signal }),
  });

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQuery(slug));
}
