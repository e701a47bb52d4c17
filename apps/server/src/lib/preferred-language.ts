import { parseLanguage, type Language } from '@maple/shared/i18n/languages';
import { hasAuthCookie, type Auth } from './auth.ts';

/**
 * The language a signed-in user chose for the back office (the Account area's setting, decision
 * 071), from the user row better-auth reads with the session: anything unknown is English.
 */
export const languageOfUser = (user: { language?: unknown } | null | undefined): Language => parseLanguage(user?.language);

/**
 * The language of the web app's build to serve a request for a signed-in page: the signed-in user's
 * preference, or null when the request carries no session (the page's own address decides then).
 * Self-contained on purpose, for the code that serves the app's shell: it reads the session cookie
 * itself, as the session middleware does, without needing that middleware to have run.
 */
export async function preferredLanguageOf(auth: Auth, headers: Headers): Promise<Language | null> {
  if (!hasAuthCookie(headers.get('cookie') ?? undefined)) return null;
  const session = await auth.api.getSession({ headers });
  return session ? languageOfUser(session.user) : null;
}
