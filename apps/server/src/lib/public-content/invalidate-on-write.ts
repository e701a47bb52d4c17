import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env.ts';
import { definitionOf } from '../route.ts';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write a signed-in caller made that succeeded (a console or dashboard edit, a publish) may
 * have changed what the public sees: every kept public answer is dropped. Cheaper to ask again
 * than to know which answers a write touched. Routes open to the public (a lead, a newsletter
 * sign-up, the chat, analytics events) never do, whoever sends them: a visitor must not be able
 * to empty the cache at will.
 */
export const invalidateOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (reads.has(c.req.method) || !c.var.user || c.res.status < 200 || c.res.status >= 300) return;
  const defined = matchedRoutes(c).find((r) => definitionOf(r.handler) !== undefined);
  if (defined && definitionOf(defined.handler)!.audience === 'public') return;
  c.var.publicContent.bump(`${c.req.method} ${defined?.path ?? c.req.path}`);
});
