import { brokerageDay, reportTimeZone } from '@maple/shared/brokerage-day';
import { languageTags, type Language } from '@maple/shared/i18n/languages';

const frenchDay = new Intl.DateTimeFormat(languageTags.fr, { timeZone: reportTimeZone, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A day named in a mail, in the brokerage's time zone: `2026-11-28` in English (as the mails have
 * always written it) and `28 novembre 2026` in French (decision 071).
 */
export const mailDate = (at: Date, language: Language): string => (language === 'fr' ? frenchDay.format(at) : brokerageDay(at));
