import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../../lib/app-env.ts';

type StaticFile = {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
};

// Hashed names never change content: a year, immutable. Other top-level files (favicon, images)
// keep their name across builds: an hour.
// Each language's build has its own assets folder (/assets, /assets-fr; decision 066).
const cacheControlFor = (path: string) => (/^\/assets(-[a-z]+)?\//.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');

/** A language's render bundle folder at the top of the build: `ssr` (English), `ssr-fr`. */
export const renderBundleFolder = /^ssr(-[a-z]+)?$/;

/**
 * Every file of the web build but the page template, read once into memory with its .br and .gz
 * siblings: the build is a few megabytes, and answering from memory skips a stat, an open and a
 * read per request (the disk-serving middleware answered /favicon.svg at under half the rate of the
 * generated /robots.txt).
 */
export function loadStaticFiles(webDist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(webDist)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        // The render bundles (`<webDist>/ssr`, `<webDist>/ssr-fr`) are server code: never served as files.
        if (!(dir === webDist && renderBundleFolder.test(entry.name))) walk(full);
        continue;
      }
      if (/\.(br|gz)$/.test(entry.name) || entry.name.endsWith('.html')) continue;
      const path = `/${relative(webDist, full).split(sep).join('/')}`;
      const identity = readFileSync(full);
      const sibling = (suffix: string) => (existsSync(`${full}${suffix}`) ? readFileSync(`${full}${suffix}`) : undefined);
      files.set(path, {
        type: getMimeType(entry.name) ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        cacheControl: cacheControlFor(path),
        identity,
        br: sibling('.br'),
        gzip: sibling('.gz'),
      });
    }
  };
  walk(webDist);
  return files;
}

/** The encodings the client accepts (q=0 refuses one), in the order we prefer them. */
function pickEncoding(acceptEncoding: string, file: StaticFile): 'br' | 'gzip' | null {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (file.br && accepted.has('br')) return 'br';
  if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

/** Answers GET and HEAD for the build's files from memory; anything else goes on to the pages. */
export function staticFiles(webDist: string) {
  let files: Map<string, StaticFile> | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // Loaded at the first request, as the page template is, so a build made after start-up is served.
    files ??= loadStaticFiles(webDist);
    const file = files.get(c.req.path);
    if (!file) return next();
    const encoding = pickEncoding(c.req.header('accept-encoding') ?? '', file);
    const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl, ETag: file.etag, Vary: 'Accept-Encoding' };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    if (encoding) headers['Content-Encoding'] = encoding;
    const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
