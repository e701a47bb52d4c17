import { isOwnFileUrl } from './own-file-url.ts';

/**
 * What a Markdown text written in the back office may contain (a blog post, a campaign), for every
 * place that renders one: the blog's pages and the campaign mail (decision 111). Raw HTML in the
 * source is dropped; elements outside this list are replaced by their text.
 */
export const markdownElements = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'code', 'pre', 'hr', 'br'];

/**
 * Where a link in a post may go: the web (http, https), mail, phone, or a page of our own site.
 * Anything else (javascript:, data:, vbscript:, protocol-relative //host) is dropped.
 */
export function safeLinkUrl(url: string): string | null {
  const value = url.trim();
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value;
  return null;
}

/** An image in a post must be one of our own files (ARCHITECTURE §9): outside images could track readers. */
export function safeImageUrl(url: string): string | null {
  return isOwnFileUrl(url.trim()) ? url.trim() : null;
}
