import type { Language } from '../i18n/languages.ts';

/**
 * The language of the build that imports this module. The web app is built once per language; the
 * French build reads messages/fr/locale.ts instead (apps/web/language-build.ts, decision 066), so a
 * component asks this module, never the URL, which language its texts and formats are in.
 */
export const pageLanguage: Language = 'en';
