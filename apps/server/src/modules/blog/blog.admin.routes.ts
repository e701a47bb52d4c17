import { blogMessages } from '@maple/shared/messages/blog';
import { adminBlogPostInput, blogPost, blogPostList, blogPublicationInput, updateAdminBlogPostInput } from '@maple/shared/schemas/blog';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, setBlogPublication, updateBlogPost } from './blog-posts.service.ts';

const post = { params: idParam, notFound: blogMessages.notFound } as const;

/** The console's blog: every post, drafts included. */
export const adminBlogPostRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'console', permission: 'blogPost:read', summary: 'List blog posts, drafts included', query: pageQuery, responses: { 200: { description: 'One page of posts, newest first', schema: blogPostList } } },
    async (c, { query }) => c.json(await listBlogPosts(c.var, c.var.actor, query)),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'console', permission: 'blogPost:read', summary: 'Read a blog post', ...post, responses: { 200: { description: 'The post', schema: blogPost } } },
    async (c, { params }) => c.json(await getBlogPost(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'blogPost:create',
      summary: 'Write a blog post (a draft until published)',
      body: adminBlogPostInput,
      responses: { 201: { description: 'The new post', schema: blogPost } },
    },
    async (c, { body }) => c.json(await createBlogPost(c.var, c.var.actor, body), 201),
  ),
  route(
    { method: 'patch', path: '/:id', audience: 'console', permission: 'blogPost:update', summary: 'Change a blog post', ...post, body: updateAdminBlogPostInput, responses: { 200: { description: 'The post as saved', schema: blogPost } } },
    async (c, { params, body }) => c.json(await updateBlogPost(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id/publication',
      audience: 'console',
      permission: 'blogPost:update',
      summary: 'Publish (published now) or unpublish a blog post',
      ...post,
      body: blogPublicationInput,
      responses: { 200: { description: 'The post as saved', schema: blogPost } },
    },
    async (c, { params, body }) => c.json(await setBlogPublication(c.var, c.var.actor, params.id, body.isPublished)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'blogPost:delete', summary: 'Delete a blog post', ...post, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteBlogPost(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
