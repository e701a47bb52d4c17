// Two-factor sign-in (issue 20) through the real app and database: enrolment confirmed by a code
// from a reference TOTP implementation (RFC 6238, written here with node:crypto), the sign-in's
// second step, wrong codes limited three ways, single-use recovery codes stored hashed, disabling
// with the password and a code, and the brokerage's "require two-factor" setting. That each code
// is accepted once, simultaneous sign-ins included, is two-factor-replay.test.ts (both engines).
// The app, its clock and the helpers: two-factor-test-kit.ts.
import { base32Decode } from '@maple/db/test-totp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '@maple/db/schema/auth';
import { siteSettings } from '@maple/db/schema/site-settings';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { recoveryCodePattern } from '@maple/shared/schemas/two-factor';
import { getBrokerageSettings } from '../site/site.service.ts';
import { json, type TestApp } from '../../test/test-app.ts';
import { twoFactorTestApp } from './two-factor-test-kit.ts';

const kit = twoFactorTestApp();
const { advance, freshWindow, codeNow, wrongCode, sessionCookieOf, challengeCookieOf, password, newUser, post, passwordStep, signedInCookie, enrolled, eventsOf } = kit;
let t: TestApp;
beforeAll(() => {
  t = kit.app();
});

describe('enrolment', () => {
  it('shows a key and ten recovery codes, counts only once a code from the app confirms it, and stores codes hashed', async () => {
    const account = await newUser();
    const cookie = await signedInCookie(account.email);

    const refused = await post('/api/auth/two-factor/enable', { password: 'not-my-password' }, cookie);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({ code: 'bad_request', fields: { password: m.wrongPassword } });

    const res = await post('/api/auth/two-factor/enable', { password }, cookie);
    expect(res.status).toBe(200);
    const started = await json(res);
    expect(started.secret).toMatch(/^[A-Z2-7]+$/);
    const uri = new URL(started.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(started.secret);
    expect(uri.searchParams.get('issuer')).toBe((await getBrokerageSettings(t.db)).teamName);
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);
    expect(started.backupCodes).toHaveLength(10);
    for (const code of started.backupCodes) expect(code).toMatch(recoveryCodePattern);
    expect(new Set(started.backupCodes).size).toBe(10);

    // Stored: the key encrypted, each recovery code as a keyed hash; nothing readable back.
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(row).toMatchObject({ verified: false });
    expect(row!.secret).not.toContain(started.secret);
    expect(row!.secret).not.toContain(base32Decode(started.secret).toString());
    const stored = JSON.parse(row!.backupCodes) as string[];
    expect(stored).toHaveLength(10);
    for (const [i, hash] of stored.entries()) {
      expect(hash).toMatch(/^h1:[A-Za-z0-9_-]{43}$/);
      expect(row!.backupCodes).not.toContain(started.backupCodes[i]);
    }
    // Not on until confirmed: the password alone still signs in.
    expect(sessionCookieOf(await passwordStep(account.email))).toBeDefined();

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(started.secret) }, cookie);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toMatchObject({ fields: { code: m.wrongCode } });

    const signInsBefore = (await eventsOf(account.id, 'sign_in_succeeded')).length;
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: codeNow(started.secret) }, cookie);
    expect(confirmed.status).toBe(200);
    // Confirming renews the session cookie, but it is no sign-in.
    expect(await eventsOf(account.id, 'sign_in_succeeded')).toHaveLength(signInsBefore);
    const [after] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.id));
    expect(after!.on).toBe(true);
    // The session is renewed: the old cookie is over, the new one is the user's.
    const renewed = sessionCookieOf(confirmed)!;
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(await json(await t.request('/api/me', { cookie: renewed }))).toMatchObject({ user: { email: account.email, twoFactorEnabled: true }, mustEnrolTwoFactor: false });
    const [event] = await eventsOf(account.id, 'two_factor_enabled');
    expect(event).toMatchObject({ actorUserId: account.id, detail: {} });
    // Once on, starting again is refused rather than replacing the key.
    expect((await post('/api/auth/two-factor/enable', { password }, renewed)).status).toBe(409);
    freshWindow();
  });

  it('refuses unknown fields and better-auth options we do not offer (trust this device, a custom issuer)', async () => {
    const account = await newUser();
    const cookie = await signedInCookie(account.email);
    for (const body of [{ password, issuer: 'Evil' }, { password, method: 'otp' }]) {
      const res = await post('/api/auth/two-factor/enable', body, cookie);
      expect(res.status).toBe(400);
    }
    expect((await post('/api/auth/two-factor/verify-totp', { code: '123456', trustDevice: true })).status).toBe(400);
    expect((await post('/api/auth/two-factor/verify-totp', { code: '12345' })).status).toBe(400);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, sets no session until then, and accepts the reference code (with one step of drift)', async () => {
    const account = await enrolled();
    const res = await passwordStep(account.email);
    expect(await json(res)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(sessionCookieOf(res)).toBeUndefined();
    const challenge = challengeCookieOf(res)!;
    expect(challenge).toBeDefined();
    expect((await t.request('/api/me', { cookie: challenge })).status).toBe(401);

    // Two steps old: refused. One step old (a code read just before it changed): accepted.
    const stale = await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret, -2) }, challenge);
    expect(stale.status).toBe(400);
    const ok = await post('/api/auth/two-factor/verify-totp', { code: ` ${codeNow(account.secret, -1)} ` }, challenge);
    expect(ok.status).toBe(200);
    const session = sessionCookieOf(ok)!;
    expect(await json(await t.request('/api/me', { cookie: session }))).toMatchObject({ user: { email: account.email, twoFactorEnabled: true } });
    // The sign-in is on the trail once, when the code completed it (the password step set no session).
    const signIns = await eventsOf(account.id, 'sign_in_succeeded');
    expect(signIns.at(-1)).toMatchObject({ detail: { method: 'two_factor' } });
    expect(signIns.filter((e) => (e.detail as { method?: string }).method === 'password')).toHaveLength(1);
    // The challenge is spent with the sign-in.
    expect((await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret) }, challenge)).status).toBe(400);

    const failures = await eventsOf(account.id, 'sign_in_failed');
    expect(failures.map((e) => e.detail)).toEqual([{ reason: 'two_factor' }]);
    expect(JSON.stringify(failures)).not.toContain(codeNow(account.secret, -2));
    freshWindow();
  });

  it('expires the second step ten minutes after the password', async () => {
    const account = await enrolled();
    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    advance(10 * 60_000 + 1000);
    const res = await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret) }, challenge);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toEqual({ code: 'bad_request', message: m.challengeExpired });
    freshWindow();
  });
});

