import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPostInput, BlogPost, BlogPostList, MyBlogPostInput, UpdateAdminBlogPostInput, UpdateMyBlogPostInput } from '@maple/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { refreshPublicCache } from '@/lib/refresh-public-cache';
import { blogKeys } from './blog-queries';

/** The console manages every post; the dashboard the signed-in agent's own. */
export type BlogAudience = 'admin' | 'me';

const basePath = (audience: BlogAudience) => (audience === 'admin' ? '/api/admin/blog-posts' : '/api/me/blog-posts');

/** Under `blogKeys.all`, so one invalidation refreshes the managed lists and the public blog together. */
export const manageBlogKeys = {
  list: (audience: BlogAudience) => [...blogKeys.all, 'manage', audience] as const,
};

// The console and the dashboard show every post on one screen; 100 is the API's page cap.
const listPageSize = 100;

export const managedBlogPostsQuery = (audience: BlogAudience) =>
  queryOptions({
    queryKey: manageBlogKeys.list(audience),
    queryFn: ({ signal }) => api.get<BlogPostList>(`${basePath(audience)}?pageSize=${listPageSize}`, { signal }),
  });

export function useManagedBlogPosts(audience: BlogAudience) {
  return useQuery(managedBlogPostsQuery(audience));
}

export type SaveBlogPost =
  | { audience: 'admin'; id?: string; previousSlug?: string; body: AdminBlogPostInput | UpdateAdminBlogPostInput }
  | { audience: 'me'; id?: string; previousSlug?: string; body: MyBlogPostInput | UpdateMyBlogPostInput };

/** Every blog cache: managed lists of both audiences, the public list and every public post (the changed post's slugs first in the browser's HTTP cache). */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return async (...slugs: (string | undefined)[]) => {
    const paths = ['/api/blog', ...slugs.filter((s): s is string => !!s).map((s) => `/api/blog/${encodeURIComponent(s)}`)];
    await refreshPublicCache(paths);
    await queryClient.invalidateQueries({ queryKey: blogKeys.all });
  };
}

export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ audience, id, body }: SaveBlogPost) =>
      id ? api.patch<BlogPost>(`${basePath(audience)}/${id}`, body) : api.post<BlogPost>(basePath(audience), body),
    onSettled: (post, _error, { previousSlug }) => invalidate(post?.slug, previousSlug),
  });
}

/** The console's publish and unpublish. */
export function useSetBlogPublication() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; slug: string; isPublished: boolean }) => api.patch<BlogPost>(`/api/admin/blog-posts/${id}/publication`, { isPublished }),
    onSettled: (_post, _error, { slug }) => invalidate(slug),
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ audience, id }: { audience: BlogAudience; id: string; slug: string }) => api.delete<void>(`${basePath(audience)}/${id}`),
    onSettled: (_result, _error, { slug }) => invalidate(slug),
  });
}
