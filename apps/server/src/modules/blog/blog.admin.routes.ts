import { adminBlogPostInput, blogPost, blogPublicationInput, updateAdminBlogPostInput } from '@maple/shared/schemas/blog';
import { route, routes } from '../../lib/route.ts';
import { blogPostRoutesOfBothAreas, onePost } from './blog.shared.routes.ts';
import { createBlogPost, deleteBlogPost, setBlogPublication, updateBlogPost } from './blog-posts.service.ts';

/** The console's blog: every post, drafts included. */
export const adminBlogPostRoutes = routes(
  ...blogPostRoutesOfBothAreas.console,
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
    { method: 'patch', path: '/:id', audience: 'console', permission: 'blogPost:update', summary: 'Change a blog post', ...onePost, body: updateAdminBlogPostInput, responses: { 200: { description: 'The post as saved', schema: blogPost } } },
    async (c, { params, body }) => c.json(await updateBlogPost(c.var, c.var.actor, params.id, body)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id/publication',
      audience: 'console',
      permission: 'blogPost:update',
      summary: 'Publish (published now) or unpublish a blog post',
      ...onePost,
      body: blogPublicationInput,
      responses: { 200: { description: 'The post as saved', schema: blogPost } },
    },
    async (c, { params, body }) => c.json(await setBlogPublication(c.var, c.var.actor, params.id, body.isPublished)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'blogPost:delete', summary: 'Delete a blog post', ...onePost, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteBlogPost(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
