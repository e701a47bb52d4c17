// The API's OpenAPI description: valid OpenAPI 3.1, every /api route in it with the audience its
// URL area implies, and served with its reference page from our own origin. (Every answer the API
// tests receive is checked against it as well: test/description-check.ts, through test-app.ts.)
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, type OpenApiDocument } from './lib/openapi.ts';
import { apiTypesFile, renderApiTypes } from './test/api-types.ts';
import { routeKeys } from './test/route-list.ts';
import { createTestApp, json, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Operation = { 'x-audience': string; responses: Record<string, unknown>; security: unknown[]; requestBody?: unknown };
const description = async () => (await json(await t.request('/api/openapi.json'))) as { paths: Record<string, Record<string, Operation>> };

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const result = await new Validator().validate((await res.json()) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route the app answers, with its method', async () => {
    const { paths } = await description();
    const apiRoutes = routeKeys(t.app).filter((key) => / \/api\//.test(key));
    const missing = apiRoutes.filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !paths[openApiPath(path)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThan(90);
  });

  it("declares each route's audience, and it agrees with the area of the URL the app also guards", async () => {
    const { paths } = await description();
    const audiences = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, audience: op['x-audience'] })));
    for (const { route, audience } of audiences) {
      const expected = / \/api\/admin\//.test(route) ? 'console' : / \/api\/me\/./.test(route) ? 'dashboard' : / \/api\/me$/.test(route) ? 'signed-in' : / \/metrics$/.test(route) ? 'operator' : undefined;
      if (expected) expect({ route, audience }).toEqual({ route, audience: expected });
      else if (/ \/api\/portal\//.test(route)) expect(['public', 'portal'], route).toContain(audience);
      else expect(['public', 'signed-in'], route).toContain(audience);
    }
    // The portal's own session: described as its cookie, never the staff's.
    expect(paths['/api/portal/file']!.get!.security).toEqual([{ portalSession: [] }]);
  });

  it('describes the operations routes too: the probes for anyone, the metrics for the bearer of METRICS_TOKEN', async () => {
    const { paths } = await description();
    expect(Object.keys(paths['/healthz']!.get!.responses).sort()).toEqual(['200', '500', '503']);
    expect(paths['/readyz']!.get!.security).toEqual([]);
    const metrics = paths['/metrics']!.get!;
    expect(metrics['x-audience']).toBe('operator');
    expect(metrics.security).toEqual([{ operatorToken: [] }]);
    expect(Object.keys(metrics.responses).sort()).toEqual(['200', '401', '404', '500']);
  });

  it('lists the refusals each route can give: 401 and 403 where signed in, 404 for path ids, 400 for bodies', async () => {
    const { paths } = await description();
    const patch = paths['/api/admin/blog-posts/{id}']!.patch!;
    expect(Object.keys(patch.responses).sort()).toEqual(['200', '400', '401', '403', '404', '413', '500']);
    expect(patch.security).toEqual([{ session: [] }]);
    const lead = paths['/api/leads']!.post!;
    expect(lead['x-audience']).toBe('public');
    expect(lead.security).toEqual([]);
    expect(Object.keys(lead.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '429']));
  });
});

describe("the web client's types", () => {
  it('are generated from this description: api-types.generated.ts is what `npm run api:types` writes now', async () => {
    const document = (await description()) as unknown as OpenApiDocument;
    const committed = readFileSync(apiTypesFile, 'utf8');
    expect(committed === (await renderApiTypes(document)), 'apps/web/src/lib/api-types.generated.ts is stale: run `npm run api:types`').toBe(true);
  });

  it("type each operation's answer from its response schema (an enum-keyed record lists every key)", async () => {
    const types = readFileSync(apiTypesFile, 'utf8');
    expect(types).toMatch(/"\/api\/admin\/rates\/\{id\}\/history": \{/);
    expect(types).toMatch(/byStatus: \{\s+new: number;\s+contacted: number;/);
  });
});

describe('/api/docs', () => {
  it('serves the reference page and its files from our origin under the site CSP', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(['/favicon.svg', '/api/docs/assets/swagger-ui.css', '/api/openapi.json', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const source of sources.filter((s) => s.startsWith('/api/'))) {
      const res = await t.request(source);
      expect(res.status, source).toBe(200);
      expect((await res.arrayBuffer()).byteLength, source).toBeGreaterThan(100);
    }
    expect(await (await t.request('/api/docs/init.js')).text()).toContain('validatorUrl: null');
    expect((await t.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
