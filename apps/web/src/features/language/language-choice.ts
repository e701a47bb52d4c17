import { languages, type Language } from '@maple/shared/i18n/languages';

/**
 * The visitor's language choice, remembered in this browser only (decision 067): localStorage, never
 * a cookie, so it is not sent with any request and tracks nobody; the server answers every address
 * in its own language whatever was chosen, so crawlers get the page they asked for.
 */
const choiceKey = 'maple-language';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(choiceKey, language);
  } catch {
    // Storage refused (private mode, full): the choice is simply not remembered.
  }
}

function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(choiceKey);
  } catch {
    return null;
  }
}

/** The first of the browser's languages (`navigator.languages`) that Maple publishes in, if any. */
export function preferredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const known = languages.find((language) => language === primary);
    if (known) return known;
  }
  return null;
}

/**
 * Whether to suggest `other` on a page in `page`: the visitor chose it before, or has chosen nothing
 * and the browser prefers it. Choosing the page's language (the suggestion's "no thanks") ends it.
 */
export function shouldSuggest(page: Language, other: Language, remembered: string | null, browserLanguages: readonly string[]): boolean {
  if (remembered === page) return false;
  if (remembered === other) return true;
  return preferredLanguage(browserLanguages) === other;
}

/** shouldSuggest for this browser. */
export function suggestsHere(page: Language, other: Language): boolean {
  return shouldSuggest(page, other, rememberedLanguage(), navigator.languages ?? [navigator.language]);
}
