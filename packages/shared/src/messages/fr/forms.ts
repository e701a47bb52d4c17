import type { formMessages as en } from '../forms.ts';
import type { Translation } from '../../i18n/translation.ts';

export const formMessages: Translation<typeof en> = {
  cancel: 'Annuler',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  loading: 'Chargement…',
  loadFailed: 'Impossible de charger ce contenu. Veuillez réessayer.',
  tryAgain: 'Réessayer',
};
