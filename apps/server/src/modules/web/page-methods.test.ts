// A page's address takes GET and HEAD only: a form or a client posting to it learns which methods
// it takes (405 with Allow), and the API's unknown addresses keep their JSON 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('methods on a page address', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s to a page, a French page or an unknown page is 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/rates', '/fr/taux', '/no-such-page']) {
      const res = await t.request(path, { method });
      expect({ path, status: res.status, allow: res.headers.get('allow') }).toEqual({ path, status: 405, allow: 'GET, HEAD' });
      expect(await res.text()).toBe('Method Not Allowed');
    }
  });

  it('leaves GET and HEAD to the page, and the API its own 404', async () => {
    expect((await t.request('/rates')).status).toBe(200);
    expect((await t.request('/rates', { method: 'HEAD' })).status).toBe(200);
    const api = await t.request('/api/no-such-route', { method: 'POST' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});
