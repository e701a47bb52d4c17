import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@maple/db/schema/audit-events';
import { account, session, user, verification } from '@maple/db/schema/auth';
import { jobs } from '@maple/db/schema/jobs';
import { createUserWithPassword } from '@maple/db/seed/users';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { passwordMessages as m } from '@maple/shared/messages/password';
import { storedResetIdentifier } from '../../lib/auth-recovery.ts';
import { outboxMessages, type ParsedEml } from '../../test/eml.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { recoveryLimits, resetRequestFloorMs } from './recovery.service.ts';

let t: TestApp;
beforeAll(async () => {
  // One proxy in front: each test sends from its own client address, so one test's limits never reach another.
  t = await createTestApp({ trustProxy: true });
}, 60_000);
afterAll(() => t.close());

let lastAddress = 0;
/** A client address of the test's own. */
const newAddress = () => `198.51.100.${++lastAddress}`;

let lastUser = 0;
/** A user of the test's own (never a demo account: their passwords and sessions stay as they are). */
async function newUser(password = 'original-password-1') {
  const email = `recovery.user${++lastUser}@example.com`;
  const { user: created } = await createUserWithPassword(t.db, { email, password, role: 'agent', name: `Recovery User ${lastUser}` }, t.clock.now());
  return { id: created.id, email, password };
}

const post = (path: string, body: unknown, address = newAddress(), cookie?: string) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body), cookie });

/** Every mail the outbox holds for an address (in no particular order: the test clock stamps them alike). */
async function mailsTo(address: string): Promise<ParsedEml[]> {
  return (await outboxMessages(t.outbox)).filter((mail) => mail.headers.to === address);
}

const seen = new Set<string>();
/** The link in the one mail of that subject to the address that no earlier call read, after the queue has run. */
async function linkIn(address: string, subject: string): Promise<URL> {
  await t.runJobs();
  const mails = (await mailsTo(address)).filter((one) => one.headers.subject === subject && !seen.has(one.text));
  expect(mails, `one new mail "${subject}" to ${address}`).toHaveLength(1);
  const mail = mails[0];
  seen.add(mail!.text);
  const url = /https?:\/\/\S+/.exec(mail!.text)?.[0];
  expect(url).toBeDefined();
  return new URL(url!);
}

async function requestReset(email: string, address = newAddress()) {
  const res = await post('/api/auth/request-password-reset', { email }, address);
  expect(res.status).toBe(200);
  return linkIn(email, m.mail.resetSubject);
}

const tokenOf = (link: URL) => link.searchParams.get('token')!;
const signInStatus = async (email: string, password: string) => (await post('/api/auth/sign-in/email', { email, password })).status;
const auditOf = (userId: string) => t.db.select().from(auditEvents).where(eq(auditEvents.targetUserId, userId));

