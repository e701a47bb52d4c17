import { enrichNewsInput, newsArticleList, newsPage, newsQuery } from '@maple/shared/schemas/news';
import { route, routes } from '../../lib/route.ts';
import { enrichNews, getNews } from './news.service.ts';

/**
 * The public news. No route takes a URL: the server fetches only the sources configured in the
 * console (no open proxy). The list is kept in memory like every public read (a console change or
 * a refresh drops it); browsers revalidate it each time, and the page keeps its own 3-minute copy.
 */
export const newsRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: 'One page of news articles, optionally matching a search',
      query: newsQuery,
      cachedPublicly: true,
      responses: { 200: { description: 'The articles, the cursor of the next page, and where they came from', schema: newsPage } },
    },
    async (c, { query }) => c.json(await getNews(c.var, query, c.var.language)),
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
