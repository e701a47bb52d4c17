import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@maple/db/client';
import { user, verification } from '@maple/db/schema/auth';
import type { Clock } from '@maple/shared/clock';
import { authMessages } from '@maple/shared/messages/auth';
import { enqueueJob } from './jobs/enqueue-job.ts';
import type { Secrets } from './secrets.ts';

/**
 * better-auth's own password reset, password change and sign-in email change as Maple uses them
 * (issue 20, decision 040), plus the two sign-in rules of the console's users: a disabled user gets
 * no session, and each sign-in dates `user.last_sign_in_at`. Composed into createAuth (lib/auth.ts).
 */

/** How long a mailed link works: a reset for half an hour, an invitation (first password) for a week. */
export const passwordLinkWindowSeconds = { reset: 30 * 60, invitation: 7 * 24 * 60 * 60 } as const;
/** How long the confirmation link of a new sign-in email works (better-auth's signed token, its own clock). */
export const emailChangeWindowSeconds = 60 * 60;

/** The job that sends every account mail, so a request never waits on (or reveals timing through) the mail server. */
export const accountMailJob = 'account-mail';

/**
 * What an account mail job carries: ids, and a link's token only encrypted with SECRET_KEY (a job
 * row outlives its request; a readable token there would undo storing it hashed). The mail is
 * written from the user's row when the job runs.
 */
export type AccountMailPayload =
  | { kind: 'password-reset' | 'invitation'; userId: string; token: string }
  | { kind: 'password-changed'; userId: string }
  | { kind: 'email-change-confirm'; userId: string; newEmail: string; token: string }
  | { kind: 'email-change-notice'; userId: string; oldEmail: string; newEmail: string };

/** Queues an account mail, in the caller's transaction when it has one. */
export async function queueAccountMail(db: Db | Tx, at: Date, payload: AccountMailPayload): Promise<void> {
  await enqueueJob(db, accountMailJob, payload, { runAt: at });
}

/** better-auth's key for a reset link's row in `verification` (its reset-password endpoint looks it up by this). */
export const resetIdentifierPrefix = 'reset-password:';

/**
 * A reset token is stored only as the SHA-256 of its identifier: better-auth's own
 * `verification.storeIdentifier` option with this function for the `reset-password:` prefix. A
 * copy of the database then holds no working link. Ours, not better-auth's "hashed": the console's
 * reset links and invitations (password-links.service.ts) write rows the endpoint finds, and the
 * prefix kept in front of the hash lets a new password close every other open link of the user.
 */
export function hashVerificationIdentifier(identifier: string): string {
  return resetIdentifierPrefix + createHash('sha256').update(identifier).digest('base64url');
}

export const storedResetIdentifier = (token: string) => hashVerificationIdentifier(`${resetIdentifierPrefix}${token}`);

/** The better-auth paths whose new session is a sign-in (a password change or a reset also makes or ends sessions). */
const passwordSignIn = '/sign-in/email';
const secondFactors = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export type AccountRecoveryDeps = { db: Db; clock: Clock; secrets: Secrets };

export function accountRecoveryOptions({ db, clock, secrets }: AccountRecoveryDeps) {
  return {
    emailAndPassword: {
      resetPasswordTokenExpiresIn: passwordLinkWindowSeconds.reset,
      // A reset ends every session of the account (the person resetting is signed out anyway).
      revokeSessionsOnPasswordReset: true,
      /**
       * Only for an address with an account (better-auth answers the same either way). The link's
       * row is dated by our clock: the 30 minutes are checked against it (password-links.ts), so a
       * test moves the clock instead of waiting; better-auth's own expiry, on the machine's clock,
       * stays as a second bound of the same length.
       */
      sendResetPassword: async ({ user: account, token }: { user: { id: string }; token: string }) => {
        const now = clock.now();
        await db.transaction(async (tx) => {
          await tx.update(verification).set({ createdAt: now }).where(eq(verification.identifier, storedResetIdentifier(token)));
          await queueAccountMail(tx, now, { kind: 'password-reset', userId: account.id, token: secrets.encryptSecret(token) });
        });
      },
    } satisfies Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>,
    user: {
      // Nothing changes until the link mailed to the new address is used (no sendChangeEmailConfirmation
      // step through the old address; the old address gets a notice instead, recovery.routes.ts).
      changeEmail: { enabled: true },
    },
    emailVerification: {
      expiresIn: emailChangeWindowSeconds,
      /**
       * Only change-email reaches this (no other verification route is on our allowlist), with
       * `user.email` already the new address. Not sent when the new address belongs to someone
       * else: better-auth answers the same and sends nothing, so the form reveals no account.
       */
      sendVerificationEmail: async ({ user: account, token }: { user: { id: string; email: string }; token: string }) => {
        await queueAccountMail(db, clock.now(), { kind: 'email-change-confirm', userId: account.id, newEmail: account.email, token: secrets.encryptSecret(token) });
      },
    },
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [resetIdentifierPrefix]: { hash: async (identifier: string) => hashVerificationIdentifier(identifier) } } },
    },
    databaseHooks: {
      session: {
        create: {
          /**
           * A disabled user gets no session, and the right password is refused in better-auth's
           * own words for a wrong one (401 INVALID_EMAIL_OR_PASSWORD), so the answer does not
           * confirm the password to whoever typed it (issue 42, decision 056). Thrown, not
           * `false`: the second-factor endpoints would turn a refused session into a 500.
           */
          before: async (session: { userId: string }) => {
            const [row] = await db.select({ disabled: user.disabled }).from(user).where(eq(user.id, session.userId));
            if (row?.disabled) throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: authMessages.invalidCredentials });
          },
          /**
           * A session made by signing in dates the user's last sign-in. The password step of an
           * account with two-factor is not one yet (better-auth deletes that session and asks for
           * a code); the code's step is.
           */
          after: async (session: { userId: string }, context: { path?: string } | null) => {
            const path = context?.path ?? '';
            if (path !== passwordSignIn && !secondFactors.has(path)) return;
            const where = eq(user.id, session.userId);
            await db
              .update(user)
              .set({ lastSignInAt: clock.now() })
              .where(path === passwordSignIn ? and(where, eq(user.twoFactorEnabled, false)) : where);
          },
        },
      },
    },
  } satisfies Omit<BetterAuthOptions, 'emailAndPassword'> & { emailAndPassword: object };
}
