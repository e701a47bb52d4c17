import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '@maple/db/client';
import { passwordHashing } from '@maple/db/password-hashing';
import { account, rateLimit, session, twoFactor, user, verification } from '@maple/db/schema/auth';
import { twoFactorPlugin, twoFactorRateRules } from './auth-two-factor.ts';
import { accountRecoveryOptions, type AccountRecoveryDeps } from './auth-recovery.ts';

/** The header our own middleware sets from the socket (or a trusted proxy); never the client's value. */
export const clientIpHeader = 'x-maple-client-ip';

/** better-auth names its cookies `<prefix>.session_token` (with `__Secure-` over https). */
export const authCookiePrefix = 'better-auth';

/** Whether a Cookie header carries one of our sign-in cookies, i.e. the request acts as someone. */
export function hasAuthCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const name = part.split('=')[0]!.trim().replace(/^__(Secure|Host)-/, '');
    return name.startsWith(`${authCookiePrefix}.`) || name.startsWith(`${authCookiePrefix}-`);
  });
}

export type AuthOptions = {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins?: string[];
  /** Sign-in attempts allowed per IP per minute. */
  signInLimit?: number;
  /** Password reset and change, sign-in email change, disabled users, last sign-in (auth-recovery.ts). */
  recovery: Omit<AccountRecoveryDeps, 'db'>;
};

export function createAuth(options: AuthOptions) {
  const recovery = accountRecoveryOptions({ db: options.db, ...options.recovery });
  return betterAuth({
    appName: 'Maple',
    secret: options.secret,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by a super admin (create agent) or the CLI, never by visitors.
      disableSignUp: true,
      // The policy of every new password (packages/shared/src/schemas/password.ts) checks first.
      minPasswordLength: 12,
      maxPasswordLength: 128,
      // better-auth's scrypt, named here so accounts made outside it (seed/users.ts) hash alike.
      password: passwordHashing(),
      ...recovery.emailAndPassword,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'other', input: false },
        // The user's language (decision 071): read with the session, changed only by PATCH /api/me.
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
      ...recovery.user,
    },
    emailVerification: recovery.emailVerification,
    verification: recovery.verification,
    databaseHooks: recovery.databaseHooks,
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Every request reads its session row, so deleting the rows (sign-out elsewhere, a new
      // password, a disable, a role change) ends a session on every process at once: no copy of
      // the session in a cookie to outlive it. Off by default with a database; said here so it stays off.
      cookieCache: { enabled: false },
      // list-sessions would refuse a session older than a day ("not fresh"): the Account area
      // lists sessions whatever their age. Sensitive changes ask for the password instead.
      freshAge: 0,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInLimit ?? 5 },
        ...twoFactorRateRules,
      },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    plugins: [twoFactorPlugin({ secret: options.secret })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
