import type { Language } from '../../i18n/languages.ts';

export const pageLanguage: Language = 'fr';
