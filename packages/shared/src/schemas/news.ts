import { z } from 'zod';
import { inoreaderMessages as m } from '../messages/news.ts';
import { newsEnrichMax, newsFeedsMax, newsPageSize } from '../news-limits.ts';
import { text } from './text.ts';

export const newsSources = ['inoreader', 'feeds', 'samples'] as const;
export type NewsSource = (typeof newsSources)[number];

export const newsArticle = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  published: z.string().nullable(),
  summary: z.string(),
  image: z.string().nullable(),
  sourceHost: z.string(),
  categories: z.array(z.string()),
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** GET /api/news: one page of articles, the cursor of the next (null at the end), and where they came from. */
export const newsPage = z.object({ articles: z.array(newsArticle), hasMore: z.boolean(), nextCursor: z.string().nullable(), source: z.enum(newsSources) });
export type NewsPage = z.infer<typeof newsPage>;
/** POST /api/news/enrich: the articles asked for, in the order asked. */
export const newsArticleList = z.object({ articles: z.array(newsArticle) });

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/news?cursor=&q=&limit=: the cursor is opaque to the browser (an offset today). */
export const newsQuery = z.object({
  cursor: z.preprocess(emptyAsAbsent, z.string().regex(/^[0-9]{1,6}$/, 'Invalid cursor').optional()),
  q: z.preprocess(emptyAsAbsent, text({ max: 100 }).optional()),
  limit: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(50).default(newsPageSize)),
});
export type NewsQuery = z.infer<typeof newsQuery>;

/** POST /api/news/enrich: ids of articles the server already holds; never a URL. */
export const enrichNewsInput = z.strictObject({
  ids: z.array(z.string().regex(/^[0-9a-f]{24}$/, 'Invalid article id')).min(1).max(newsEnrichMax),
});
export type EnrichNewsInput = z.infer<typeof enrichNewsInput>;

const secret = text({ max: 500, invalid: m.required }).optional();

/**
 * PUT /api/admin/news-config. All four fields are required (signed-in §5); a secret already
 * stored may be left blank to keep it, since the form never receives it back.
 */
export const saveNewsConfigInput = z.strictObject({
  appId: text({ max: 200, invalid: m.required }).min(1, m.required),
  appKey: secret,
  accessToken: secret,
  userId: text({ max: 200, invalid: m.required }).min(1, m.required),
  isActive: z.boolean().default(true),
});
export type SaveNewsConfigInput = z.input<typeof saveNewsConfigInput>;

/** What the console sees of the configuration: never a secret, only whether each is set. */
export const newsConfigView = z.object({
  configured: z.boolean(),
  appId: z.string(),
  userId: z.string(),
  isActive: z.boolean(),
  appKeySet: z.boolean(),
  accessTokenSet: z.boolean(),
  oauthConnected: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type NewsConfigView = z.infer<typeof newsConfigView>;

export const newsConfigTestResult = z.object({ success: z.boolean(), message: z.string() });
export type NewsConfigTestResult = z.infer<typeof newsConfigTestResult>;

/** POST /api/admin/news-config/oauth: Inoreader's authorize page to send the browser to. */
export const inoreaderAuthorizeUrl = z.object({ url: z.string() });

export const inoreaderCallbackInput = z.strictObject({
  code: text({ max: 2000 }).min(1),
  state: text({ max: 200 }).min(1),
});
export type InoreaderCallbackInput = z.infer<typeof inoreaderCallbackInput>;

export const feedUrl = text({ max: 2000, invalid: m.feedInvalidUrl })
  .min(1, m.feedInvalidUrl)
  .pipe(z.url({ protocol: /^https?$/, error: m.feedInvalidUrl }));

/** PUT /api/admin/news-feeds: the whole list in display order (add, remove and reorder are one save). */
export const saveNewsFeedsInput = z.strictObject({
  feeds: z
    .array(z.strictObject({ url: feedUrl, title: text({ max: 200 }).optional() }))
    .max(newsFeedsMax)
    .refine((feeds) => new Set(feeds.map((f) => f.url)).size === feeds.length, m.feedDuplicate),
});
export type SaveNewsFeedsInput = z.infer<typeof saveNewsFeedsInput>;

export const newsFeed = z.object({ id: z.string(), url: z.string(), title: z.string().nullable(), position: z.number() });
export type NewsFeed = z.infer<typeof newsFeed>;
export const newsFeedList = z.object({ feeds: z.array(newsFeed) });
export type NewsFeedList = z.infer<typeof newsFeedList>;
