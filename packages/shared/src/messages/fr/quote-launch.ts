import type { quoteLaunchMessages as en } from '../quote-launch.ts';
import type { Translation } from '../../i18n/translation.ts';

export const quoteLaunchMessages: Translation<typeof en> = {
  getStarted: 'Commencer',
  renewalQuote: 'Soumission de renouvellement',
};
