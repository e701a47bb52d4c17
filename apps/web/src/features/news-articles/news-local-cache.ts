import { languages, type Language } from '@maple/shared/i18n/languages';
import { pageLanguage } from '@maple/shared/messages/locale';
import { newsLocalCacheKey, newsLocalCacheMs } from '@maple/shared/news-limits';
import type { NewsPage } from '@maple/shared/schemas/news';

/**
 * One copy per language: both sites share the browser's storage, and the list of one (its sample
 * articles are in its own language) must never show on the other.
 */
const keyFor = (language: Language) => (language === 'en' ? newsLocalCacheKey : `${newsLocalCacheKey}_${language}`);
const storageKey = keyFor(pageLanguage);

/** What the news page keeps in localStorage: the unsearched list as loaded so far. */
export type CachedNewsList = Omit<NewsPage, 'articles'> & { articles: NewsPage['articles']; savedAt: number };

/** Call from effects and handlers only: localStorage does not exist while a page renders on a server. */
export function readNewsCache(now: number): CachedNewsList | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedNewsList;
    if (typeof cached.savedAt !== 'number' || !Array.isArray(cached.articles) || now - cached.savedAt > newsLocalCacheMs) return null;
    return cached;
  } catch {
    return null;
  }
}

export function writeNewsCache(list: Omit<CachedNewsList, 'savedAt'>, now: number): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...list, savedAt: now }));
  } catch {
    // Storage full or disabled: the page simply loads from the server next time.
  }
}

/** After a console change, so this browser shows the new source at once, in every language. */
export function clearNewsCache(): void {
  try {
    for (const language of languages) window.localStorage.removeItem(keyFor(language));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
