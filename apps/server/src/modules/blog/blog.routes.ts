import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { getPublishedPost, listPublishedPosts } from './blog.service.ts';

/** Who may call: anyone. Published posts only; drafts answer 404. */
export const blogRoutes = new Hono<AppEnv>()
  .use(publicCache())
  .get('/', async (c) => c.json({ posts: await listPublishedPosts(c.var.db) }))
  .get('/:slug', async (c) => c.json(await getPublishedPost(c.var.db, c.req.param('slug'))));
