import { useEffect, useRef, useState } from 'react';
import { languageTags } from '@maple/shared/i18n/languages';
import { languageMessages as m } from '@maple/shared/messages/language';
import { pageLanguage } from '@maple/shared/messages/locale';
import { otherLanguage, rememberLanguage } from '../language-choice';
import { useOtherLanguageHref } from '../use-other-language-href';

/**
 * A small, dismissible offer of this page in the other language, written in that language. Fixed to
 * a corner, so it moves nothing on the page but its end; "no thanks" remembers the page's language and
 * ends it.
 */
export function LanguageSuggestionBar() {
  const href = useOtherLanguageHref();
  const [dismissed, setDismissed] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // While it shows, the page ends that much lower (styles.css), so scrolled to the end the page's
  // foot sits above the bar instead of under it, on a phone where the bar is three lines high.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--language-suggestion-space', `${element.offsetHeight + 16}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--language-suggestion-space');
    };
  }, [dismissed]);
  if (dismissed) return null;
  const tag = languageTags[otherLanguage];
  return (
    <div
      ref={bar}
      role="region"
      aria-label={m.suggestion}
      lang={tag}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-6rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-background px-4 py-3 text-sm shadow-lg"
    >
      <p>{m.suggestion}</p>
      <a href={href} hrefLang={tag} onClick={() => rememberLanguage(otherLanguage)} className="font-medium text-primary underline underline-offset-4">
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
