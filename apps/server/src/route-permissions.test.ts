// Every route's declared permission against what the app enforces (decision 061), read from the
// app's own route list like the authorization matrix and the OpenAPI description. The matrix says
// who gets what on real rows; this says, for every route and every role, whether the role is
// refused before any input is read, and holds that to the declaration: a role is let through
// exactly when its area admits it and it holds the permission at `own` or `any`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '@maple/db/seed/users';
import { scopeOf } from '@maple/shared/permissions';
import type { Role } from '@maple/shared/roles';
import { audienceRoles, definitionOf, type RouteDefinition } from './lib/route.ts';
import { createTestApp, testOrigin, type TestApp } from './test/test-app.ts';

const roles = ['other', 'agent', 'admin', 'super_admin'] as const satisfies readonly Role[];
const signedInAreas = new Set(['dashboard', 'console']);

type Defined = { key: string; method: string; path: string; definition: RouteDefinition };

let t: TestApp;
let cookies: Record<Role, string>;
let defined: Defined[];

beforeAll(async () => {
  t = await createTestApp();
  await createUserWithPassword(t.db, { email: 'other@permissions.test', password: 'permissions-password-1', role: 'other', name: 'Other Person' });
  await createUserWithPassword(t.db, { email: 'admin@permissions.test', password: 'permissions-password-1', role: 'admin', name: 'Admin Person' });
  cookies = {
    other: await t.signIn('other@permissions.test', 'permissions-password-1'),
    agent: await t.as('sarah').cookie(),
    admin: await t.signIn('admin@permissions.test', 'permissions-password-1'),
    super_admin: await t.as('admin').cookie(),
  };
  defined = t.app.routes.flatMap((r) => {
    const definition = definitionOf(r.handler);
    return definition ? [{ key: `${r.method} ${r.path}`, method: r.method, path: r.path, definition }] : [];
  });
}, 60_000);
afterAll(() => t.close());

/** Whether the declaration lets `role` through: its area admits it and it holds the permission. */
function letThrough({ audience, permission }: RouteDefinition, role: Role): boolean {
  const admitted = audienceRoles[audience]?.includes(role) ?? true;
  return admitted && (!permission || scopeOf(role, permission) !== null);
}

/**
 * A request no route can act on: every path segment a placeholder no id, slug or name can be, and
 * a JSON body that is not an object. A refusal to it was made before the inputs were read, so
 * before the handler; an admitted role gets the route's 400 or 404 (or, for a route that takes
 * nothing, its answer).
 */
function probe({ method, path }: Defined, role: Role) {
  const headers: Record<string, string> = { origin: testOrigin, cookie: cookies[role] };
  const write = method !== 'GET' && method !== 'DELETE';
  if (write) headers['content-type'] = 'application/json';
  return t.app.request(path.replace(/:[A-Za-z]+/g, '~'), { method, headers, body: write ? '"probe"' : undefined });
}

describe('declared permissions', () => {
  it('are declared by every route of the signed-in areas (null only on purpose) and by no other route', () => {
    const areaRoutes = defined.filter((d) => signedInAreas.has(d.definition.audience));
    expect(areaRoutes.length).toBeGreaterThan(100);
    expect(areaRoutes.filter((d) => !('permission' in d.definition) || d.definition.permission === undefined).map((d) => d.key)).toEqual([]);
    expect(defined.filter((d) => !signedInAreas.has(d.definition.audience) && d.definition.permission !== undefined).map((d) => d.key)).toEqual([]);
    // Where the area's roles alone decide; a new one is added here knowingly.
    expect(areaRoutes.filter((d) => d.definition.permission === null).map((d) => d.key).sort()).toEqual(['GET /api/me/audit-events', 'POST /api/admin/uploads/:bucket']);
  });

  it('never refuse a role the route’s area admits (the area and the permission say the same)', () => {
    const contradictions = defined.flatMap((d) =>
      (audienceRoles[d.definition.audience] ?? []).filter((role) => !letThrough(d.definition, role)).map((role) => `${d.key}: ${role} is admitted to ${d.definition.audience} but lacks ${d.definition.permission}`),
    );
    expect(contradictions).toEqual([]);
  });

  it('are what the app enforces: each role is refused before the handler exactly when the declaration refuses it', async () => {
    const routes = defined.filter((d) => d.definition.audience !== 'public' && d.definition.audience !== 'operator');
    const disagreements: string[] = [];
    for (const d of routes) {
      for (const role of roles) {
        const res = await probe(d, role);
        const refused = res.status === 401 || res.status === 403;
        const expected = letThrough(d.definition, role);
        if (refused === expected) disagreements.push(`${d.key} as ${role}: ${res.status}, declared ${expected ? 'let through' : 'refused'} (${d.definition.permission ?? 'no permission'})`);
        if (res.status >= 500) disagreements.push(`${d.key} as ${role}: ${res.status}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
