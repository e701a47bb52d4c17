import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { enrichNewsInput, newsQuery } from '@maple/shared/schemas/news';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { enrichNews, getNews } from './news.service.ts';

/**
 * Who may call: anyone. No route takes a URL: the server fetches only the sources configured in
 * the console (no open proxy). No HTTP caching: the page keeps its own 3-minute copy, and a
 * console change must show on the next load.
 */
export const newsRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', newsQuery, validationError), async (c) => {
    return c.json(await getNews(c.var, c.req.valid('query')));
  })
  .post('/enrich', zValidator('json', enrichNewsInput, validationError), async (c) => c.json(await enrichNews(c.var, c.req.valid('json'))));
