import { and, asc, count, inArray, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { newsArticles } from '@maple/db/schema/news';
import type { Language } from '@maple/shared/i18n/languages';
import { newsMessages } from '@maple/shared/messages/news';
import type { EnrichNewsInput, NewsArticle, NewsPage, NewsQuery } from '@maple/shared/schemas/news';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { announcePublicChange } from '../../lib/public-content/content-changes.ts';
import { matchesSearch } from './article-fields.ts';
import { readArticleMeta } from './article-meta.ts';
import { currentNewsSource } from './news-cache.ts';
import type { NewsDeps } from './news-settings.ts';
import { sampleArticles } from './sample-articles.ts';

type ArticleRow = typeof newsArticles.$inferSelect;

const toArticle = (row: ArticleRow): NewsArticle => ({
  id: row.id,
  title: row.title,
  link: row.link,
  published: row.published?.toISOString() ?? null,
  summary: row.summary,
  image: row.image,
  sourceHost: row.sourceHost,
  categories: row.categories,
});

function page(articles: NewsArticle[], offset: number, limit: number, total: number): Omit<NewsPage, 'source'> {
  const hasMore = offset + articles.length < total;
  return { articles, hasMore, nextCursor: hasMore ? String(offset + articles.length) : null };
}

/**
 * GET /api/news, for anyone. The list comes from the shared cache (see news-cache.ts); the cursor
 * is an offset into it, and the search text filters title and summary. The samples are in the
 * page's `language`; a feed's articles stay in the words their source wrote.
 */
export async function getNews(deps: NewsDeps, query: NewsQuery, language: Language = 'en'): Promise<NewsPage> {
  const offset = Number(query.cursor ?? 0);
  const source = await currentNewsSource(deps);
  if (source === 'samples') {
    const matching = sampleArticles[language].filter((a) => matchesSearch(a, query.q));
    return { ...page(matching.slice(offset, offset + query.limit), offset, query.limit, matching.length), source };
  }
  const where: SQL | undefined = query.q
    ? or(ilike(newsArticles.title, containsPattern(query.q)), ilike(newsArticles.summary, containsPattern(query.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(newsArticles).where(where).orderBy(asc(newsArticles.position)).limit(query.limit).offset(offset),
    deps.db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { ...page(rows.map(toArticle), offset, query.limit, total?.n ?? 0), source };
}

/**
 * POST /api/news/enrich, for anyone: fills a missing image or summary of articles the server
 * already holds, by reading their own page once. It takes ids, never a URL, so it cannot be
 * used to make the server fetch an address of the caller's choosing.
 */
export async function enrichNews(deps: NewsDeps, input: EnrichNewsInput): Promise<{ articles: NewsArticle[] }> {
  const ids = [...new Set(input.ids)];
  const rows = await deps.db.select().from(newsArticles).where(inArray(newsArticles.id, ids));
  if (rows.length !== ids.length) throw new AppError('not_found', newsMessages.unknownArticle);
  const pending = rows.filter((r) => r.enrichedAt === null && (!r.image || !r.summary));
  const enriched = await Promise.all(
    pending.map(async (row) => {
      const meta = await readArticleMeta(row.link, deps.news);
      const [updated] = await deps.db
        .update(newsArticles)
        .set({ image: row.image ?? meta.image, summary: row.summary || meta.summary, enrichedAt: deps.clock.now() })
        // Only the first caller reads the page; a concurrent one keeps the row as it is.
        .where(and(inArray(newsArticles.id, [row.id]), isNull(newsArticles.enrichedAt)))
        .returning();
      return updated ?? row;
    }),
  );
  // A visitor's call, but it can only fill in each article once, so it cannot empty the caches at will.
  if (enriched.some((row, i) => row !== pending[i])) await announcePublicChange(deps.db, 'news articles enriched', deps.logger);
  const byId = new Map([...rows, ...enriched].map((r) => [r.id, r]));
  return { articles: ids.map((id) => toArticle(byId.get(id)!)) };
}
