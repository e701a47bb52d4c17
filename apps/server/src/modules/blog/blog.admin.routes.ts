import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { adminBlogPostInput, blogPublicationInput, updateAdminBlogPostInput } from '@maple/shared/schemas/blog';
import { pageQuery } from '@maple/shared/schemas/paging';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, setBlogPublication, updateBlogPost } from './blog-posts.service.ts';

/** Who may call: super_admin (the /api/admin guard): every post, drafts included. */
export const adminBlogPostRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', pageQuery, validationError), async (c) => c.json(await listBlogPosts(c.var, c.var.actor, c.req.valid('query'))))
  .get('/:id', async (c) => c.json(await getBlogPost(c.var, c.var.actor, c.req.param('id'))))
  .post('/', zValidator('json', adminBlogPostInput, validationError), async (c) => c.json(await createBlogPost(c.var, c.var.actor, c.req.valid('json')), 201))
  .patch('/:id', zValidator('json', updateAdminBlogPostInput, validationError), async (c) =>
    c.json(await updateBlogPost(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))),
  )
  .patch('/:id/publication', zValidator('json', blogPublicationInput, validationError), async (c) =>
    c.json(await setBlogPublication(c.var, c.var.actor, c.req.param('id'), c.req.valid('json').isPublished)),
  )
  .delete('/:id', async (c) => {
    await deleteBlogPost(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
