// The attack report that opened the hardening work, replayed request by request: each example must
// get its 4xx or its header, and nothing it sends may be stored or logged.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@maple/db/schema/leads';
import { authMessages } from '@maple/shared/messages/auth';
import { errorsMessages } from '@maple/shared/messages/errors';
import { leadsMessages } from '@maple/shared/messages/leads';
import { textMessages } from '@maple/shared/messages/text';
import { createLogger } from './lib/logger.ts';
import { createTestApp, json, testOrigin, type TestApp } from './test/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
let ip = 0;
const nextIp = () => `198.51.100.${++ip % 250}`;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, logger: createLogger('info', (line) => logLines.push(line)) });
});
afterAll(() => t.close());

const postLead = (body: unknown) =>
  t.request('/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
const leadCount = async () => (await t.db.select({ n: count() }).from(leads))[0]!.n;

const contact = { kind: 'contact', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '416-555-0100', comments: 'Hello', consent: true };
const application = { kind: 'application', name: 'Ada Lovelace', email: 'ada@example.com', phone: '416-555-0100', mortgageAmount: 400000 };
const agentApplication = { kind: 'agent_application', name: 'Ada Lovelace', email: 'ada@example.com', phone: '416-555-0100', experience: '5 years' };
const chat = { kind: 'chat', conversation: [{ role: 'user', content: 'Hi' }], chatSessionId: 'session-1' };

describe('1. control characters and lone surrogates answer 400 with a per-field message', () => {
  it.each([
    ['NUL in a contact comment', { ...contact, comments: 'a\u0000b' }, 'comments'],
    ['NUL in a first name', { ...contact, firstName: 'A\u0000' }, 'firstName'],
    ['NUL in an application name', { ...application, name: 'x\u0000' }, 'name'],
    ['a lone surrogate in postalCode', { ...contact, postalCode: '\ud800x' }, 'postalCode'],
    ['a lone surrogate in experience', { ...agentApplication, experience: '\ud800x' }, 'experience'],
    ['a lone surrogate in propertyAddress', { ...application, propertyAddress: '\ud800x' }, 'propertyAddress'],
    ['a lone surrogate in chatSessionId', { ...chat, chatSessionId: '\ud800x' }, 'chatSessionId'],
    ['a lone low surrogate in a chat message', { ...chat, conversation: [{ role: 'user', content: 'x\udc00' }] }, 'conversation.0.content'],
    ['a bell character in a comment', { ...contact, comments: 'ring\u0007' }, 'comments'],
  ])('%s', async (_name, body, field) => {
    const before = await leadCount();
    const res = await postLead(body);
    expect(res.status).toBe(400);
    const error = (await json(res)).error;
    expect(error.code).toBe('bad_request');
    expect(error.fields[field]).toBe(textMessages.forbiddenCharacters);
    expect(await leadCount()).toBe(before);
  });

  it('keeps line breaks and tabs in a multi-line comment, and a real emoji pair anywhere', async () => {
    const res = await postLead({ ...contact, firstName: 'Zoë 🍁', comments: 'Line one\r\nLine two\n\tindented' });
    expect(res.status).toBe(201);
  });

  it.each(['/api/agents/%00', '/api/blog/x%00', '/api/services/%00', '/api/products/%00', '/api/agents/%ud800', '/api/blog/%E0%A4%A'])(
    '%s answers 404 in the contract shape',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    },
  );

  it.each(['/agents/%00', '/blog/%00', '/agent/%00', '/services/%00', '/products/x%00y'])('the page %s answers 404, not 500', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });
});