describe('forgot password: POST /api/auth/request-password-reset', () => {
  it('answers a known and an unknown address with the same status and body, and mails only the known one', async () => {
    const known = await newUser();
    const unknown = 'nobody.here@example.com';
    const address = newAddress();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/api/auth/request-password-reset', { email }, address);
      return { res, ms: performance.now() - started };
    };
    const [{ res: a, ms: msA }, { res: b, ms: msB }] = [await timed(known.email), await timed(unknown)];
    expect([a.status, b.status]).toEqual([200, 200]);
    // Neither answer comes before the floor, which is well above the extra work a known address costs.
    expect(Math.min(msA, msB)).toBeGreaterThanOrEqual(resetRequestFloorMs - 1);
    const [bodyA, bodyB] = [await a.text(), await b.text()];
    expect(bodyA).toBe(bodyB);
    expect(JSON.parse(bodyA)).toEqual({ status: true, message: m.forgot.sent });
    await t.runJobs();
    expect((await mailsTo(known.email)).map((mail) => mail.headers.subject)).toEqual([m.mail.resetSubject]);
    expect(await mailsTo(unknown)).toEqual([]);
    // The trail says a reset was asked for the account; nothing is recorded for an address without one.
    expect((await auditOf(known.id)).map((e) => e.kind)).toEqual(['password_reset_requested']);
    expect(await t.db.$count(auditEvents, eq(auditEvents.targetLabel, unknown))).toBe(0);
  });

  it('queues the mail instead of sending it while the visitor waits, and stores the token only hashed', async () => {
    const known = await newUser();
    const res = await post('/api/auth/request-password-reset', { email: known.email.toUpperCase() });
    expect(res.status).toBe(200);
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.name, 'account-mail'), eq(jobs.status, 'pending')));
    expect(job?.payload).toMatchObject({ kind: 'password-reset', userId: known.id });
    const link = await linkIn(known.email, m.mail.resetSubject);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThanOrEqual(24);
    // The job row carried the token encrypted only; the verification row holds its hash.
    expect(JSON.stringify(job)).not.toContain(token);
    const rows = await t.db.select().from(verification).where(eq(verification.value, known.id));
    expect(rows.map((row) => row.identifier)).toEqual([storedResetIdentifier(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The mail says how long the link works.
    expect((await mailsTo(known.email)).find((mail) => mail.text.includes(token))!.text).toContain(m.mail.resetValidity);
  });

  it('limits requests per email address, from any client address, with 429 in our error shape', async () => {
    const known = await newUser();
    for (let i = 0; i < recoveryLimits.resetRequestsPerEmail.max; i++) {
      expect((await post('/api/auth/request-password-reset', { email: known.email })).status).toBe(200);
    }
    const refused = await post('/api/auth/request-password-reset', { email: known.email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(refused)).toEqual({ error: { code: 'rate_limited', message: m.forgot.tooMany } });
    // The same for an address without an account: the limit tells nothing either.
    for (let i = 0; i < recoveryLimits.resetRequestsPerEmail.max; i++) await post('/api/auth/request-password-reset', { email: 'limit.nobody@example.com' });
    expect((await post('/api/auth/request-password-reset', { email: 'limit.nobody@example.com' })).status).toBe(429);
    // An hour later the address may ask again.
    t.clock.advance(recoveryLimits.resetRequestsPerEmail.windowSeconds * 1000);
    expect((await post('/api/auth/request-password-reset', { email: known.email })).status).toBe(200);
  });

  it('limits requests per client address, whatever the email', async () => {
    const address = newAddress();
    for (let i = 0; i < recoveryLimits.resetRequestsPerAddress.max; i++) {
      expect((await post('/api/auth/request-password-reset', { email: `many${i}@example.com` }, address)).status).toBe(200);
    }
    const refused = await post('/api/auth/request-password-reset', { email: 'one.more@example.com' }, address);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ error: { code: 'rate_limited', message: m.forgot.tooMany } });
    expect((await post('/api/auth/request-password-reset', { email: 'one.more@example.com' })).status).toBe(200);
  });

  it('refuses a body that is not one email address', async () => {
    expect((await post('/api/auth/request-password-reset', { email: 'not an email' })).status).toBe(400);
    const extra = await post('/api/auth/request-password-reset', { email: 'a@example.com', redirectTo: 'https://evil.example' });
    expect(extra.status).toBe(400);
    expect((await json(extra)).error.fields).toEqual({ redirectTo: 'Unknown field' });
  });
});