describe('wrong codes are limited', () => {
  it('allows five tries per password, then the password again', async () => {
    const account = await enrolled();
    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/two-factor/verify-totp', { code: wrongCode(account.secret) }, challenge)).status).toBe(400);
    const sixth = await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret) }, challenge);
    expect(sixth.status).toBe(400);
    expect((await json(sixth)).error).toEqual({ code: 'bad_request', message: m.challengeExpired });
    expect(await eventsOf(account.id, 'sign_in_failed')).toHaveLength(5);
    freshWindow();
  });

  it("pauses the account's codes for 15 minutes after ten wrong ones in a row, across sign-ins and recovery codes", async () => {
    const account = await enrolled();
    for (let round = 0; round < 2; round++) {
      const challenge = challengeCookieOf(await passwordStep(account.email))!;
      for (let i = 0; i < 5; i++) {
        const path = i % 2 ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
        const body = { code: i % 2 ? 'zzzzz-zzzzz' : wrongCode(account.secret) };
        expect((await post(path, body, challenge)).status).toBe(400);
      }
      freshWindow();
    }
    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    const locked = await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret) }, challenge);
    expect(locked.status).toBe(429);
    expect((await json(locked)).error).toMatchObject({ code: 'rate_limited', message: m.lockedOut });
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: account.recoveryCodes[0] }, challenge)).status).toBe(429);
    expect(await eventsOf(account.id, 'sign_in_locked_out')).toHaveLength(2);

    advance(15 * 60_000);
    const fresh = challengeCookieOf(await passwordStep(account.email))!;
    expect((await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret) }, fresh)).status).toBe(200);
    freshWindow();
  });

  it('answers 429 after ten code checks a minute from one address, whoever they are for', async () => {
    const accounts = [await enrolled(), await enrolled(), await enrolled()];
    const challenges = await Promise.all(accounts.map(async (a) => challengeCookieOf(await passwordStep(a.email))!));
    let answered = 0;
    for (let i = 0; i < 10; i++) {
      const k = i % 3;
      expect((await post('/api/auth/two-factor/verify-totp', { code: wrongCode(accounts[k]!.secret) }, challenges[k])).status).toBe(400);
      answered++;
    }
    expect(answered).toBe(10);
    const limited = await post('/api/auth/two-factor/verify-totp', { code: codeNow(accounts[0]!.secret) }, challenges[0]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(limited)).error.message).toBe(m.tooManyAttempts);
    freshWindow();
  });
});

