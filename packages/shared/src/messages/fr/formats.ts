import type { formatMessages as en } from '../formats.ts';
import type { Translation } from '../../i18n/translation.ts';

/**
 * Canadian French as Intl's fr-CA writes it: thousands apart by a no-break space (U+00A0, not the
 * narrow one of France's fr), a decimal comma, and `$` and `%` after the number, a no-break space
 * before them ("1 234,56 $", "3,84 %"). Intl writes the first of the month "1 novembre".
 */
export const formatMessages: Translation<typeof en> = {
  locale: 'fr-CA',
  group: '\u00a0',
  decimal: ',',
  dollars: '{amount}\u00a0$',
  percent: '{amount}\u00a0%',
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  longDate: '{day} {month} {year}',
};
