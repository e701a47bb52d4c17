import {
  inoreaderAuthorizeUrl,
  inoreaderCallbackInput,
  newsConfigTestResult,
  newsConfigView,
  newsFeedList,
  saveNewsConfigInput,
  saveNewsFeedsInput,
} from '@maple/shared/schemas/news';
import type { AppEnv } from '../../lib/app-env.ts';
import { route, routes } from '../../lib/route.ts';
import { finishInoreaderOauth, getNewsConfig, listNewsFeeds, saveNewsConfig, saveNewsFeeds, startInoreaderOauth, testNewsConfig } from './news-config.service.ts';

const sessionOf = (c: { var: AppEnv['Variables'] }) => ({ userId: c.var.user?.id ?? '', sessionId: c.var.user?.sessionId ?? '' });

/** The console's Inoreader configuration and its OAuth connection. */
export const adminNewsConfigRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'newsConfig:read',
      summary: 'Read the Inoreader configuration (whether each secret is set, never the secret)',
      responses: { 200: { description: 'The configuration', schema: newsConfigView } },
    },
    async (c) => c.json(await getNewsConfig(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'put',
      path: '/',
      audience: 'console',
      permission: 'newsConfig:update',
      summary: 'Save the Inoreader configuration (a blank secret keeps the stored one)',
      body: saveNewsConfigInput,
      responses: { 200: { description: 'The configuration as saved', schema: newsConfigView } },
    },
    async (c, { body }) => c.json(await saveNewsConfig(c.var, c.var.actor, body)),
  ),
  route(
    {
      method: 'post',
      path: '/test',
      audience: 'console',
      permission: 'newsConfig:read',
      summary: 'Try the stored configuration against Inoreader',
      responses: { 200: { description: 'Whether it worked, in words', schema: newsConfigTestResult } },
    },
    async (c) => c.json(await testNewsConfig(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'post',
      path: '/oauth',
      audience: 'console',
      permission: 'newsConfig:update',
      summary: 'Start connecting Inoreader: the authorize page to send the browser to',
      responses: { 200: { description: "Inoreader's authorize URL", schema: inoreaderAuthorizeUrl } },
    },
    async (c) => c.json(await startInoreaderOauth(c.var, c.var.actor, sessionOf(c))),
  ),
  route(
    {
      method: 'post',
      path: '/oauth/callback',
      audience: 'console',
      permission: 'newsConfig:update',
      summary: 'Finish connecting Inoreader with the code and state of its redirect',
      body: inoreaderCallbackInput,
      responses: { 200: { description: 'The configuration, now connected', schema: newsConfigView } },
    },
    async (c, { body }) => c.json(await finishInoreaderOauth(c.var, c.var.actor, sessionOf(c), body)),
  ),
);

/** The console's RSS/Atom feeds, saved as one ordered list. */
export const adminNewsFeedRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'newsConfig:read',
      summary: 'List the news feeds in display order',
      responses: { 200: { description: 'The feeds', schema: newsFeedList } },
    },
    async (c) => c.json(await listNewsFeeds(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'put',
      path: '/',
      audience: 'console',
      permission: 'newsConfig:update',
      summary: 'Replace the news feeds with this ordered list (a new feed must be readable)',
      body: saveNewsFeedsInput,
      responses: { 200: { description: 'The feeds as saved', schema: newsFeedList } },
    },
    async (c, { body }) => c.json(await saveNewsFeeds(c.var, c.var.actor, body)),
  ),
);
