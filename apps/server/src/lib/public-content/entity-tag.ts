import { createHash } from 'node:crypto';

/** A strong validator from the body itself, so every process gives the same one for the same answer. */
export function entityTagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` tag matches its strong twin,
 * which is what a browser sends back after the compress middleware weakened it for a gzip body.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
