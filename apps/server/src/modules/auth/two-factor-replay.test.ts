// Each TOTP code and recovery code is accepted once (RFC 6238 §5.2; the outside probe's finding):
// a replayed code, an earlier step's, and two sign-ins sent at the same moment with one code. On
// both engines (vitest.config.ts): simultaneous requests meet at a lock differently on a pool of
// PostgreSQL connections and on embedded PGlite's one connection. The app and helpers:
// two-factor-test-kit.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '@maple/db/schema/auth';
import { twoFactorMessages as m } from '@maple/shared/messages/two-factor';
import { json, type TestApp } from '../../test/test-app.ts';
import { twoFactorTestApp } from './two-factor-test-kit.ts';

const kit = twoFactorTestApp();
const { advance, freshWindow, codeNow, wrongCode, sessionCookieOf, challengeCookieOf, password, newUser, post, passwordStep, signedInCookie, enrolled } = kit;
let t: TestApp;
beforeAll(() => {
  t = kit.app();
});

describe('each code is accepted once (RFC 6238 §5.2)', () => {
  it('refuses a second sign-in with the code that completed the first, as it refuses a wrong code, and any code of an earlier step', async () => {
    const account = await enrolled();
    const code = codeNow(account.secret);
    const first = await post('/api/auth/two-factor/verify-totp', { code }, challengeCookieOf(await passwordStep(account.email))!);
    expect(first.status).toBe(200);

    const challenge = challengeCookieOf(await passwordStep(account.email))!;
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongCode(account.secret) }, challenge);
    const again = await post('/api/auth/two-factor/verify-totp', { code }, challenge);
    expect(again.status).toBe(wrong.status);
    expect(await json(again)).toEqual(await json(wrong));
    expect(sessionCookieOf(again)).toBeUndefined();
    // The previous step's code is still within better-auth's drift, but older than the one used.
    expect((await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret, -1) }, challenge)).status).toBe(400);
    // The next step's code is new: it signs in.
    expect((await post('/api/auth/two-factor/verify-totp', { code: codeNow(account.secret, 1) }, challenge)).status).toBe(200);
    freshWindow();
  });

  it('lets only one of two simultaneous sign-ins with one code through', async () => {
    const account = await enrolled();
    const challenges = [challengeCookieOf(await passwordStep(account.email))!, challengeCookieOf(await passwordStep(account.email))!];
    const code = codeNow(account.secret);
    const answers = await Promise.all(challenges.map((challenge) => post('/api/auth/two-factor/verify-totp', { code }, challenge)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    freshWindow();
  });

  it('lets only one of two simultaneous sign-ins with one recovery code through (they were single-use already)', async () => {
    const account = await enrolled();
    const challenges = [challengeCookieOf(await passwordStep(account.email))!, challengeCookieOf(await passwordStep(account.email))!];
    const code = account.recoveryCodes[0];
    const answers = await Promise.all(challenges.map((challenge) => post('/api/auth/two-factor/verify-backup-code', { code }, challenge)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    freshWindow();
  });

  it('refuses the code of the confirmation, and of a sign-in, to turn two-factor off', async () => {
    const account = await newUser();
    const cookie = await signedInCookie(account.email);
    const started = await json(await post('/api/auth/two-factor/enable', { password }, cookie));
    const enrolCode = codeNow(started.secret);
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: enrolCode }, cookie);
    expect(confirmed.status).toBe(200);
    const renewed = sessionCookieOf(confirmed)!;
    const disable = (code: string, session = renewed) => post('/api/auth/two-factor/disable', { password, code }, session);

    const refused = await disable(enrolCode);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toMatchObject({ fields: { code: m.wrongCode } });

    advance(30_000);
    const signInCode = codeNow(started.secret);
    const signedIn = await post('/api/auth/two-factor/verify-totp', { code: signInCode }, challengeCookieOf(await passwordStep(account.email))!);
    expect(signedIn.status).toBe(200);
    expect((await disable(signInCode, sessionCookieOf(signedIn)!)).status).toBe(400);
    const [still] = await t.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.id));
    expect(still!.on).toBe(true);

    advance(30_000);
    expect((await disable(codeNow(started.secret))).status).toBe(200);
    freshWindow();
  });
});

