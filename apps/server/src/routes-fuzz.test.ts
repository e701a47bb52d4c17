// A standing guard over every route the app registers (read from the app itself, so a route added
// later is fuzzed without anyone adding it here): hostile bodies, paths and query strings, as an
// anonymous visitor and as signed-in users. No answer may be a 5xx, every refusal is in the
// contract shape, and no table gains or loses a row.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '@maple/db/schema/agents';
import { mortgageFiles } from '@maple/db/schema/mortgage-files';
import { portalApplicants, portalSessions } from '@maple/db/schema/portal';
import { insertLead } from '@maple/db/seed/factories';
import { demoPassword } from '@maple/db/seed/demo-content';
import { textMessages } from '@maple/shared/messages/text';
import { definitionOf } from './lib/route.ts';
import { isUploadPath } from './lib/upload-body.ts';
import { smallPng } from './test/upload-fixtures.ts';
import { routeKeys } from './test/route-list.ts';
import { bodyArbitrary, hostileDate, hostileText, pathSegment, queryArbitrary, type FuzzRequest } from './test/fuzz-inputs.ts';
import { bodyShapes, bodyWith } from './test/schema-fields.ts';
import { createTestApp, testOrigin, type TestApp } from './test/test-app.ts';

// Each route gets its full run from the audience that reaches its handler (public: anonymous,
// /api/me: an agent, /api/admin: the super admin); the others get a short run. Middleware refuses
// anonymous calls to /api/me and /api/admin and an agent's to /api/admin before any input is
// read, so hostile inputs there prove little more after the first few.
//
// When both engines run (vitest.config.ts), each takes its own share of the inputs, drawn from its
// own seed: the same 30 a route gets in all. PostgreSQL takes nine tenths: PGlite is the same
// engine built to WebAssembly, and in `npm test` each of its inputs cost about eight times as much
// (its fuzz was the longest file of the run, decision 091). It was 200 inputs split in halves, then
// 120, then 60; the seeds are fixed, so each run sends the same inputs, and the test budget
// (decisions 091 and 107) needed the time more than each route needed inputs 31–60: the hostile
// values each field is drawn from (fuzz-inputs.ts) are few, and the tests below send each of the
// named ones (unknown fields, impossible dates, NUL, lone surrogates, hostile file names) to every
// route by design. An audience the middleware turns away gets 3, enough to show it is turned away (the authorization matrix
// holds every route to its audience; 6 each was a third of the inputs, decision 108).
// MAPLE_FUZZ_SHARE is `seed index:fraction` ('0:0.9'); alone, an engine takes them all.
const [shareIndex, share] = (process.env.MAPLE_FUZZ_SHARE ?? '0:1').split(':').map(Number) as [number, number];
const runs = (all: number) => Math.max(1, Math.ceil(all * share));
const fullRuns = runs(30);
const shortRuns = runs(3);
const seedOf = (endpoint: Endpoint) => 20261123 + endpoint.path.length + shareIndex * 7919;
// Bookkeeping that any request may touch: rate-limit counters (ours and better-auth's), the
// news cache a visit to /api/news fills when it is empty, and the privacy policy's history, which
// its first reading dates (decision 048).
const bookkeepingTables = new Set(['request_counters', 'rate_limit', 'news_articles', 'news_cache_state', 'privacy_policy_versions']);
// A CSV export a fuzzed query still matches stamps each exported lead's trail (issue 18): those
// entries are the export's record, not a stored input; every other trail entry is still counted.
// Likewise the audit trail's record of an export and of a refused sign-in (issue 20) is the trail
// doing its job; any other event would mean something changed.
const countedRows: Record<string, ReturnType<typeof sql>> = {
  lead_activity: sql`kind <> 'exported'`,
  audit_events: sql`kind not in ('leads_exported', 'sign_in_failed', 'sign_in_locked_out')`,
};
// Take no input at all: a fuzzed sign-out would simply sign the fuzzer out (and ending its other
// sessions end those of the fuzzer's own); the Inoreader connection test reads the stored
// configuration and changes nothing.
const noInputRoutes = new Set(['POST /api/auth/sign-out', 'POST /api/auth/revoke-other-sessions', 'POST /api/admin/news-config/test', 'DELETE /api/portal/session']);

