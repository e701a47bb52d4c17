import { IntlMessageFormat } from 'intl-messageformat';
import { languageTags, type Language } from './languages.ts';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats an ICU message ('{count, plural, one {# lead} other {# leads}}') in the given language.
 * Plurals follow each language's rules (French "one" covers 0 and 1). The language is passed by the
 * message module itself, so a French twin formats French rules whichever build or process calls it.
 */
export function icu(language: Language, pattern: string, values: Record<string, string | number>): string {
  const key = `${language}\u0000${pattern}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(pattern, languageTags[language], undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}
