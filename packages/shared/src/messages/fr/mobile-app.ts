import type { mobileAppMessages as en } from '../mobile-app.ts';
import type { Translation } from '../../i18n/translation.ts';

// The stores' own French badge wording.
export const mobileAppMessages: Translation<typeof en> = {
  downloadIos: "Télécharger dans l'App Store",
  downloadAndroid: 'Disponible sur Google Play',
  comingSoon: 'Bientôt disponible',
};