describe('recovery codes', () => {
  it('sign in once each: a used code never works again, whatever the case or spacing typed', async () => {
    const account = await enrolled();
    const [first, second] = account.recoveryCodes;
    const typed = first!.toUpperCase().replace('-', ' ');

    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    const ok = await post('/api/auth/two-factor/verify-backup-code', { code: typed }, challenge);
    expect(ok.status).toBe(200);
    expect((await t.request('/api/me', { cookie: sessionCookieOf(ok)! })).status).toBe(200);
    const [used] = await eventsOf(account.id, 'recovery_code_used');
    expect(used).toMatchObject({ actorUserId: account.id, detail: { remaining: 9 } });
    expect(JSON.stringify(used)).not.toContain(first!);

    const again = challengeCookieOf(await passwordStep(account.email))!;
    const reused = await post('/api/auth/two-factor/verify-backup-code', { code: first }, again);
    expect(reused.status).toBe(400);
    expect((await json(reused)).error).toMatchObject({ fields: { code: m.wrongRecoveryCode } });
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: second }, again)).status).toBe(200);
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(JSON.parse(row!.backupCodes)).toHaveLength(8);
    freshWindow();
  });

  it('can be replaced by ten new ones with the password; the old ones stop working', async () => {
    const account = await enrolled();
    expect((await post('/api/auth/two-factor/generate-backup-codes', { password: 'wrong-password-1' }, account.cookie)).status).toBe(400);
    const res = await post('/api/auth/two-factor/generate-backup-codes', { password }, account.cookie);
    expect(res.status).toBe(200);
    const { backupCodes } = await json(res);
    expect(backupCodes).toHaveLength(10);
    freshWindow();

    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: account.recoveryCodes[0] }, challenge)).status).toBe(400);
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, challenge)).status).toBe(200);
    freshWindow();
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code; a wrong password uses up no recovery code', async () => {
    const account = await enrolled();
    const disable = (body: unknown) => post('/api/auth/two-factor/disable', body, account.cookie);

    const noCode = await disable({ password });
    expect(noCode.status).toBe(400);
    const wrongPassword = await disable({ password: 'wrong-password-1', code: account.recoveryCodes[0] });
    expect(wrongPassword.status).toBe(400);
    expect((await json(wrongPassword)).error).toMatchObject({ fields: { password: m.wrongPassword } });
    const badCode = await disable({ password, code: wrongCode(account.secret) });
    expect(badCode.status).toBe(400);
    expect((await json(badCode)).error).toMatchObject({ fields: { code: m.wrongCode } });
    const [still] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
    expect(JSON.parse(still!.backupCodes)).toHaveLength(10);
    expect(await eventsOf(account.id, 'two_factor_disabled')).toHaveLength(0);

    const res = await disable({ password, code: codeNow(account.secret) });
    expect(res.status).toBe(200);
    const [after] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.id));
    expect(after!.on).toBe(false);
    expect(await t.db.$count(twoFactor, eq(twoFactor.userId, account.id))).toBe(0);
    expect(await eventsOf(account.id, 'two_factor_disabled')).toHaveLength(1);
    expect((await t.request('/api/me', { cookie: sessionCookieOf(res)! })).status).toBe(200);
    // The password alone signs in again.
    expect(sessionCookieOf(await passwordStep(account.email))).toBeDefined();
    freshWindow();
  });

  it('takes a recovery code instead of the app, using it up', async () => {
    const account = await enrolled();
    const res = await post('/api/auth/two-factor/disable', { password, code: account.recoveryCodes[3]!.toUpperCase() }, account.cookie);
    expect(res.status).toBe(200);
    expect(await eventsOf(account.id, 'recovery_code_used')).toHaveLength(1);
    expect(await eventsOf(account.id, 'two_factor_disabled')).toHaveLength(1);
    freshWindow();
  });
});

