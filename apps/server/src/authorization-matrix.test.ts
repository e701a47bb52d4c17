// Who may call every signed-in route, read from the app's own route list: each /api/me and
// /api/admin route × six callers, with the status each must get. A route without an entry below
// fails the suite, so no route can be added without deciding who may call it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { agentDocuments } from '@maple/db/schema/agent-documents';
import { leads } from '@maple/db/schema/leads';
import { lenders, mortgageServices, products } from '@maple/db/schema/catalogue';
import { mortgageRates } from '@maple/db/schema/mortgage-rates';
import { rateSource } from '@maple/db/schema/rate-source';
import { insertLead, insertLender, insertProduct, insertRate, insertService } from '@maple/db/seed/factories';
import { createUserWithPassword } from '@maple/db/seed/users';
import { missingExpectations, signedInRouteKeys } from './test/route-list.ts';
import { startRateSourceFixture, type RateSourceFixture } from './test/rate-source-fixture.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { multipart, pdf, smallPng } from './test/upload-fixtures.ts';

const callers = ['anonymous', 'other', 'agentA', 'agentB', 'admin', 'superAdmin'] as const;
type Caller = (typeof callers)[number];
type Statuses = Record<Caller, number>;

/**
 * Fresh rows for one cell (agent A's lead and document; a rate, product, service and lender of the
 * console's), so a write in one cell never affects another.
 */
type RowsOfA = { lead: string; document: string; rate: string; product: string; service: string; lender: string };
/** A request for one cell: a JSON body (or one built from the cell's rows), or a multipart upload (`form`). */
type Case = { path: (rowsOfA: RowsOfA) => string; body?: unknown; bodyFor?: () => Promise<unknown>; form?: () => Promise<FormData>; expect: Statuses };

const image = async () => multipart(await smallPng(), 'matrix.png', 'image/png');
const document = async () => multipart(pdf('matrix'), 'matrix.pdf', 'application/pdf');

const dashboardOnly = (ok: number, othersRow = ok): Statuses => ({ anonymous: 401, other: 403, agentA: ok, agentB: othersRow, admin: othersRow, superAdmin: 403 });
const consoleOnly = (ok: number): Statuses => ({ anonymous: 401, other: 403, agentA: 403, agentB: 403, admin: 403, superAdmin: ok });

const expectations: Record<string, Case> = {
  'GET /api/me': { path: () => '/api/me', expect: { anonymous: 401, other: 200, agentA: 200, agentB: 200, admin: 200, superAdmin: 200 } },
  'GET /api/me/leads': { path: () => '/api/me/leads', expect: dashboardOnly(200) },
  // Agent A's lead: A reads and changes it; agent B and the admin (their own agent records) get 404.
  'GET /api/me/leads/:id': { path: ({ lead }) => `/api/me/leads/${lead}`, expect: dashboardOnly(200, 404) },
  'PATCH /api/me/leads/:id': { path: ({ lead }) => `/api/me/leads/${lead}`, body: { status: 'contacted' }, expect: dashboardOnly(200, 404) },
  // Each caller uploads to their own agent record (an admin has one too).
  'POST /api/me/agent/images/:kind': { path: () => '/api/me/agent/images/headshot', form: image, expect: dashboardOnly(200) },
  'POST /api/me/uploads/blog-images': { path: () => '/api/me/uploads/blog-images', form: image, expect: dashboardOnly(201) },
  'GET /api/me/documents': { path: () => '/api/me/documents', expect: dashboardOnly(200) },
  'POST /api/me/documents': { path: () => '/api/me/documents', form: document, expect: dashboardOnly(201) },
  // Agent A's document: agent B and the admin get 404, never the file.
  'GET /api/me/documents/:id/download': { path: ({ document }) => `/api/me/documents/${document}/download`, expect: dashboardOnly(200, 404) },
  'DELETE /api/me/documents/:id': { path: ({ document }) => `/api/me/documents/${document}`, expect: dashboardOnly(204, 404) },
  'POST /api/admin/agents/:agentId/images/:kind': { path: () => `/api/admin/agents/${agentAId}/images/banner`, form: image, expect: consoleOnly(200) },
  'GET /api/admin/agents/:agentId/documents/:id/download': { path: ({ document }) => `/api/admin/agents/${agentAId}/documents/${document}/download`, expect: consoleOnly(200) },
  'POST /api/admin/uploads/:bucket': { path: () => '/api/admin/uploads/product-images', form: image, expect: consoleOnly(201) },
  'GET /api/admin/agents': { path: () => '/api/admin/agents', expect: consoleOnly(200) },
  'GET /api/admin/leads': { path: () => '/api/admin/leads', expect: consoleOnly(200) },
  'GET /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, expect: consoleOnly(200) },
  'PATCH /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, body: { status: 'qualified' }, expect: consoleOnly(200) },
  'DELETE /api/admin/leads/:id': { path: ({ lead }) => `/api/admin/leads/${lead}`, expect: consoleOnly(204) },
  'GET /api/admin/applications': { path: () => '/api/admin/applications', expect: consoleOnly(200) },
  'GET /api/admin/rates': { path: () => '/api/admin/rates', expect: consoleOnly(200) },
  'POST /api/admin/rates': { path: () => '/api/admin/rates', body: { province: 'ON', term: '5 year', rateType: 'fixed', mortgageType: 'Conventional', postedRate: 5, ourRate: 4 }, expect: consoleOnly(201) },
  'GET /api/admin/rates/source': { path: () => '/api/admin/rates/source', expect: consoleOnly(200) },
  'PUT /api/admin/rates/source': { path: () => '/api/admin/rates/source', bodyFor: async () => ({ url: fixture.url('/rates'), format: 'html-table' }), expect: consoleOnly(200) },
  // The source is the local fixture page (set in beforeAll): a scrape by the super admin succeeds.
  'POST /api/admin/rates/scrape': { path: () => '/api/admin/rates/scrape', expect: consoleOnly(200) },
  'GET /api/admin/rates/:id/history': { path: ({ rate }) => `/api/admin/rates/${rate}/history`, expect: consoleOnly(200) },
  'PATCH /api/admin/rates/:id': { path: ({ rate }) => `/api/admin/rates/${rate}`, body: { ourRate: 3.5 }, expect: consoleOnly(200) },
  'DELETE /api/admin/rates/:id': { path: ({ rate }) => `/api/admin/rates/${rate}`, expect: consoleOnly(204) },
  'GET /api/admin/products': { path: () => '/api/admin/products', expect: consoleOnly(200) },
  'POST /api/admin/products': { path: () => '/api/admin/products', body: { name: 'Matrix product' }, expect: consoleOnly(201) },
  'GET /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, expect: consoleOnly(200) },
  'PATCH /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, body: { name: 'Renamed' }, expect: consoleOnly(200) },
  'DELETE /api/admin/products/:id': { path: ({ product }) => `/api/admin/products/${product}`, expect: consoleOnly(204) },
  'GET /api/admin/services': { path: () => '/api/admin/services', expect: consoleOnly(200) },
  'POST /api/admin/services': { path: () => '/api/admin/services', body: { name: 'Matrix service', features: ['One'] }, expect: consoleOnly(201) },
  'GET /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, expect: consoleOnly(200) },
  'PATCH /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, body: { name: 'Renamed' }, expect: consoleOnly(200) },
  'DELETE /api/admin/services/:id': { path: ({ service }) => `/api/admin/services/${service}`, expect: consoleOnly(204) },
  'GET /api/admin/lenders': { path: () => '/api/admin/lenders', expect: consoleOnly(200) },
  'POST /api/admin/lenders': { path: () => '/api/admin/lenders', body: { name: 'Matrix lender' }, expect: consoleOnly(201) },
  'PUT /api/admin/lenders/order': {
    path: () => '/api/admin/lenders/order',
    bodyFor: async () => ({ ids: (await t.db.select({ id: lenders.id }).from(lenders)).map((l) => l.id).reverse() }),
    expect: consoleOnly(200),
  },
  'GET /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, expect: consoleOnly(200) },
  'PATCH /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, body: { name: 'Renamed', type: 'alternate_lender' }, expect: consoleOnly(200) },
  'DELETE /api/admin/lenders/:id': { path: ({ lender }) => `/api/admin/lenders/${lender}`, expect: consoleOnly(204) },
};

