// The app and helpers of the two-factor tests (two-factor.test.ts, and two-factor-replay.test.ts,
// which runs on both engines): one test app per file, with Date pinned to its manual clock.
//
// better-auth reads the machine's clock (Date.now) for TOTP steps, its lockout and its rate-limit
// windows, so Date is pinned to the app's manual clock here and both move together (`advance`):
// the codes computed here are for the instant better-auth checks, whatever the real time.
import { totpCode } from '@maple/db/test-totp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { createUserWithPassword } from '@maple/db/seed/users';
import type { AuditKind } from '@maple/shared/schemas/audit';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

/** Registers the file's app (made before its tests, closed after) and returns it with the helpers. */
export function twoFactorTestApp() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t.clock.now());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** Moves the app's clock and better-auth's (Date) together. */
  function advance(ms: number) {
    t.clock.advance(ms);
    vi.setSystemTime(t.clock.now());
  }
  /** Past every per-address window (one minute), so a test's count starts at zero. */
  const freshWindow = () => advance(61_000);

  // RFC 6238 codes from the reference implementation (@maple/db/test-totp), at the app's clock.
  const codeNow = (secret: string, stepOffset = 0) => totpCode(secret, t.clock.now().getTime(), stepOffset);
  /** A six-digit code that is none of the accepted ones (previous, current, next step). */
  function wrongCode(secret: string): string {
    const valid = new Set([-1, 0, 1].map((step) => codeNow(secret, step)));
    for (let n = 0; ; n++) {
      const candidate = String(n).padStart(6, '0');
      if (!valid.has(candidate)) return candidate;
    }
  }

  // ---- Cookies and requests
  /** The cookies an answer sets (name=value), without those it clears. */
  function cookiesOf(res: Response): string[] {
    return res.headers
      .getSetCookie()
      .filter((c) => !/;\s*max-age=0\b/i.test(c))
      .map((c) => c.split(';')[0]!);
  }
  const sessionCookieOf = (res: Response) => cookiesOf(res).find((c) => c.startsWith('better-auth.session_token='));
  const challengeCookieOf = (res: Response) => cookiesOf(res).find((c) => c.startsWith('better-auth.two_factor='));

  const password = 'two-factor-password-1';
  let made = 0;
  async function newUser(role: 'agent' | 'admin' | 'super_admin' | 'other' = 'agent') {
    const email = `two-factor-${++made}@example.com`;
    const created = await createUserWithPassword(t.db, { email, password, role, name: `Two Factor ${made}` }, t.clock.now());
    return { email, id: created.user.id };
  }

  const post = (path: string, body: unknown, cookie?: string) =>
    t.request(path, { method: 'POST', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function passwordStep(email: string) {
    const res = await post('/api/auth/sign-in/email', { email, password });
    expect(res.status).toBe(200);
    return res;
  }
  async function signedInCookie(email: string): Promise<string> {
    const cookie = sessionCookieOf(await passwordStep(email));
    expect(cookie).toBeDefined();
    return cookie!;
  }

  /** Enrols a fresh user through the routes; returns the key, recovery codes and the renewed session. */
  async function enrolled(role: 'agent' | 'admin' | 'super_admin' = 'agent') {
    const account = await newUser(role);
    const cookie = await signedInCookie(account.email);
    const started = await json(await post('/api/auth/two-factor/enable', { password }, cookie));
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: codeNow(started.secret) }, cookie);
    expect(confirmed.status).toBe(200);
    freshWindow();
    return { ...account, secret: started.secret as string, recoveryCodes: started.backupCodes as string[], cookie: sessionCookieOf(confirmed)! };
  }

  async function eventsOf(userId: string, kind: AuditKind) {
    return t.db.select().from(auditEvents).where(and(eq(auditEvents.targetUserId, userId), eq(auditEvents.kind, kind)));
  }

  return { app: () => t, advance, freshWindow, codeNow, wrongCode, cookiesOf, sessionCookieOf, challengeCookieOf, password, newUser, post, passwordStep, signedInCookie, enrolled, eventsOf };
}
