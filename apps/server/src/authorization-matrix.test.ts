// Who may call every signed-in route, read from the app's own route list: each /api/me and
// /api/admin route × six callers, with the status each must get. A route without an entry below
// fails the suite, so no route can be added without deciding who may call it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { leads } from '@maple/db/schema/leads';
import { insertLead } from '@maple/db/seed/factories';
import { createUserWithPassword } from '@maple/db/seed/users';
import { missingExpectations, signedInRouteKeys } from './test/route-list.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const callers = ['anonymous', 'other', 'agentA', 'agentB', 'admin', 'superAdmin'] as const;
type Caller = (typeof callers)[number];
type Statuses = Record<Caller, number>;

/** A request for one cell; `rowOfA` is a fresh lead of agent A's, so a write in one cell never affects another. */
type Case = { path: (rowOfA: string) => string; body?: unknown; expect: Statuses };

const dashboardOnly = (ok: number, othersRow = ok): Statuses => ({ anonymous: 401, other: 403, agentA: ok, agentB: othersRow, admin: othersRow, superAdmin: 403 });
const consoleOnly = (ok: number): Statuses => ({ anonymous: 401, other: 403, agentA: 403, agentB: 403, admin: 403, superAdmin: ok });

const expectations: Record<string, Case> = {
  'GET /api/me': { path: () => '/api/me', expect: { anonymous: 401, other: 200, agentA: 200, agentB: 200, admin: 200, superAdmin: 200 } },
  'GET /api/me/leads': { path: () => '/api/me/leads', expect: dashboardOnly(200) },
  // Agent A's lead: A reads and changes it; agent B and the admin (their own agent records) get 404.
  'GET /api/me/leads/:id': { path: (id) => `/api/me/leads/${id}`, expect: dashboardOnly(200, 404) },
  'PATCH /api/me/leads/:id': { path: (id) => `/api/me/leads/${id}`, body: { status: 'contacted' }, expect: dashboardOnly(200, 404) },
  'GET /api/admin/agents': { path: () => '/api/admin/agents', expect: consoleOnly(200) },
  'GET /api/admin/leads': { path: () => '/api/admin/leads', expect: consoleOnly(200) },
  'GET /api/admin/leads/:id': { path: (id) => `/api/admin/leads/${id}`, expect: consoleOnly(200) },
  'PATCH /api/admin/leads/:id': { path: (id) => `/api/admin/leads/${id}`, body: { status: 'qualified' }, expect: consoleOnly(200) },
  'DELETE /api/admin/leads/:id': { path: (id) => `/api/admin/leads/${id}`, expect: consoleOnly(204) },
  'GET /api/admin/applications': { path: () => '/api/admin/applications', expect: consoleOnly(200) },
};

let t: TestApp;
let cookies: Record<Exclude<Caller, 'anonymous'>, string>;
let agentAId: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUserWithPassword(t.db, { email: 'other@matrix.test', password: 'matrix-password-1', role: 'other', name: 'Other Person' });
  await createUserWithPassword(t.db, { email: 'admin@matrix.test', password: 'matrix-password-1', role: 'admin', name: 'Admin Person' });
  cookies = {
    other: await t.signIn('other@matrix.test', 'matrix-password-1'),
    agentA: await t.signIn('agent@demo.maple.test'),
    agentB: await t.signIn('agent2@demo.maple.test'),
    admin: await t.signIn('admin@matrix.test', 'matrix-password-1'),
    superAdmin: await t.signIn('admin@demo.maple.test'),
  };
  agentAId = (await t.db.select({ id: agents.id }).from(agents).where(eq(agents.profileSlug, 'sarahchen')))[0]!.id;
}, 60_000);
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an expectation for every /api/me and /api/admin route the app registers', () => {
    expect(missingExpectations(signedInRouteKeys(t.app), Object.keys(expectations))).toEqual([]);
  });

  it('fails for a route nobody decided on (the check above is not vacuous)', () => {
    const keys = [...signedInRouteKeys(t.app), 'POST /api/admin/made-up'];
    expect(missingExpectations(keys, Object.keys(expectations))).toEqual(['POST /api/admin/made-up']);
  });

  const cells = Object.entries(expectations).flatMap(([key, c]) => callers.map((caller) => [key, caller, c.expect[caller]] as const));
  it.each(cells)('%s as %s → %i', async (key, caller, status) => {
    const { path, body } = expectations[key]!;
    const method = key.split(' ')[0]!;
    const lead = await insertLead(t.db, { agentId: agentAId, clientName: 'Matrix Lead' });
    const res = await t.request(path(lead.id), {
      method,
      cookie: caller === 'anonymous' ? undefined : cookies[caller],
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe({ 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[status]);
      // A refused write leaves the row as it was.
      const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(row).toMatchObject({ status: 'new', agentId: agentAId });
    }
  });
});
