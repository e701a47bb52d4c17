import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPostInput, MyBlogPostInput, UpdateAdminBlogPostInput, UpdateMyBlogPostInput } from '@maple/shared/schemas/blog';
import { api } from '@/lib/api-client';
import { refreshPublicCache } from '@/lib/refresh-public-cache';
import { blogKeys, blogListUrl } from './blog-queries';

/** The console manages every post; the dashboard the signed-in agent's own. */
export type BlogAudience = 'admin' | 'me';

const basePath = (audience: BlogAudience) => (audience === 'admin' ? '/api/admin/blog-posts' : '/api/me/blog-posts');
const itemPath = (audience: BlogAudience) => (audience === 'admin' ? '/api/admin/blog-posts/{id}' : '/api/me/blog-posts/{id}');

/**
 * Under `blogKeys.all`, so one invalidation refreshes the managed lists and the public blog together
 * (sign-out clears every cached answer, these included: `forgetSession`).
 */
export const manageBlogKeys = {
  list: (audience: BlogAudience, page: number, q: string) => [...blogKeys.all, 'manage', audience, { page, q }] as const,
};

/** The console's and the dashboard's lists show posts 25 at a time, with a search by title. */
export const managedBlogPageSize = 25;

export const managedBlogPostsQuery = (audience: BlogAudience, page: number, q: string) =>
  queryOptions({
    queryKey: manageBlogKeys.list(audience, page, q),
    queryFn: ({ signal }) => api.get(basePath(audience), { query: { page, pageSize: managedBlogPageSize, q: q || undefined }, signal }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useManagedBlogPosts(audience: BlogAudience, page: number, q: string) {
  return useQuery(managedBlogPostsQuery(audience, page, q));
}

export type SaveBlogPost =
  | { audience: 'admin'; id?: string; body: AdminBlogPostInput | UpdateAdminBlogPostInput }
  | { audience: 'me'; id?: string; body: MyBlogPostInput | UpdateMyBlogPostInput };

// With no id the dialog built the whole post (bodyFor(…, creating)); with one, the fields to change.
const saveAdminPost = ({ id, body }: Extract<SaveBlogPost, { audience: 'admin' }>) =>
  id ? api.patch('/api/admin/blog-posts/{id}', body, { path: { id } }) : api.post('/api/admin/blog-posts', body as AdminBlogPostInput);
const saveMyPost = ({ id, body }: Extract<SaveBlogPost, { audience: 'me' }>) =>
  id ? api.patch('/api/me/blog-posts/{id}', body, { path: { id } }) : api.post('/api/me/blog-posts', body as MyBlogPostInput);

/**
 * Every blog cache: managed lists of both audiences, the public list and every public post. The
 * browser's copy of the public list's first page, and of the post when it is published, is reloaded
 * first (a draft's address answers 404, which the browser would log as an error). Later pages are
 * asked again by the query invalidation; a change moves posts between pages anyway.
 */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return async (publishedSlug?: string) => {
    const paths = publishedSlug ? [blogListUrl(1), `/api/blog/${encodeURIComponent(publishedSlug)}`] : [blogListUrl(1)];
    await refreshPublicCache(paths);
    await queryClient.invalidateQueries({ queryKey: blogKeys.all });
  };
}

export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (save: SaveBlogPost) => (save.audience === 'admin' ? saveAdminPost(save) : saveMyPost(save)),
    onSettled: (post) => invalidate(post?.isPublished ? post.slug : undefined),
  });
}

/** The console's publish and unpublish. */
export function useSetBlogPublication() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) => api.patch('/api/admin/blog-posts/{id}/publication', { isPublished }, { path: { id } }),
    onSettled: (post) => invalidate(post?.isPublished ? post.slug : undefined),
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ audience, id }: { audience: BlogAudience; id: string }) => api.delete(itemPath(audience), { path: { id } }),
    onSettled: () => invalidate(),
  });
}
