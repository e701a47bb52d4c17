import { extractFromXml } from '@extractus/feed-extractor';
import type { NewsArticle } from '@maple/shared/schemas/news';
import { safeFetch } from '../../lib/safe-fetch.ts';
import { buildArticle, newestFirstUnique } from './article-fields.ts';
import type { NewsSettings } from '../../lib/news-settings.ts';

const feedAccept = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export class FeedUnreadableError extends Error {
  override name = 'FeedUnreadableError';
}

type RawEntry = Record<string, unknown> & { link?: unknown; title?: unknown; published?: unknown; description?: unknown };

/** The first image a feed entry carries: media:content, media:thumbnail or an image enclosure. */
function entryImage(entry: Record<string, unknown>): string | undefined {
  const pick = (value: unknown): string | undefined => {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && typeof first === 'object') {
      const url = (first as Record<string, unknown>)['@_url'];
      const type = (first as Record<string, unknown>)['@_type'];
      if (typeof url === 'string' && (type === undefined || (typeof type === 'string' && type.startsWith('image/')))) return url;
    }
    return undefined;
  };
  return pick(entry['media:content']) ?? pick(entry['media:thumbnail']) ?? pick(entry.enclosure);
}

/** The entry's own summary markup (the library's description already lost the tags, but kept a script's text). */
function entryRawSummary(entry: Record<string, unknown>): unknown {
  const text = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>)['#text'] : value);
  for (const key of ['description', 'summary', 'content:encoded', 'content']) {
    const value = text(entry[key]);
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

function entryCategories(entry: Record<string, unknown>): string[] {
  const raw = entry.category;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list
    .map((c) => (typeof c === 'string' ? c : c && typeof c === 'object' ? ((c as Record<string, unknown>)['#text'] ?? (c as Record<string, unknown>)['@_term']) : undefined))
    .filter((c): c is string => typeof c === 'string');
}

/**
 * Parses a feed we fetched ourselves (so the byte cap and the private-address rule applied to it).
 * Throws FeedUnreadableError for anything that is not RSS or Atom.
 */
export function parseFeed(xml: string, feedUrl: string): NewsArticle[] {
  let feed;
  try {
    feed = extractFromXml(xml, {
      descriptionMaxLen: 0,
      baseUrl: feedUrl,
      getExtraEntryFields: (entry: Record<string, unknown>) => ({ image: entryImage(entry), categories: entryCategories(entry), rawSummary: entryRawSummary(entry) }),
    });
  } catch {
    throw new FeedUnreadableError('not an RSS or Atom feed');
  }
  if (!feed || !Array.isArray(feed.entries)) throw new FeedUnreadableError('not an RSS or Atom feed');
  const articles: NewsArticle[] = [];
  for (const entry of feed.entries as RawEntry[]) {
    const article = buildArticle({
      title: entry.title,
      link: entry.link,
      published: entry.published,
      summary: entry.rawSummary ?? entry.description,
      image: entry.image,
      categories: entry.categories,
    });
    if (article) articles.push(article);
  }
  return articles;
}

/** Fetches and parses one configured feed within the source's timeout and byte cap. */
export async function readFeed(url: string, settings: NewsSettings): Promise<NewsArticle[]> {
  const response = await safeFetch(url, { timeoutMs: settings.timeoutMs, maxBytes: settings.maxBytes, allowPrivate: settings.allowPrivate, accept: feedAccept });
  if (response.status < 200 || response.status >= 300) throw new FeedUnreadableError(`feed answered ${response.status}`);
  return parseFeed(response.text, response.url);
}

export type FeedsResult = { articles: NewsArticle[]; failures: { url: string; reason: string }[] };

/**
 * Every configured feed at once, so the source as a whole takes at most one timeout. A feed that
 * fails is skipped and reported; the source fails only when no feed gave an article.
 */
export async function readFeeds(urls: string[], settings: NewsSettings): Promise<FeedsResult> {
  const results = await Promise.allSettled(urls.map((url) => readFeed(url, settings)));
  const failures: FeedsResult['failures'] = [];
  const articles: NewsArticle[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') articles.push(...result.value);
    else failures.push({ url: urls[i]!, reason: result.reason instanceof Error ? `${result.reason.name}: ${result.reason.message}` : 'unknown' });
  });
  return { articles: newestFirstUnique(articles), failures };
}
