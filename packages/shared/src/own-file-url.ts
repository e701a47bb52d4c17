import { isPublicBucket } from './files.ts';

// A key as the storage drivers make it (apps/server/src/lib/storage/storage.ts): segments of
// letters, digits, dot, underscore and hyphen, none starting with a dot, so never `..`.
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}){0,3}$/;

/**
 * True for a URL of one of our own public files (`/files/<public bucket>/<key>`), the only images
 * a post may show: an outside image would let a writer track readers or swap the picture later.
 */
export function isOwnFileUrl(url: string): boolean {
  const match = /^\/files\/([a-z-]+)\/(.+)$/.exec(url);
  return !!match && isPublicBucket(match[1]!) && keyPattern.test(match[2]!);
}