describe('the brokerage requires two-factor for staff', () => {
  async function requireTwoFactor(on: boolean) {
    const current = await getBrokerageSettings(t.db);
    await t.db.update(siteSettings).set({ data: { ...current, requireTwoFactor: on } });
  }

  it('turns a staff user without it away from every route but enrolment, /api/me and sign-out, until enrolled', async () => {
    const agent = await newUser('agent');
    const cookie = await signedInCookie(agent.email);
    expect((await t.request('/api/me/leads', { cookie })).status).toBe(200);
    await requireTwoFactor(true);
    try {
      const me = await json(await t.request('/api/me', { cookie }));
      expect(me).toMatchObject({ user: { twoFactorEnabled: false }, mustEnrolTwoFactor: true });
      for (const path of ['/api/me/leads', '/api/me/agent', '/api/auth/list-sessions', '/api/me/audit-events']) {
        const res = await t.request(path, { cookie });
        expect(res.status, path).toBe(403);
        expect((await json(res)).error, path).toEqual({ code: 'two_factor_required', message: m.required });
      }
      const write = await t.request('/api/me/agent', { method: 'PATCH', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Blocked' }) });
      expect(write.status).toBe(403);
      // Public pages stay public.
      expect((await t.request('/api/site', { cookie })).status).toBe(200);

      const started = await json(await post('/api/auth/two-factor/enable', { password }, cookie));
      const confirmed = await post('/api/auth/two-factor/verify-totp', { code: codeNow(started.secret) }, cookie);
      expect(confirmed.status).toBe(200);
      const renewed = sessionCookieOf(confirmed)!;
      expect(await json(await t.request('/api/me', { cookie: renewed }))).toMatchObject({ mustEnrolTwoFactor: false });
      expect((await t.request('/api/me/leads', { cookie: renewed })).status).toBe(200);
    } finally {
      await requireTwoFactor(false);
    }
    freshWindow();
  });

  it('applies to the super admin and admins, not to other accounts; sign-out stays open', async () => {
    const admin = await newUser('super_admin');
    const reader = await newUser('other');
    const adminCookie = await signedInCookie(admin.email);
    const readerCookie = await signedInCookie(reader.email);
    await requireTwoFactor(true);
    try {
      const settings = await t.request('/api/admin/settings', { cookie: adminCookie });
      expect(settings.status).toBe(403);
      expect((await json(settings)).error.code).toBe('two_factor_required');
      expect(await json(await t.request('/api/me', { cookie: readerCookie }))).toMatchObject({ mustEnrolTwoFactor: false });
      expect((await t.request('/api/auth/list-sessions', { cookie: readerCookie })).status).toBe(200);
      expect((await post('/api/auth/sign-out', {}, adminCookie)).status).toBe(200);
    } finally {
      await requireTwoFactor(false);
    }
  });
});
