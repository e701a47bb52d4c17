import type { notFoundMessages as en } from '../not-found.ts';
import type { Translation } from '../../i18n/translation.ts';

export const notFoundMessages: Translation<typeof en> = {
  title: 'Oups! Page introuvable',
  homeLink: "Retour à l'accueil",
};
