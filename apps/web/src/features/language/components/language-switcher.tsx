import { useState } from 'react';
import { languageTags, type Language } from '@maple/shared/i18n/languages';
import { localizePath } from '@maple/shared/i18n/paths';
import { languageMessages as m } from '@maple/shared/messages/language';
import { pageLanguage } from '@maple/shared/messages/locale';
import { useLocation } from '@/lib/localized-router';
import { useHydrated } from '@/lib/use-hydrated';
import { cx } from '@/lib/cx';
import { rememberLanguage, suggestsHere } from '../language-choice';

const otherLanguage: Language = pageLanguage === 'en' ? 'fr' : 'en';

/** The same page, query and fragment included, in the other language: a full page load of that language's build. */
function useOtherLanguageHref(): string {
  const { pathname, search, hash } = useLocation();
  return localizePath(`${pathname}${search}${hash}`, otherLanguage);
}

/** The header's link to this page in the other language, named in that language (decision 067). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const href = useOtherLanguageHref();
  return (
    <a
      href={href}
      hrefLang={languageTags[otherLanguage]}
      lang={languageTags[otherLanguage]}
      onClick={() => rememberLanguage(otherLanguage)}
      className={cx('rounded-md px-2 py-1.5 text-sm font-medium text-navy-900 underline-offset-4 hover:underline', className)}
    >
      {m.otherLanguage}
      <span className="sr-only"> ({m.switchHint})</span>
    </a>
  );
}

/**
 * A small offer of the other language, for a visitor who chose it before or whose browser prefers
 * it; never a redirect. Decided after hydration (the server's page is the same for everyone), and
 * fixed to the corner, so it moves nothing on the page.
 */
export function LanguageSuggestion() {
  const href = useOtherLanguageHref();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || !suggestsHere(pageLanguage, otherLanguage)) return null;
  return (
    <div
      role="region"
      aria-label={m.suggestion}
      lang={languageTags[otherLanguage]}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-6rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-background px-4 py-3 text-sm shadow-lg"
    >
      <p>{m.suggestion}</p>
      <a href={href} hrefLang={languageTags[otherLanguage]} onClick={() => rememberLanguage(otherLanguage)} className="font-medium text-primary underline underline-offset-4">
        {m.suggestionAction}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(pageLanguage);
          setDismissed(true);
        }}
        className="text-muted-foreground underline-offset-4 hover:underline"
      >
        {m.dismiss}
      </button>
    </div>
  );
}