let t: TestApp;
let cookies: { agent: string; admin: string; borrower: string };
let sarahId: string;
let inputsTried = 0;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, leadsPerTenMinutes: 1_000_000, signInLimit: 1_000_000 });
  sarahId = (await t.db.select({ id: agents.id, slug: agents.profileSlug }).from(agents)).find((a) => a.slug === 'sarahchen')!.id;
  cookies = { agent: await t.as('sarah').cookie(), admin: await t.as('admin').cookie(), borrower: await borrowerCookie() };
}, 60_000);
afterAll(async () => {
  console.log(`route fuzz: ${inputsTried} hostile inputs tried`);
  await t.close();
});

/** A portal session of the main applicant of a file of Sarah's (decision 094), made directly. */
async function borrowerCookie(): Promise<string> {
  const now = t.clock.now();
  const lead = await insertLead(t.db, { agentId: sarahId, clientName: 'Fuzz Borrower' });
  const [file] = await t.db.insert(mortgageFiles).values({ leadId: lead.id, createdAt: now, stageChangedAt: now }).returning();
  const [applicant] = await t.db.insert(portalApplicants).values({ fileId: file!.id, role: 'main', name: 'Fuzz Borrower', email: 'fuzz.borrower@example.com', createdAt: now }).returning();
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(portalSessions).values({ applicantId: applicant!.id, tokenHash: createHash('sha256').update(token).digest('hex'), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  return `maple_portal=${token}`;
}

/** PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T,>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    if (bookkeepingTables.has(name) || name.startsWith('__')) continue;
    const where = countedRows[name] ? sql` where ${countedRows[name]}` : sql``;
    const [first] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}${where}`));
    counts[name] = Number(first!.n);
  }
  return counts;
}

type Audience = 'anonymous' | 'agent' | 'admin' | 'borrower';
type Endpoint = { method: string; path: string };

/**
 * A route whose definition reads nothing from the request (no path parameter, query or body, no
 * upload) answers every hostile input alike, so the short run shows it as well as the full one
 * would: 60 inputs each for these was over a third of the fuzz's time for no new case.
 */
function takesNoInput(endpoint: Endpoint): boolean {
  const route = t.app.routes.find((r) => r.method === endpoint.method && r.path === endpoint.path && definitionOf(r.handler));
  const definition = route && definitionOf(route.handler);
  return !!definition && !endpoint.path.includes(':') && !definition.query && !definition.body && !definition.bodyOf && !isUploadPath(endpoint.path);
}

function handlerAudience(endpoint: Endpoint): Audience {
  if (/^\/api\/admin(\/|$)/.test(endpoint.path)) return 'admin';
  if (/^\/api\/me(\/|$)/.test(endpoint.path)) return 'agent';
  // Elsewhere (better-auth's paths for signed-in users: list-sessions, revoke-session…) by the
  // audience the route declares.
  const declared = t.app.routes.map((r) => ({ key: `${r.method} ${r.path}`, audience: definitionOf(r.handler)?.audience })).find((r) => r.key === `${endpoint.method} ${endpoint.path}` && r.audience)?.audience;
  if (declared === 'console') return 'admin';
  if (declared === 'portal') return 'borrower';
  if (declared === 'signed-in' || declared === 'dashboard') return 'agent';
  return 'anonymous';
}

/** Every method + path the app answers, without middleware and catch-alls. */
function endpoints(): Endpoint[] {
  return routeKeys(t.app).map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { method, path };
  });
}

