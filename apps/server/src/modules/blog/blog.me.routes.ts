import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { myBlogPostInput, updateMyBlogPostInput } from '@maple/shared/schemas/blog';
import { pageQuery } from '@maple/shared/schemas/paging';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, updateBlogPost } from './blog-posts.service.ts';

/** Who may call: agents and admins (the /api/me guard), own posts only: the service scopes by actor. */
export const myBlogPostRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listBlogPosts(c.var, c.var.actor, c.req.valid('query'))))
  .get('/:id', async (c) => c.json(await getBlogPost(c.var, c.var.actor, c.req.param('id'))))
  .post('/', zValidator('json', myBlogPostInput, validationError), async (c) => {
    const { publishImmediately, ...post } = c.req.valid('json');
    // Always the actor's own agent record: an agent cannot write in another agent's name.
    return c.json(await createBlogPost(c.var, c.var.actor, { ...post, agentId: c.var.actor?.agentId ?? null, publish: publishImmediately }), 201);
  })
  .patch('/:id', zValidator('json', updateMyBlogPostInput, validationError), async (c) =>
    c.json(await updateBlogPost(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/:id', async (c) => {
    await deleteBlogPost(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
