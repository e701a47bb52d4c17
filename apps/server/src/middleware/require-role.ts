import { createMiddleware } from 'hono/factory';
import type { Role } from '@maple/shared/roles';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from '../lib/app-env.ts';

/** 401 without a session, 403 with a session whose role is not in `allowed`. */
export function requireRole(...allowed: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError('unauthorized', errorsMessages.unauthorized);
    if (!allowed.includes(user.role)) throw new AppError('forbidden', errorsMessages.forbidden);
    await next();
  });
}

export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('unauthorized', errorsMessages.unauthorized);
  await next();
});
