import type { Context } from 'hono';
import type { Db } from '@maple/db/client';
import type { Clock } from '@maple/shared/clock';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import { createAnswerStore, type AnswerStoreLimits, type StoredAnswer } from './answer-store.ts';
import { announcePublicChange, hearsOtherProcesses, onPublicChange } from './content-changes.ts';
import { entityTagOf, matchesIfNoneMatch } from './entity-tag.ts';
import { acceptsGzip, gzipVariant } from './gzip-variant.ts';

export type ProducedAnswer = { body: string; contentType: string; status: number; headers?: Record<string, string> };

export type PublicContent = {
  /**
   * Answers a public read: from memory while fresh (304 to a matching If-None-Match), else by
   * `produce`, keeping a 200 for the next visitor. A signed-in caller always gets a fresh answer
   * that is neither kept here nor by the browser.
   */
  answer: (c: Context<AppEnv>, key: string, produce: () => Promise<ProducedAnswer>) => Promise<Response>;
  /** Goes up at every change of public content, here or in another process. */
  version: () => number;
  /** Public content changed: drops every kept answer, here and (through the database) in every other process. */
  bump: (reason: string) => void;
  stats: () => { entries: number; bytes: number; version: number; listening: boolean };
};

export const defaultPublicContentLimits: AnswerStoreLimits = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 };

// A browser keeps the copy but asks each time (a 304 costs a few bytes), so a change shows at once.
const anonymousCacheControl = 'public, no-cache';
const signedInCacheControl = 'private, no-store';

export function createPublicContent(deps: { db: Db; clock: Clock; logger: Logger; limits?: Partial<AnswerStoreLimits> }): PublicContent {
  const store = createAnswerStore({ ...defaultPublicContentLimits, ...deps.limits });
  let version = 0;
  const invalidate = () => {
    version++;
    store.clear();
  };
  // Also when the listening connection drops and comes back: a change may have been missed.
  onPublicChange(deps.db, { onMessage: invalidate, onGap: invalidate });

  const respond = (c: Context<AppEnv>, entry: StoredAnswer) => {
    const zipped = entry.gzip && acceptsGzip(c.req.header('accept-encoding')) ? entry.gzip : undefined;
    // The compress middleware marks its gzip bodies' tags weak; the kept gzip body is marked the same.
    const etag = zipped ? `W/${entry.etag}` : entry.etag;
    const headers = { ...entry.headers, 'Cache-Control': anonymousCacheControl, ETag: etag };
    c.header('Vary', entry.gzip ? 'Cookie, Accept-Encoding' : 'Cookie', { append: true });
    if (matchesIfNoneMatch(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304, headers);
    if (zipped) return c.body(zipped, 200, { ...headers, 'Content-Type': entry.contentType, 'Content-Encoding': 'gzip' });
    return c.body(entry.body, 200, { ...headers, 'Content-Type': entry.contentType });
  };

  return {
    async answer(c, key, produce) {
      if (c.var.user) {
        const produced = await produce();
        const headers: Record<string, string> = { ...produced.headers, 'Content-Type': produced.contentType };
        if (produced.status === 200) {
          c.header('Vary', 'Cookie', { append: true });
          headers['Cache-Control'] = signedInCacheControl;
        }
        return c.body(produced.body, produced.status as 200, headers);
      }
      const hit = store.get(key, deps.clock.now().getTime());
      if (hit) return respond(c, hit);
      const before = version;
      const produced = await produce();
      if (produced.status !== 200) return c.body(produced.body, produced.status as 200, { ...produced.headers, 'Content-Type': produced.contentType });
      const gzip = gzipVariant(produced.body);
      const entry: StoredAnswer = {
        body: produced.body,
        gzip,
        contentType: produced.contentType,
        headers: produced.headers ?? {},
        etag: entityTagOf(produced.body),
        storedAt: deps.clock.now().getTime(),
        bytes: Buffer.byteLength(produced.body) + (gzip?.byteLength ?? 0),
      };
      // Made while content changed (or while another process's changes could not be heard): it may be stale.
      if (version === before && hearsOtherProcesses(deps.db)) store.set(key, entry);
      return respond(c, entry);
    },
    version: () => version,
    bump(reason) {
      // Delivered to this process's listeners before the first await, so this cache is empty on return.
      void announcePublicChange(deps.db, reason, deps.logger);
    },
    stats: () => ({ ...store.size(), version, listening: hearsOtherProcesses(deps.db) }),
  };
}
