import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { account, verification } from '@maple/db/schema/auth';
import type { Clock } from '@maple/shared/clock';
import { passwordLinkWindowSeconds, queueAccountMail, resetIdentifierPrefix, storedResetIdentifier } from '../../lib/auth-recovery.ts';
import type { Secrets } from '../../lib/secrets.ts';

/**
 * The links that set a password: a reset (30 minutes) and an invitation, an account's first
 * password (7 days). Both are better-auth's reset-password tokens: a row in `verification` under
 * the hashed `reset-password:<token>` (lib/auth-recovery.ts), spent once by its reset-password
 * endpoint. The console's links and invitations are written here; a visitor's "Forgot password?"
 * link is written by better-auth's request-password-reset (its row is dated by our clock there).
 */
export type PasswordLinkKind = keyof typeof passwordLinkWindowSeconds;

/** Whether the user has a password yet: one who has not (invited, never finished) gets the invitation's link and window. */
export async function hasPassword(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return !!row;
}

/**
 * Writes a new link for the user and queues its mail, in the caller's transaction. Earlier links
 * stay valid until they expire or one of them is used (better-auth spends each on its own; a
 * used one never works again, and the password it sets ends every session).
 */
export async function issuePasswordLink(db: Db | Tx, deps: { clock: Clock; secrets: Secrets }, userId: string, kind: PasswordLinkKind): Promise<void> {
  const now = deps.clock.now();
  // 32 random bytes: better-auth's own tokens are 24 characters of [a-zA-Z0-9], about 143 bits.
  const token = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: storedResetIdentifier(token),
    value: userId,
    // better-auth checks this against the machine's clock; ours is checked below, against `createdAt`.
    expiresAt: new Date(Date.now() + passwordLinkWindowSeconds[kind] * 1000),
    createdAt: now,
    updatedAt: now,
  });
  await queueAccountMail(db, now, { kind: kind === 'invitation' ? 'invitation' : 'password-reset', userId, token: deps.secrets.encryptSecret(token) });
}

/**
 * The link's user and kind when the token names a link that is still open by our clock, else
 * null: never issued, already used (better-auth deletes the row), or older than its window. The
 * window is the invitation's for an account without a password yet, else the reset's.
 */
export async function openPasswordLink(db: Db, clock: Clock, token: string): Promise<{ userId: string; kind: PasswordLinkKind } | null> {
  const [row] = await db
    .select({ userId: verification.value, createdAt: verification.createdAt })
    .from(verification)
    .where(eq(verification.identifier, storedResetIdentifier(token)));
  if (!row) return null;
  const kind: PasswordLinkKind = (await hasPassword(db, row.userId)) ? 'reset' : 'invitation';
  const age = clock.now().getTime() - row.createdAt.getTime();
  if (age < 0 || age >= passwordLinkWindowSeconds[kind] * 1000) return null;
  return { userId: row.userId, kind };
}

/** Closes every open link of the user: once a password is set or changed, no older link may set another. */
export async function closePasswordLinks(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, `${resetIdentifierPrefix}%`)));
}
