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

export type NewsPage = { articles: NewsArticle[]; hasMore: boolean; nextCursor: string | null; source: NewsSource };

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/news?cursor=&q=&limit=: the cursor is opaque to the browser (an offset today). */
export const newsQuery = z.object({
  cursor: z.preprocess(emptyAsAbsent, z.string().regex(/^[0-9]{1,6}$/, 'Invalid cursor').optional()),
  q: z.preprocess(emptyAsAbsent, text({ max: 100 }).optional()),
  limit: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(50).default(newsPageSize)),
});
export type NewsQuery = z.infer<typeof newsQuery>;

/** POST /api/news/enrich: ids of articles the server already holds; never a URL. */
export const enrichNewsInput = z.object({
  ids: z.array(z.string().regex(/^[0-9a-f]{24}$/, 'Invalid article id')).min(1).max(newsEnrichMax),
});
export type EnrichNewsInput = z.infer<typeof enrichNewsInput>;

const secret = text({ max: 500, invalid: m.required }).optional();

/**
 * PUT /api/admin/news-config. All four fields are required (signed-in §5); a secret already
 * stored may be left blank to keep it, since the form never receives it back.
 */
export const saveNewsConfigInput = z.object({
  appId: text({ max: 200, invalid: m.required }).min(1, m.required),
  appKey: secret,
  accessToken: secret,
  userId: text({ max: 200, invalid: m.required }).min(1, m.required),
  isActive: z.boolean().default(true),
});
export type SaveNewsConfigInput = z.input<typeof saveNewsConfigInput>;

/** What the console sees of the configuration: never a secret, only whether each is set. */
export type NewsConfigView = {
  configured: boolean;
  appId: string;
  userId: string;
  isActive: boolean;
  appKeySet: boolean;
  accessTokenSet: boolean;
  oauthConnected: boolean;
  updatedAt: string | null;
};

export type NewsConfigTestResult = { success: boolean; message: string };

export const inoreaderCallbackInput = z.object({
  code: text({ max: 2000 }).min(1),
  state: text({ max: 200 }).min(1),
});
export type InoreaderCallbackInput = z.infer<typeof inoreaderCallbackInput>;

export const feedUrl = text({ max: 2000, invalid: m.feedInvalidUrl })
  .min(1, m.feedInvalidUrl)
  .pipe(z.url({ protocol: /^https?$/, error: m.feedInvalidUrl }));

/** PUT /api/admin/news-feeds: the whole list in display order (add, remove and reorder are one save). */
export const saveNewsFeedsInput = z.object({
  feeds: z
    .array(z.object({ url: feedUrl, title: text({ max: 200 }).optional() }))
    .max(newsFeedsMax)
    .refine((feeds) => new Set(feeds.map((f) => f.url)).size === feeds.length, m.feedDuplicate),
});
export type SaveNewsFeedsInput = z.infer<typeof saveNewsFeedsInput>;

export type NewsFeed = { id: string; url: string; title: string | null; position: number };
export type NewsFeedList = { feeds: NewsFeed[] };