describe('2. a failed query is logged without its SQL or parameters', () => {
  it('logs the error class, the database code and the request id, and none of the submitted values', async () => {
    // A constraint the insert cannot meet stands in for any database failure.
    await t.db.execute(sql`alter table leads add constraint hardening_test_refuse check (position('Refuse' in client_name) = 0)`);
    try {
      logLines.length = 0;
      const body = { ...contact, firstName: 'Refuse', lastName: 'Quimby', email: 'quimby.secret@example.com', phone: '416-555-0199', comments: 'My private note' };
      const res = await postLead(body);
      expect(res.status).toBe(500);
      expect(await json(res)).toEqual({ error: { code: 'internal', message: errorsMessages.internal } });
      const requestId = res.headers.get('x-request-id');
      const line = logLines.find((l) => l.includes('unhandled error'));
      expect(line).toBeDefined();
      const entry = JSON.parse(line!);
      expect(entry).toMatchObject({ level: 'error', requestId, dbCode: '23514' });
      expect(entry.errorClass).toMatch(/Error/);
      for (const value of ['Refuse', 'Quimby', 'quimby.secret', '416-555-0199', 'My private note', 'insert into', leadsMessages.consentText.slice(0, 30)]) {
        expect(logLines.join('\n')).not.toContain(value);
      }
    } finally {
      await t.db.execute(sql`alter table leads drop constraint hardening_test_refuse`);
    }
  });
});