describe('the reset link: POST /api/auth/reset-password', () => {
  it('sets the new password once: every session ends, the old password and the link stop working, a notice is mailed', async () => {
    const person = await newUser();
    const before = await t.signIn(person.email, person.password);
    expect((await t.withCookie(before).get('/api/me')).status).toBe(200);
    const token = tokenOf(await requestReset(person.email));

    const res = await post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-passphrase' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true });
    expect((await t.withCookie(before).get('/api/me')).status).toBe(401);
    expect(await t.db.$count(session, eq(session.userId, person.id))).toBe(0);
    expect(await signInStatus(person.email, person.password)).toBe(401);
    expect(await signInStatus(person.email, 'a-brand-new-passphrase')).toBe(200);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-new-passphrase' });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: { code: 'bad_request', message: m.reset.invalidLink, fields: { token: m.reset.invalidLink } } });
    expect(await signInStatus(person.email, 'a-brand-new-passphrase')).toBe(200);

    await t.runJobs();
    expect((await mailsTo(person.email)).map((mail) => mail.headers.subject)).toEqual(expect.arrayContaining([m.mail.resetSubject, m.mail.passwordChangedSubject]));
    expect((await auditOf(person.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset_used']));
    expect(JSON.stringify(await auditOf(person.id))).not.toContain(token);
  });

  it('works for 30 minutes by the app clock, not a moment longer', async () => {
    const person = await newUser();
    const early = tokenOf(await requestReset(person.email));
    const late = tokenOf(await requestReset(person.email));
    t.clock.advance(30 * 60 * 1000 - 1000);
    expect((await post('/api/auth/reset-password', { token: early, newPassword: 'in-time-passphrase' })).status).toBe(200);

    const person2 = await newUser();
    const expired = tokenOf(await requestReset(person2.email));
    t.clock.advance(30 * 60 * 1000);
    const res = await post('/api/auth/reset-password', { token: expired, newPassword: 'too-late-passphrase' });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(m.reset.invalidLink);
    expect(await signInStatus(person2.email, person2.password)).toBe(200);
    // The first user's other link closed when the password was set.
    expect((await post('/api/auth/reset-password', { token: late, newPassword: 'second-link-passphrase' })).status).toBe(400);
  });

  it('refuses a password outside the policy, on the field, and keeps the link', async () => {
    const person = await newUser();
    const token = tokenOf(await requestReset(person.email));
    const cases: [string, string][] = [
      ['short-pass', m.policy.tooShort],
      ['password1234', m.policy.common],
      ['PASSWORDPASSWORD', m.policy.common],
      ['zzzzzzzzzzzzzz', m.policy.common],
      [person.email, m.policy.sameAsEmail],
      [person.email.split('@')[0]!.toUpperCase(), m.policy.sameAsEmail],
      ['x'.repeat(129), m.policy.tooLong],
    ];
    for (const [newPassword, message] of cases) {
      const res = await post('/api/auth/reset-password', { token, newPassword });
      expect({ newPassword, status: res.status, field: (await json(res)).error.fields?.newPassword }).toEqual({ newPassword, status: 400, field: message });
    }
    expect((await post('/api/auth/reset-password', { token, newPassword: 'finally-a-good-one' })).status).toBe(200);
  });

  it('refuses an unknown token, and too many tries from one address', async () => {
    const address = newAddress();
    for (let i = 0; i < recoveryLimits.resetAttemptsPerAddress.max; i++) {
      const res = await post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'a-guessed-passphrase' }, address);
      expect(res.status).toBe(400);
    }
    const refused = await post('/api/auth/reset-password', { token: 'guess-last', newPassword: 'a-guessed-passphrase' }, address);
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toEqual({ code: 'rate_limited', message: m.reset.tooMany });
  });
});

describe('change password: POST /api/auth/change-password', () => {
  it('needs the current password, keeps this session under a new cookie and ends every other', async () => {
    const person = await newUser();
    const mine = await t.signIn(person.email, person.password);
    const other = await t.signIn(person.email, person.password);

    const wrong = await post('/api/auth/change-password', { currentPassword: 'not-my-password', newPassword: 'changed-passphrase-1' }, newAddress(), mine);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.fields).toEqual({ currentPassword: m.change.wrongCurrent });
    const weak = await post('/api/auth/change-password', { currentPassword: person.password, newPassword: 'qwerty123456' }, newAddress(), mine);
    expect((await json(weak)).error.fields).toEqual({ newPassword: m.policy.common });
    const same = await post('/api/auth/change-password', { currentPassword: person.password, newPassword: person.email }, newAddress(), mine);
    expect((await json(same)).error.fields).toEqual({ newPassword: m.policy.sameAsEmail });
    expect((await t.withCookie(other).get('/api/me')).status).toBe(200);

    const res = await post('/api/auth/change-password', { currentPassword: person.password, newPassword: 'changed-passphrase-1' }, newAddress(), mine);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.clone().json())).not.toMatch(/"token"/);
    const renewed = res.headers.get('set-cookie')?.split(';')[0];
    expect(renewed).toMatch(/session_token=/);
    expect((await t.withCookie(renewed!).get('/api/me')).status).toBe(200);
    expect((await t.withCookie(other).get('/api/me')).status).toBe(401);
    expect(await t.db.$count(session, eq(session.userId, person.id))).toBe(1);
    expect(await signInStatus(person.email, 'changed-passphrase-1')).toBe(200);
    expect(await signInStatus(person.email, person.password)).toBe(401);

    await t.runJobs();
    expect((await mailsTo(person.email)).map((mail) => mail.headers.subject)).toEqual([m.mail.passwordChangedSubject]);
    expect((await auditOf(person.id)).map((e) => e.kind)).toContain('password_changed');
  });

  it('is for signed-in users only', async () => {
    expect((await post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'changed-passphrase-1' })).status).toBe(401);
  });
});

