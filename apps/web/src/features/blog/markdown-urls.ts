import { isOwnFileUrl } from '@maple/shared/own-file-url';

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