describe('3. behind a trusted proxy the limits count the address the proxy appended', () => {
  it('rotating the leftmost X-Forwarded-For entry does not get past the sign-in limit', async () => {
    const proxied = await createTestApp({ trustProxy: true, signInLimit: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await proxied.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}, 203.0.113.77` },
          body: JSON.stringify({ email: 'agent@demo.maple.test', password: 'wrong-password' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('rotating the leftmost entry does not get past the lead limit', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await proxied.request('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}, 203.0.113.78` },
          body: JSON.stringify({ kind: 'newsletter', email: `n${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('with two proxies, counts the entry the outer proxy appended', async () => {
    const proxied = await createTestApp({ trustProxy: 2, signInLimit: 2 });
    try {
      const attempt = (forwarded: string) =>
        proxied.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({ email: 'agent@demo.maple.test', password: 'wrong-password' }),
        });
      expect((await attempt('1.1.1.1, 203.0.113.90, 10.0.0.2')).status).toBe(401);
      expect((await attempt('2.2.2.2, 203.0.113.90, 10.0.0.2')).status).toBe(401);
      expect((await attempt('3.3.3.3, 203.0.113.90, 10.0.0.2')).status).toBe(429);
      expect((await attempt('203.0.113.91, 10.0.0.2')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('5. a write that carries a session cookie must come from the site', () => {
  it('refuses a JSON sign-out from a foreign origin and keeps the session', async () => {
    const cookie = await t.as('sarah').cookie();
    const res = await t.request('/api/auth/sign-out', { method: 'POST', cookie, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ error: { code: 'forbidden', message: errorsMessages.crossOrigin } });
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it('refuses a cookie-carrying write with neither Origin nor Sec-Fetch-Site same-origin', async () => {
    const cookie = await t.as('sarah').cookie();
    const noOrigin = await t.app.request('/api/leads', { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': nextIp() }, body: JSON.stringify({ kind: 'newsletter', email: 'x@example.com' }) });
    expect(noOrigin.status).toBe(403);
    const crossSite = await t.app.request('/api/leads', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, body: '{}' });
    expect(crossSite.status).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin when Origin is absent, and anonymous posts from anywhere', async () => {
    // Its own session: the sign-out below ends it, and the app's shared one stays for other tests.
    const cookie = await t.signIn('agent@demo.maple.test');
    const sameSite = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: '{}' });
    expect(sameSite.status).toBe(200);
    const anonymous = await t.request('/api/leads', { method: 'POST', headers: { origin: 'https://partner.example', 'content-type': 'application/json', 'x-forwarded-for': nextIp() }, body: JSON.stringify({ kind: 'newsletter', email: 'anon@example.com' }) });
    expect(anonymous.status).toBe(201);
  });
});

describe('6. signed-in answers are never cached', () => {
  it.each([
    ['sarah', '/api/me'],
    ['admin', '/api/admin/leads'],
    ['admin', '/api/admin/agents'],
    ['sarah', '/api/auth/get-session'],
  ] as const)('%s GET %s: Cache-Control private, no-store', async (who, path) => {
    const res = await t.as(who).get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('also on a refusal (401/403), so no shared cache keeps one', async () => {
    expect((await t.request('/api/admin/leads')).headers.get('cache-control')).toBe('private, no-store');
    expect((await t.as('sarah').get('/api/admin/leads')).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('7. better-auth routes', () => {
  it.each([
    ['a 500,000-character name', { name: 'x'.repeat(500_000) }],
    ['a numeric name', { name: 12345 }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
  ])('update-user is switched off (%s): 404, nothing changed', async (_name, body) => {
    const cookie = await t.as('marc').cookie();
    const res = await t.request('/api/auth/update-user', { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe('not_found');
    const me = await json(await t.request('/api/me', { cookie }));
    expect(me.user.name).toBe('Marc Gagnon');
  });

  it.each(['/api/auth/sign-up/email', '/api/auth/delete-user', '/api/auth/update-user'])('%s answers 404', async (path) => {
    const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
  });

  // Open since issue 20, for the signed-in user's own account only (the Account area).
  it.each(['/api/auth/change-email', '/api/auth/change-password'])('%s asks for a session (401)', async (path) => {
    const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });

  it('keeps the session token out of get-session and list-sessions bodies', async () => {
    const cookie = await t.as('sarah').cookie();
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const session = await t.request('/api/auth/get-session', { cookie });
    const sessionText = await session.text();
    expect(JSON.parse(sessionText).user.email).toBe('agent@demo.maple.test');
    expect(sessionText).not.toContain('"token"');
    expect(sessionText).not.toContain(token);
    const list = await t.request('/api/auth/list-sessions', { cookie });
    const listText = await list.text();
    expect(JSON.parse(listText).length).toBeGreaterThan(0);
    expect(listText).not.toContain(token);
  });

  it('answers a sign-in 429 in the contract shape with a standard Retry-After header', async () => {
    const limited = await createTestApp({ signInLimit: 1 });
    try {
      const attempt = () => limited.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'agent@demo.maple.test', password: 'nope-nope' }) });
      expect((await attempt()).status).toBe(401);
      const res = await attempt();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('x-retry-after')).toBeNull();
      expect(await json(res)).toEqual({ error: { code: 'rate_limited', message: authMessages.tooManyAttempts } });
    } finally {
      await limited.close();
    }
  });

  it('parses the sign-in body with the shared schema first', async () => {
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'agent@demo.maple.test\u0000', password: 'x' }) });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.email).toBeDefined();
  });
});

describe('8. $ patterns in data never paste the template', () => {
  it('a path holding $` and $& renders the 404 page head once, escaped', async () => {
    const res = await t.request('/x$`SPOOFED$&$\'');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${testOrigin}/x$\`SPOOFED$&amp;$&#39;">`);
  });
});

describe('9. one-line fields refuse line breaks; phone numbers take phone characters only', () => {
  it.each([
    ['a CR/LF Bcc line in a name', { ...agentApplication, name: 'Ada\r\nBcc: victim@example.com' }, 'name'],
    ['a line feed in a phone number', { ...contact, phone: '416\nBcc: x@example.com' }, 'phone'],
    ['letters in a phone number', { ...contact, phone: 'call me maybe' }, 'phone'],
    ['a phone with < and >', { ...application, phone: '<script>' }, 'phone'],
  ])('%s answers 400', async (_name, body, field) => {
    const before = await leadCount();
    const res = await postLead(body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBeDefined();
    expect(await leadCount()).toBe(before);
  });

  it.each(['416-555-0100', '+1 (416) 555-0100', '416.555.0100 ext. 12', '4165550100 x 7', '+44 20 7946 0958 #3'])('accepts the phone %s', async (phone) => {
    expect((await postLead({ ...contact, phone })).status).toBe(201);
  });
});
