import { Hono } from 'hono';
import { filesMessages } from '@maple/shared/messages/files';
import type { AppEnv } from '../../lib/app-env.ts';
import { errorBody } from '../../lib/app-error.ts';
import { findServedFile } from './files.service.ts';

const notFound = () => Response.json(errorBody('not_found', filesMessages.fileNotFound), { status: 404 });

/** True when If-None-Match names this ETag (or `*`); weak forms compare equal for a GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Who may call: anyone. Public buckets' files, found through stored_files (files.service.ts);
 * everything else, the private agent-documents bucket included, is a 404.
 */
export const fileRoutes = new Hono<AppEnv>()
  .get('/:bucket/:key{.+}', async (c) => {
    const file = await findServedFile(c.var.db, c.req.param('bucket'), c.req.param('key'));
    if (!file) return notFound();
    const headers = new Headers({
      // Keys never repeat (a new upload is a new key), so a browser or CDN may keep a copy for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
      // Opened directly, a stored file can run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'",
    });
    if (matches(c.req.header('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
    const object = await c.var.storage.get(file.bucket, file.key);
    // A row whose object is gone (removed by hand, a failed restore) is simply not found.
    if (!object) return notFound();
    headers.set('Content-Type', file.contentType);
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { status: 200, headers });
  })
  .all('*', () => notFound());
