import * as cheerio from 'cheerio';
import { safeFetch } from '../../lib/safe-fetch.ts';
import { httpLink, plainText } from './article-fields.ts';
import type { NewsSettings } from '../../lib/news-settings.ts';

export type ArticleMeta = { image: string | null; summary: string };

/**
 * Reads an article's page for what its feed left out: the og:image (or twitter:image) and the
 * og:description (or meta description). Only ever called with a link the server already holds.
 * A page that fails to load gives nothing, never an error: the card keeps its placeholder.
 */
export async function readArticleMeta(link: string, settings: NewsSettings): Promise<ArticleMeta> {
  try {
    const response = await safeFetch(link, { timeoutMs: settings.timeoutMs, maxBytes: settings.maxBytes, allowPrivate: settings.allowPrivate, accept: 'text/html' });
    if (response.status < 200 || response.status >= 300) return { image: null, summary: '' };
    const $ = cheerio.load(response.text);
    const meta = (selector: string) => $(selector).first().attr('content');
    const image = meta('meta[property="og:image"]') ?? meta('meta[name="twitter:image"]');
    const description = meta('meta[property="og:description"]') ?? meta('meta[name="description"]');
    return { image: httpLink(image, response.url), summary: plainText(description) };
  } catch {
    return { image: null, summary: '' };
  }
}
