import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { inoreaderCallbackInput, saveNewsConfigInput, saveNewsFeedsInput } from '@maple/shared/schemas/news';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { finishInoreaderOauth, getNewsConfig, listNewsFeeds, saveNewsConfig, saveNewsFeeds, startInoreaderOauth, testNewsConfig } from './news-config.service.ts';

const sessionOf = (c: { var: AppEnv['Variables'] }) => ({ userId: c.var.user?.id ?? '', sessionId: c.var.user?.sessionId ?? '' });

/** Who may call: super_admin (mounted under /api/admin). The Inoreader configuration and its OAuth connection. */
export const adminNewsConfigRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getNewsConfig(c.var, c.var.actor)))
  .put('/', zValidator('json', saveNewsConfigInput, validationError), async (c) => c.json(await saveNewsConfig(c.var, c.var.actor, c.req.valid('json'))))
  .post('/test', async (c) => c.json(await testNewsConfig(c.var, c.var.actor)))
  .post('/oauth', async (c) => c.json(await startInoreaderOauth(c.var, c.var.actor, sessionOf(c))))
  .post('/oauth/callback', zValidator('json', inoreaderCallbackInput, validationError), async (c) =>
    c.json(await finishInoreaderOauth(c.var, c.var.actor, sessionOf(c), c.req.valid('json'))),
  );

/** Who may call: super_admin. The RSS/Atom feeds, saved as one ordered list. */
export const adminNewsFeedRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listNewsFeeds(c.var, c.var.actor)))
  .put('/', zValidator('json', saveNewsFeedsInput, validationError), async (c) => c.json(await saveNewsFeeds(c.var, c.var.actor, c.req.valid('json'))));
