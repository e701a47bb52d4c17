import { enrichNewsInput, newsArticleList, newsPage, newsQuery } from '@maple/shared/schemas/news';
import { route, routes } from '../../lib/route.ts';
import { enrichNews, getNews } from './news.service.ts';

/**
 * The public news. No route takes a URL: the server fetches only the sources configured in the
 * console (no open proxy). No HTTP caching: the page keeps its own 3-minute copy, and a console
 * change must show on the next load.
 */
export const newsRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: 'One page of news articles, optionally matching a search',
      query: newsQuery,
      responses: { 200: { description: 'The articles, the cursor of the next page, and where they came from', schema: newsPage } },
    },
    async (c, { query }) => c.json(await getNews(c.var, query)),
  ),
  route(
    {
      method: 'post',
      path: '/enrich',
      audience: 'public',
      summary: 'Fill in the missing image or summary of articles the server already holds',
      body: enrichNewsInput,
      responses: { 200: { description: 'The articles, in the order asked', schema: newsArticleList } },
      errors: [404],
    },
    async (c, { body }) => c.json(await enrichNews(c.var, body)),
  ),
);
