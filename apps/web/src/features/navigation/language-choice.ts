import type { Language } from '@maple/shared/i18n/languages';
import { pageLanguage } from '@maple/shared/messages/locale';

/** The language the switcher offers: the one this build is not in. */
export const otherLanguage: Language = pageLanguage === 'en' ? 'fr' : 'en';

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

/**
 * Whether to offer the other language on a page in `page`: the visitor chose it before, or chose
 * nothing and the first of the browser's languages Maple publishes in is it. Choosing the page's
 * language (the offer's "no thanks") ends it. Anything stored but a language is no choice.
 */
export function shouldSuggest(page: Language, remembered: string | null, browserLanguages: readonly string[]): boolean {
  if (remembered === 'en' || remembered === 'fr') return remembered !== page;
  const first = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find((primary) => primary === 'en' || primary === 'fr');
  return first !== undefined && first !== page;
}

/** shouldSuggest for this browser. */
export function suggestsHere(page: Language): boolean {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(choiceKey);
  } catch {
    // No storage: no remembered choice.
  }
  return shouldSuggest(page, remembered, navigator.languages ?? [navigator.language]);
}
