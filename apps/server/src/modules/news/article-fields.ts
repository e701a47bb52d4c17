import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { NewsArticle } from '@maple/shared/schemas/news';

const summaryMax = 500;
const titleMax = 300;

/** An article id: the same link always gives the same id, so ids survive a cache refresh. */
export function articleId(link: string): string {
  return createHash('sha256').update(link).digest('hex').slice(0, 24);
}

/** The link as an absolute http(s) URL, or null: a `javascript:` or `data:` link never reaches a page. */
export function httpLink(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Plain text from a feed's HTML (or already plain) summary: markup and scripts dropped, entities
 * decoded, whitespace collapsed, cut at a word near 500 characters.
 */
export function plainText(raw: unknown, max = summaryMax): string {
  if (typeof raw !== 'string' || !raw) return '';
  const $ = cheerio.load(`<div id="x">${raw}</div>`);
  $('script, style, noscript, iframe').remove();
  // Tags become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  $('#x *').each((_, el) => {
    $(el).prepend(' ').append(' ');
  });
  const text = $('#x').text().replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

export function plainTitle(raw: unknown): string {
  return plainText(raw, titleMax);
}

export function hostOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./, '');
}

export function isoDate(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const date = typeof raw === 'number' ? new Date(raw * 1000) : new Date(String(raw));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Builds an article from loosely typed outside data, or null when it has no usable title or link. */
export function buildArticle(fields: { title: unknown; link: unknown; published: unknown; summary: unknown; image?: unknown; categories?: unknown }): NewsArticle | null {
  const link = httpLink(fields.link);
  const title = plainTitle(fields.title);
  if (!link || !title) return null;
  const categories = Array.isArray(fields.categories)
    ? fields.categories.filter((c): c is string => typeof c === 'string' && c.length > 0 && c.length < 100).slice(0, 10)
    : [];
  return {
    id: articleId(link),
    title,
    link,
    published: isoDate(fields.published),
    summary: plainText(fields.summary),
    image: httpLink(fields.image),
    sourceHost: hostOf(link),
    categories,
  };
}

/** Newest first, one article per link (the same story often sits in two feeds). */
export function newestFirstUnique(articles: NewsArticle[]): NewsArticle[] {
  const seen = new Set<string>();
  const unique = articles.filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));
  return unique.sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''));
}

/** Spec §2: search applies to title and summary, case-insensitively. */
export function matchesSearch(article: Pick<NewsArticle, 'title' | 'summary'>, q: string | undefined): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return article.title.toLowerCase().includes(needle) || article.summary.toLowerCase().includes(needle);
}
