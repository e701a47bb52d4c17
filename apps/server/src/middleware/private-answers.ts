import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/app-env.ts';

/** Answers about the signed-in person (or their records) must never sit in a shared or browser cache. */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});