describe('change sign-in email: POST /api/auth/change-email, then the link', () => {
  it('changes nothing until the link mailed to the new address is used; the old address gets a notice', async () => {
    const person = await newUser();
    const cookie = await t.signIn(person.email, person.password);
    const newEmail = `moved.${person.email}`;
    const res = await post('/api/auth/change-email', { newEmail: newEmail.toUpperCase() }, newAddress(), cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true, message: fillMessage(m.email.sent, { email: newEmail }) });
    const [stored] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, person.id));
    expect(stored!.email).toBe(person.email);
    expect(await signInStatus(person.email, person.password)).toBe(200);

    const link = await linkIn(newEmail, m.mail.emailConfirmSubject);
    expect(link.pathname).toBe('/auth/confirm-email');
    const notice = (await mailsTo(person.email)).find((mail) => mail.headers.subject === m.mail.emailNoticeSubject);
    expect(notice?.text).toContain(newEmail);

    const confirmed = await t.anonymous.get(`/api/auth/verify-email?token=${encodeURIComponent(tokenOf(link))}`);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ status: true, email: newEmail });
    expect(await signInStatus(newEmail, person.password)).toBe(200);
    expect(await signInStatus(person.email, person.password)).toBe(401);
    // The link works once.
    expect((await t.anonymous.get(`/api/auth/verify-email?token=${encodeURIComponent(tokenOf(link))}`)).status).toBe(400);
    expect((await auditOf(person.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['email_change_requested', 'email_changed']));
  });

  it('refuses its own address, a bad token, and answers the same for an address another account has', async () => {
    const person = await newUser();
    const cookie = await t.signIn(person.email, person.password);
    const same = await post('/api/auth/change-email', { newEmail: person.email }, newAddress(), cookie);
    expect((await json(same)).error.fields).toEqual({ newEmail: m.email.same });
    const taken = await post('/api/auth/change-email', { newEmail: 'agent@demo.maple.test' }, newAddress(), cookie);
    expect(taken.status).toBe(200);
    await t.runJobs();
    expect((await mailsTo('agent@demo.maple.test')).filter((mail) => mail.headers.subject === m.mail.emailConfirmSubject)).toEqual([]);
    const bad = await t.anonymous.get('/api/auth/verify-email?token=not-a-token');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe(m.email.confirmInvalid);
  });
});

describe('sign-in rules of the console users', () => {
  it('dates the last sign-in by the app clock', async () => {
    const person = await newUser();
    await t.signIn(person.email, person.password);
    const [row] = await t.db.select({ lastSignInAt: user.lastSignInAt }).from(user).where(eq(user.id, person.id));
    expect(row!.lastSignInAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('an invited user has no password until the link sets one', async () => {
    const res = await t.as('admin').post('/api/admin/agents', { email: 'invited.agent@example.com', fullName: 'Invited Agent', invite: true });
    expect(res.status).toBe(201);
    const [invited] = await t.db.select().from(user).where(eq(user.email, 'invited.agent@example.com'));
    expect(await t.db.$count(account, eq(account.userId, invited!.id))).toBe(0);
    expect(await signInStatus('invited.agent@example.com', 'anything-at-all-1')).toBe(401);
    const link = await linkIn('invited.agent@example.com', m.mail.inviteSubject);
    expect(link.searchParams.get('invite')).toBe('1');
    expect((await mailsTo('invited.agent@example.com'))[0]!.text).toContain(m.mail.inviteValidity);
    // Still open after six days (an invitation works for seven).
    t.clock.advance(6 * 24 * 3600 * 1000);
    expect((await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'my-own-first-passphrase' })).status).toBe(200);
    expect(await signInStatus('invited.agent@example.com', 'my-own-first-passphrase')).toBe(200);
    expect((await auditOf(invited!.id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['user_invited', 'password_reset_used']));
  });

  it('an invitation closes after 7 days', async () => {
    const res = await t.as('admin').post('/api/admin/agents', { email: 'late.invitee@example.com', fullName: 'Late Invitee', invite: true });
    expect(res.status).toBe(201);
    const token = tokenOf(await linkIn('late.invitee@example.com', m.mail.inviteSubject));
    t.clock.advance(7 * 24 * 3600 * 1000);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'my-own-first-passphrase' })).status).toBe(400);
  });

  it('create agent takes a password or an invitation, exactly one', async () => {
    const both = await t.as('admin').post('/api/admin/agents', { email: 'both@example.com', fullName: 'Both Ways', password: 'typed-password-1', invite: true });
    expect(both.status).toBe(400);
    const neither = await t.as('admin').post('/api/admin/agents', { email: 'neither@example.com', fullName: 'Neither Way' });
    expect(neither.status).toBe(400);
    expect((await json(neither)).error.fields).toHaveProperty('password');
    const typed = await t.as('admin').post('/api/admin/agents', { email: 'typed@example.com', fullName: 'Typed Password', password: 'typed-password-1' });
    expect(typed.status).toBe(201);
    expect(await signInStatus('typed@example.com', 'typed-password-1')).toBe(200);
  });
});
