import type { MiddlewareHandler } from 'hono';
import { parseLanguage, type Language } from '@maple/shared/i18n/languages';
import { splitLanguage } from '@maple/shared/i18n/paths';
import type { AppEnv } from './app-env.ts';

/**
 * The header a page sends with each API call to say the language it is in (the French build's
 * api-client sets it; decision 066). Not Accept-Language: a French-speaking visitor's browser sends
 * `fr` on the English site too, and the English page must still get English content.
 */
export const languageHeader = 'X-Maple-Language';

/** A page's language is its address's (`/fr/...`); an API call's is the header's; anything else is English. */
export function languageOf(path: string, header: string | undefined): Language {
  if (!path.startsWith('/api/')) return splitLanguage(path).language;
  return parseLanguage(header);
}

/** Sets `c.var.language` for every request, and tells caches that an API answer varies by it. */
export const requestLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('language', languageOf(c.req.path, c.req.header(languageHeader)));
  await next();
  if (c.req.path.startsWith('/api/')) c.res.headers.append('Vary', languageHeader);
};