const bodySamples = (): Record<string, Record<string, unknown>[]> => ({
  'POST /api/leads': [
    { kind: 'quote', quoteType: 'purchase', price: 650000, downPayment: 65000, location: 'Ontario', amortization: 25, mortgageRate: 3.94, paymentFrequency: 'monthly', name: 'Emily Wong', email: 'emily@example.com', phone: '416-555-0191', agentId: sarahId },
    { kind: 'prepayment', principal: 500000, ratePercent: 6, amortizationYears: 25, frequency: 'monthly', extraPayment: 500, annualLumpSum: 10000, oneOffLumpSum: 0, oneOffYear: 1, lumpSumPrivilegePercent: 15, paymentIncreasePrivilegePercent: 15, name: 'Ada', email: 'ada@example.com', agentId: sarahId },
    { kind: 'comparison', scenarios: [{ price: 500000, downPayment: 50000, ratePercent: 5, termYears: 5, amortizationYears: 25, frequency: 'monthly' }], name: 'Ada', email: 'ada@example.com', agentId: sarahId },
    { kind: 'contact', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416-555-0100', phoneType: 'Work', postalCode: 'M5V 2T6', comments: 'Hello', consent: true, agentId: sarahId },
    { kind: 'agent_application', name: 'Ada', email: 'ada@example.com', phone: '416-555-0100', experience: '5 years', message: 'Hi' },
    { kind: 'newsletter', email: 'news@example.com', agentId: 'none', page: '/newsletter' },
    { kind: 'application', name: 'Ada', email: 'ada@example.com', phone: '416-555-0100', mortgageAmount: 400000, propertyAddress: '1 Main St', agentId: sarahId },
    { kind: 'stress_test', annualIncome: 100000, downPayment: 50000, amortization: 25, rate: 3.84, monthlyCondoFees: 300, mortgageAmount: 450000, straightSwitch: false, name: 'Ada', email: 'ada@example.com', agentId: sarahId },
    { kind: 'penalty', balance: 400000, rate: 5, rateType: 'fixed', termYears: 5, monthsLeft: 36, comparisonRate: 3.5, comparisonBasis: 'posted', discount: 1, name: 'Ada', email: 'ada@example.com' },
    { kind: 'chat', name: 'Ada', email: 'ada@example.com', phone: '416-555-0100', conversation: [{ role: 'user', content: 'Hi' }], propertyType: 'condo', chatSessionId: 'session-1', agentId: sarahId },
    { kind: 'land_transfer_tax', province: 'BC', municipality: 'other', price: 700000, firstTimeBuyer: true, newlyBuilt: false, foreignBuyer: false, closingDate: '2026-06-01', name: 'Ada', email: 'ada@example.com', agentId: sarahId },
    { kind: 'closing_costs', province: 'ON', municipality: 'toronto', price: 500000, downPayment: 50000, amortization: 25, firstTimeBuyer: false, newlyBuilt: false, foreignBuyer: false, closingDate: '2026-06-01', legalFees: 1500, titleInsurance: 300, inspection: 400, appraisal: 350, adjustments: 500, name: 'Ada', email: 'ada@example.com', agentId: sarahId },
  ],
  'POST /api/events/page-view': [{ agentId: sarahId }],
  'POST /api/auth/sign-in/email': [{ email: 'agent@demo.maple.test', password: demoPassword }],
});

const queryKeys: Record<string, string[]> = {
  '/api/rates': ['province'],
  '/api/agents/:idOrSlug': ['province'],
  '/api/admin/leads': ['source', 'type', 'from', 'to'],
  '/api/admin/rates': ['province', 'termMonths', 'rateType', 'status', 'q'],
  '/api/admin/privacy/requests': ['status', 'q'],
  '/api/admin/privacy/retention/preview': ['leadMonths', 'transcriptMonths', 'outboxDays'],
  '/api/admin/privacy/requests/:id/export': ['format'],
  '/api/me/leads': ['from', 'to'],
  '/api/admin/leads/export.csv': ['from', 'to'],
  '/api/me/leads/export.csv': ['from', 'to'],
  '/api/admin/subscribers': ['status', 'q'],
  '/unsubscribe': ['token'],
  '/subscribe/confirm': ['token'],
};

type Sent = { url: string; init: RequestInit };

function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const params = endpoint.path.match(/:[A-Za-z]+/g) ?? [];
  const path = fc.tuple(...params.map(() => pathSegment)).map((segments) => {
    let filled = endpoint.path;
    params.forEach((param, i) => (filled = filled.replace(param, () => segments[i]!)));
    return filled;
  });
  const query = fc.option(queryArbitrary(queryKeys[endpoint.path] ?? ['q', 'id']), { nil: undefined });
  const samples = bodySamples()[`${endpoint.method} ${endpoint.path}`] ?? [];
  const body: fc.Arbitrary<FuzzRequest> = endpoint.method === 'GET' ? fc.constant({}) : bodyArbitrary(samples);
  return fc.record({ path: params.length ? path : fc.constant(endpoint.path), query, body }).map(({ path: p, query: q, body: b }) => ({
    url: q ? `${p}?${q}` : p,
    init: { method: endpoint.method, body: b.body, headers: b.contentType ? { 'content-type': b.contentType } : ({} as Record<string, string>) },
  }));
}