let t: TestApp;
let fixture: RateSourceFixture;
let cookies: Record<Exclude<Caller, 'anonymous'>, string>;
let agentAId: string;

beforeAll(async () => {
  fixture = await startRateSourceFixture();
  t = await createTestApp({ outsideFetch: { allowPrivate: (_address, port) => port === fixture.port } });
  await t.db.insert(rateSource).values({ url: fixture.url('/rates'), format: 'html-table' });
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
afterAll(async () => {
  await fixture.close();
  await t.close();
});

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
    const { path, body: fixedBody, bodyFor, form } = expectations[key]!;
    const method = key.split(' ')[0]!;
    const lead = await insertLead(t.db, { agentId: agentAId, clientName: 'Matrix Lead' });
    const uploaded = await t.request('/api/me/documents', { method: 'POST', cookie: cookies.agentA, body: await document() });
    const documentOfA = ((await uploaded.json()) as { document: { id: string } }).document.id;
    const rows = {
      lead: lead.id,
      document: documentOfA,
      rate: (await insertRate(t.db, { province: 'NU', ourRate: 9.876 })).id,
      product: (await insertProduct(t.db)).id,
      service: (await insertService(t.db)).id,
      lender: (await insertLender(t.db)).id,
    };
    const body = bodyFor ? await bodyFor() : fixedBody;
    const res = await t.request(path(rows), {
      method,
      cookie: caller === 'anonymous' ? undefined : cookies[caller],
      headers: body ? { 'content-type': 'application/json' } : {},
      body: form ? await form() : body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe({ 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[status]);
      // A refused write leaves the row as it was.
      const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(row).toMatchObject({ status: 'new', agentId: agentAId });
      const [doc] = await t.db.select().from(agentDocuments).where(eq(agentDocuments.id, documentOfA));
      expect(doc).toMatchObject({ agentId: agentAId });
      const [rate] = await t.db.select().from(mortgageRates).where(eq(mortgageRates.id, rows.rate));
      expect(rate).toMatchObject({ ourRate: 9.876 });
      expect(await t.db.$count(products, eq(products.id, rows.product))).toBe(1);
      expect(await t.db.$count(mortgageServices, eq(mortgageServices.id, rows.service))).toBe(1);
      expect(await t.db.$count(lenders, eq(lenders.id, rows.lender))).toBe(1);
    }
  });
});
