import { useQuery } from '@tanstack/react-query';
import type { PublicBlogPost } from '@maple/shared/schemas/public-content';
import { api } from '@/lib/api-client';

/** GET /api/blog: published posts, newest first, each with its author (null for admin posts). */
export function useBlogPosts() {
  return useQuery({
    queryKey: ['blog', 'list'],
    queryFn: ({ signal }) => api.get<{ posts: PublicBlogPost[] }>('/api/blog', { signal }).then((body) => body.posts),
  });
}

/** GET /api/blog/:slug: a draft answers 404 like a missing post; 404s are not retried. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) => api.get<PublicBlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal }),
  });
}
