// route() refuses a caller whose role lacks the declared permission before it reads any input or
// runs the handler (decision 061). Today every role a signed-in area admits holds its routes'
// permissions (route-permissions.test.ts holds the app to that), so the gate is shown here on a
// route of the test's own: a dashboard route asking for a permission agents do not hold.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { blogPublicationInput } from '@maple/shared/schemas/blog';
import type { Role } from '@maple/shared/roles';
import type { AppEnv } from './app-env.ts';
import { AppError, errorBody, errorStatus } from './app-error.ts';
import { route, routes } from './route.ts';

function appAs(role: Role | null, ran: string[]) {
  const app = new Hono<AppEnv>();
  // The app's error handler's first case (middleware/errors.ts, which lib/ may not import).
  app.onError((error, c) => (error instanceof AppError ? c.json(errorBody(error.code, error.message), errorStatus[error.code]) : c.json({ unexpected: String(error) }, 500)));
  app.use(async (c, next) => {
    c.set('user', role ? { id: 'u1', email: 'u1@example.com', name: 'U', role, sessionId: 's1', twoFactorEnabled: true, language: 'en' } : null);
    c.set('actor', role ? { userId: 'u1', role, agentId: 'a1' } : null);
    await next();
  });
  const handler = (name: string) => (c: Parameters<Parameters<typeof route>[1]>[0]) => {
    ran.push(name);
    return c.json({ ran: name });
  };
  const common = { audience: 'dashboard', beforeTwoFactor: true, body: blogPublicationInput, responses: { 200: { description: 'ok' } } } as const;
  app.route(
    '/',
    routes(
      route({ ...common, method: 'post', path: '/delete-lead', permission: 'lead:delete', summary: 'Agents do not hold lead:delete' }, handler('delete-lead')),
      route({ ...common, method: 'post', path: '/update-lead', permission: 'lead:update', summary: 'Agents hold lead:update at own' }, handler('update-lead')),
      route({ ...common, method: 'post', path: '/area-alone', permission: null, summary: 'The area alone decides' }, handler('area-alone')),
    ),
  );
  return app;
}

const post = (app: Hono<AppEnv>, path: string, body: unknown) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the permission a route declares', () => {
  it('refuses a role that lacks it with 403, before the body is read or the handler runs', async () => {
    const ran: string[] = [];
    const res = await post(appAs('agent', ran), '/delete-lead', { not: 'valid' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await post(appAs('agent', ran), '/delete-lead', { isPublished: true })).status).toBe(403);
    expect(ran).toEqual([]);
  });

  it('lets a role holding it at `own` through to validation and the handler', async () => {
    const ran: string[] = [];
    expect((await post(appAs('agent', ran), '/update-lead', { not: 'valid' })).status).toBe(400);
    expect((await post(appAs('agent', ran), '/update-lead', { isPublished: true })).status).toBe(200);
    expect((await post(appAs('admin', ran), '/area-alone', { isPublished: true })).status).toBe(200);
    expect(ran).toEqual(['update-lead', 'area-alone']);
  });

  it('answers 401 without a session and 403 outside the area, whatever the permission', async () => {
    expect((await post(appAs(null, []), '/update-lead', { isPublished: true })).status).toBe(401);
    expect((await post(appAs('super_admin', []), '/update-lead', { isPublished: true })).status).toBe(403);
  });
});
