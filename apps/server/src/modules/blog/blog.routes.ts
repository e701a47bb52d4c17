import { blogMessages } from '@maple/shared/messages/blog';
import { publicBlogPost, publicBlogPostList, publicBlogQuery } from '@maple/shared/schemas/blog';
import { blogSlugParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { getPublishedPost, listPublishedPosts } from './blog.service.ts';

/** The public blog: published posts only; a draft answers 404 like a post that does not exist, and so does, in French, a post without its French text (decision 069). */
export const blogRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: 'List published blog posts with their authors, a page at a time',
      query: publicBlogQuery,
      cachedPublicly: true,
      responses: { 200: { description: 'One page of published posts, newest first (`?page=`, `?pageSize=` up to 100, 25 by default), and how many are published', schema: publicBlogPostList } },
    },
    async (c, { query }) => c.json(await listPublishedPosts(c.var.db, query, c.var.language)),
  ),
  route(
    {
      method: 'get',
      path: '/:slug',
      audience: 'public',
      summary: 'Read a published blog post by its slug (its French slug when the request is in French)',
      params: blogSlugParam,
      notFound: blogMessages.notFound,
      cachedPublicly: true,
      responses: { 200: { description: 'The post', schema: publicBlogPost } },
    },
    async (c, { params }) => c.json(await getPublishedPost(c.var.db, params.slug, c.var.language)),
  ),
);
