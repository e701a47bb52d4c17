import { blogMessages } from '@maple/shared/messages/blog';
import { blogPost, blogPostList } from '@maple/shared/schemas/blog';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { inBothAreas } from '../../lib/area-routes.ts';
import { route } from '../../lib/route.ts';
import { getBlogPost, listBlogPosts } from './blog-posts.service.ts';

export const onePost = { params: idParam, notFound: blogMessages.notFound } as const;

/** The blog's reads in both areas: the dashboard's own posts, the console's every post (the service scopes by actor). */
export const blogPostRoutesOfBothAreas = inBothAreas(({ audience, say }) => [
  route(
    {
      method: 'get',
      path: '/',
      audience,
      permission: 'blogPost:read',
      summary: say({ dashboard: 'List my blog posts, drafts included', console: 'List blog posts, drafts included' }),
      query: pageQuery,
      responses: { 200: { description: say({ dashboard: 'One page of my posts, newest first', console: 'One page of posts, newest first' }), schema: blogPostList } },
    },
    async (c, { query }) => c.json(await listBlogPosts(c.var, c.var.actor, query)),
  ),
  route(
    { method: 'get', path: '/:id', audience, permission: 'blogPost:read', summary: say({ dashboard: 'Read one of my blog posts', console: 'Read a blog post' }), ...onePost, responses: { 200: { description: 'The post', schema: blogPost } } },
    async (c, { params }) => c.json(await getBlogPost(c.var, c.var.actor, params.id)),
  ),
]);