async function send(sent: Sent, audience: Audience): Promise<Response> {
  const headers = new Headers(sent.init.headers);
  headers.set('origin', testOrigin);
  // Each request its own address, so the limits never hide a route's own answer.
  headers.set('x-forwarded-for', `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`);
  if (audience !== 'anonymous') headers.set('cookie', cookies[audience]);
  inputsTried++;
  return t.app.request(sent.url, { ...sent.init, headers });
}

async function assertContractAnswer(res: Response, endpoint: Endpoint, sent: Sent) {
  const where = `${sent.init.method} ${sent.url.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  if (endpoint.method !== 'GET') expect(res.status, `${where} must be refused`).toBeGreaterThanOrEqual(400);
  if (res.status >= 400 && endpoint.path.startsWith('/api')) {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, where).toBe('string');
    expect(typeof body.error?.message, where).toBe('string');
  } else {
    await res.arrayBuffer();
  }
}

describe('route fuzz', () => {
  it('finds the app\'s routes, public, signed-in and better-auth ones among them', () => {
    const keys = endpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/leads', 'GET /api/agents/:idOrSlug', 'GET /api/admin/leads', 'POST /api/auth/sign-in/email', 'GET /api/me']));
  });

  it('gives every route its full run from the audience that reaches its handler', () => {
    const full = (audience: Audience) => endpoints().filter((e) => handlerAudience(e) === audience).map((e) => `${e.method} ${e.path}`);
    expect(full('anonymous')).toEqual(expect.arrayContaining(['POST /api/leads', 'POST /api/auth/sign-in/email', 'GET /api/agents/:idOrSlug']));
    expect(full('agent')).toEqual(expect.arrayContaining(['GET /api/me', 'GET /api/me/leads']));
    expect(full('admin')).toContain('GET /api/admin/leads');
    expect(full('borrower')).toEqual(expect.arrayContaining(['GET /api/portal/file', 'POST /api/portal/co-applicants']));
  });

  it('gives the short run only to routes that read nothing from the request', () => {
    const short = endpoints().filter(takesNoInput).map((e) => `${e.method} ${e.path}`);
    expect(short).toEqual(expect.arrayContaining(['GET /api/me']));
    expect(short).not.toContain('GET /api/admin/leads');
    expect(short).not.toContain('POST /api/leads');
    console.log(`route fuzz: ${short.length} of ${endpoints().length} routes read nothing from the request`);
    expect(short.some((key) => key.includes(':'))).toBe(false);
  });

  // The borrower's session opens only the portal (the authorization matrix shows every other
  // route refusing it at the door), so the borrower's run is the portal's routes.
  const reachedBy = (audience: Audience, endpoint: Endpoint) => audience !== 'borrower' || endpoint.path.startsWith('/api/portal');
  for (const audience of ['anonymous', 'agent', 'admin', 'borrower'] as const) {
    it(`every route answers hostile input from the ${audience} with a 4xx in the contract shape and stores nothing`, async () => {
      const before = await rowCounts();
      expect(before).toMatchObject({ leads: expect.any(Number), agents: expect.any(Number), user: expect.any(Number), session: expect.any(Number) });
      expect(before.agents).toBeGreaterThan(0);
      for (const endpoint of endpoints()) {
        if (noInputRoutes.has(`${endpoint.method} ${endpoint.path}`) || !reachedBy(audience, endpoint)) continue;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint), async (sent) => {
            await assertContractAnswer(await send(sent, audience), endpoint, sent);
          }),
          { numRuns: handlerAudience(endpoint) === audience && !takesNoInput(endpoint) ? fullRuns : shortRuns, seed: seedOf(endpoint) },
        );
      }
      expect(await rowCounts()).toEqual(before);
      expect(({} as Record<string, unknown>).role).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 600_000);
  }

  // Writes that take no JSON body: uploads (multipart or raw bytes, checked by content), deletes,
  // and actions on stored state. Every other write must name a field it does not take.
  const writesWithoutJsonBody = (key: string) =>
    key.startsWith('DELETE ') ||
    isUploadPath(key.split(' ')[1]!) ||
    ['POST /api/auth/sign-out', 'POST /api/auth/revoke-other-sessions', 'POST /api/admin/rates/scrape', 'POST /api/admin/news-config/test', 'POST /api/admin/news-config/oauth', 'POST /api/admin/webhooks/:id/test', 'POST /api/admin/campaigns/:id/test', 'POST /api/admin/campaigns/:id/cancel', 'POST /api/admin/users/:id/password-reset', 'POST /api/admin/privacy/requests/:id/erase', 'POST /api/admin/leads/:id/identifications/:recordId/reveal', 'POST /api/me/leads/:id/files', 'POST /api/admin/leads/:id/files', 'POST /api/portal/submission', ...['me', 'admin'].flatMap((area) => ['link', 'revoke'].map((verb) => `POST /api/${area}/leads/:id/files/:fileId/applicants/:applicantId/${verb}`))].includes(key) ||
    // A form post (the page's button) or RFC 8058's `List-Unsubscribe=One-Click`, never JSON.
    key === 'POST /unsubscribe' ||
    // The confirmation page's button: a form post with nothing in it but the token in the address.
    key === 'POST /subscribe/confirm' ||
    // The portal's resumable uploads (tus, decision 099): headers and raw bytes, never JSON.
    key === 'POST /api/portal/uploads' ||
    key === 'PATCH /api/portal/uploads/:uploadId';

  it('every JSON write refuses a field it does not take with 400 naming it, and stores nothing', async () => {
    const before = await rowCounts();
    const writes = endpoints().filter((e) => e.method !== 'GET' && !writesWithoutJsonBody(`${e.method} ${e.path}`));
    expect(writes.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['POST /api/leads', 'PATCH /api/admin/blog-posts/:id', 'PATCH /api/me/agent', 'POST /api/auth/sign-in/email', 'PUT /api/admin/lenders/order']),
    );
    for (const endpoint of writes) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const path = endpoint.path.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
      const audience = handlerAudience(endpoint);
      for (const sample of bodySamples()[key] ?? [{}]) {
        const sent = { url: path, init: { method: endpoint.method, body: JSON.stringify({ ...sample, isPublishd: true }), headers: { 'content-type': 'application/json' } } };
        const res = await send(sent, audience);
        const body = (await res.json()) as { error?: { code?: string; message?: string; fields?: Record<string, string> } };
        expect({ key, status: res.status, field: body.error?.fields?.isPublishd }).toEqual({ key, status: 400, field: 'Unknown field' });
        expect(body.error?.message, key).toContain('isPublishd');
      }
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);

  // Read from each route's own body schema (schema-fields.ts): every string field, the dates among
  // them, so a field added later is covered without a list kept here. Each body holds a hostile
  // value in every field at once; the answer must refuse each of them by name, whatever else the
  // body lacks, so none of them can reach the database (issue 42: a year 0000, 9999 or a 30
  // February answered 500 from PostgreSQL, as did a NUL or a lone surrogate).
  it('every date and text field of every write route refuses impossible dates, NUL and lone surrogates by name', async () => {
    const before = await rowCounts();
    const writes = t.app.routes.flatMap((r) => {
      const body = r.method !== 'GET' ? definitionOf(r.handler)?.body : undefined;
      return body ? [{ endpoint: { method: r.method, path: r.path }, shapes: bodyShapes(body) }] : [];
    });
    const fields = writes.flatMap(({ endpoint, shapes }) => shapes.flatMap((s) => s.fields.map((f) => `${endpoint.method} ${endpoint.path} ${f.path.join('.')}`)));
    expect(fields).toEqual(expect.arrayContaining(['POST /api/admin/privacy/incidents occurredOn', 'POST /api/admin/privacy/requests receivedAt', 'POST /api/leads comments', 'PATCH /api/admin/agents/:id licence.checkedAt']));
    const failures: string[] = [];
    for (const { endpoint, shapes } of writes) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const url = endpoint.path.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());
      for (const shape of shapes.filter((s) => s.fields.length > 0)) {
        const values = fc.tuple(...shape.fields.map((field) => (field.kind === 'text' ? hostileText : hostileDate)));
        for (const drawn of fc.sample(values, { numRuns: runs(4), seed: seedOf(endpoint) })) {
          const body = bodyWith(shape, shape.fields.map((field, i) => [field.path, drawn[i]]));
          const res = await send({ url, init: { method: endpoint.method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } }, handlerAudience(endpoint));
          const answer = (await res.json()) as { error?: { fields?: Record<string, string> } };
          // Refused by name: the field itself, or something inside it (an array's item).
          const named = Object.keys(answer.error?.fields ?? {});
          const unrefused = shape.fields.map((field) => field.path.join('.')).filter((path) => !named.some((name) => name === path || name.startsWith(`${path}.`)));
          if (res.status !== 400 || unrefused.length) failures.push(`${key} answered ${res.status}, took ${unrefused.join(', ') || 'nothing'}: ${JSON.stringify(body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it('names an unknown field inside a group, and says Required for a left-out one', async () => {
    const res = await send(
      { url: '/api/me/agent', init: { method: 'PATCH', body: JSON.stringify({ seoSettings: { metaTitle: 'A', metaDescription: null, ogImage: null, colour: 'red' } }), headers: { 'content-type': 'application/json' } } },
      'agent',
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({ 'seoSettings.colour': 'Unknown field', 'seoSettings.metaKeywords': 'Required' });
  });

  // A valid path for each upload route; a new upload route without one fails the first assertion.
  const uploadTargets = (): Record<string, { url: string; audience: Audience }> => ({
    'POST /api/me/agent/images/:kind': { url: '/api/me/agent/images/headshot', audience: 'agent' },
    'POST /api/me/uploads/blog-images': { url: '/api/me/uploads/blog-images', audience: 'agent' },
    'POST /api/me/documents': { url: '/api/me/documents', audience: 'agent' },
    'POST /api/admin/agents/:agentId/images/:kind': { url: `/api/admin/agents/${sarahId}/images/banner`, audience: 'admin' },
    'POST /api/admin/uploads/:bucket': { url: '/api/admin/uploads/product-images', audience: 'admin' },
  });

  it('every upload route refuses a hostile file name (NUL, control characters, encoded CR/LF) with 400 on the file, storing nothing', async () => {
    const uploads = endpoints().filter((e) => e.method === 'POST' && isUploadPath(e.path.replace(/:[A-Za-z]+/g, 'x')));
    expect(uploads.map((e) => `${e.method} ${e.path}`).sort()).toEqual(Object.keys(uploadTargets()).sort());
    const png = await smallPng();
    const before = await rowCounts();
    // Written by hand: a browser's FormData would escape these, a hostile client need not.
    const boundary = 'maple-fuzz-name';
    const body = (disposition: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`, 'latin1'),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const names = ['filename="a\u0000b.png"', 'filename="tab\there.png"', 'filename="a%0D%0ASet-Cookie: x=1.png"', 'filename="bell\u0007.png"', 'filename="esc\u001b[31m.png"'];
    for (const [key, { url, audience }] of Object.entries(uploadTargets())) {
      for (const disposition of names) {
        const res = await send({ url, init: { method: 'POST', body: body(disposition), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } } }, audience);
        expect({ key, disposition, status: res.status }).toEqual({ key, disposition, status: 400 });
        expect(((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields, `${key} ${disposition}`).toEqual({ file: textMessages.forbiddenCharacters });
      }
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);

  it('page paths with hostile segments answer without a 5xx', async () => {
    const pagePaths = ['/agents/:x', '/agent/:x', '/blog/:x', '/services/:x', '/products/:x', '/:x', '/:x/:y'];
    for (const path of pagePaths) {
      const endpoint = { method: 'GET', path };
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async (sent) => {
          await assertContractAnswer(await send(sent, 'anonymous'), endpoint, sent);
        }),
        { numRuns: runs(60), seed: 42 + shareIndex },
      );
    }
  }, 120_000);
});
