import { blogPost, myBlogPostInput, updateMyBlogPostInput } from '@maple/shared/schemas/blog';
import { route, routes } from '../../lib/route.ts';
import { blogPostRoutesOfBothAreas, onePost } from './blog.shared.routes.ts';
import { createBlogPost, deleteBlogPost, updateBlogPost } from './blog-posts.service.ts';

/** The dashboard's blog: the agent's own posts only (the service scopes by actor). */
export const myBlogPostRoutes = routes(
  ...blogPostRoutesOfBothAreas.dashboard,
  route(
    {
      method: 'post',
      path: '/',
      audience: 'dashboard',
      permission: 'blogPost:create',
      summary: 'Write a blog post under my name (a draft unless publishImmediately)',
      description: 'Answers 404 to a dashboard user who has no agent record yet.',
      body: myBlogPostInput,
      errors: [404],
      responses: { 201: { description: 'The new post', schema: blogPost } },
    },
    async (c, { body: { publishImmediately, ...post } }) =>
      // Always the actor's own agent record: an agent cannot write in another agent's name.
      c.json(await createBlogPost(c.var, c.var.actor, { ...post, agentId: c.var.actor?.agentId ?? null, publish: publishImmediately }), 201),
  ),
  route(
    { method: 'patch', path: '/:id', audience: 'dashboard', permission: 'blogPost:update', summary: "Change one of my blog posts' words or image", ...onePost, body: updateMyBlogPostInput, responses: { 200: { description: 'The post as saved', schema: blogPost } } },
    async (c, { params, body }) => c.json(await updateBlogPost(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'dashboard', permission: 'blogPost:delete', summary: 'Delete one of my blog posts', ...onePost, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteBlogPost(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
