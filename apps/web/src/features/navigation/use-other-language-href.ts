import { localizePath } from '@maple/shared/i18n/paths';
import { useLocation } from '@/lib/localized-router';
import { otherLanguage } from './language-choice';

/** The same page, query and fragment included, in the other language: a full page load of that language's build. */
export function useOtherLanguageHref(): string {
  const { pathname, search, hash } = useLocation();
  return localizePath(`${pathname}${search}${hash}`, otherLanguage);
}
