/** The languages Maple publishes in. English is the default: an unknown or missing language falls back to it. */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** BCP 47 tags for `lang`, `hreflang` and Intl (Canadian English and Canadian French). */
export const languageTags = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A stored, queried or cookie value read as a language: anything unknown is English, never an error. */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return defaultLanguage;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : defaultLanguage;
}
