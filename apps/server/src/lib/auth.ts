import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '@maple/db/client';
import { account, rateLimit, session, user, verification } from '@maple/db/schema/auth';

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
};

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Maple',
    secret: options.secret,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by a super admin (create agent) or the CLI, never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'other', input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInLimit ?? 5 },
      },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
