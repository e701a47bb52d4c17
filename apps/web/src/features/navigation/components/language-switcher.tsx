import { lazy, Suspense } from 'react';
import { languageTags } from '@maple/shared/i18n/languages';
import { languageMessages as m } from '@maple/shared/messages/language';
import { pageLanguage } from '@maple/shared/messages/locale';
import { cx } from '@/lib/cx';
import { useHydrated } from '@/lib/use-hydrated';
import { otherLanguage, rememberLanguage, suggestsHere } from '../language-choice';
import { useOtherLanguageHref } from '../use-other-language-href';

// The suggestion's own code loads only for a visitor it is shown to.
const LanguageSuggestionBar = lazy(() => import('./language-suggestion-bar').then((module) => ({ default: module.LanguageSuggestionBar })));

/** The header's link to this page in the other language, named in that language (decision 067). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const href = useOtherLanguageHref();
  const tag = languageTags[otherLanguage];
  return (
    <a href={href} hrefLang={tag} lang={tag} onClick={() => rememberLanguage(otherLanguage)} className={cx('rounded-md px-2 py-1.5 text-sm font-medium text-navy-900 hover:underline', className)}>
      {m.otherLanguage}
      <span className="sr-only"> ({m.switchHint})</span>
    </a>
  );
}

/**
 * The offer of the other language for a visitor who chose it before or whose browser prefers it;
 * never a redirect. Decided after hydration (the server's page is the same for everyone).
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated();
  if (!hydrated || !suggestsHere(pageLanguage)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBar />
    </Suspense>
  );
}
