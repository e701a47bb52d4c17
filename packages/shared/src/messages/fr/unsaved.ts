import type { unsavedMessages as en } from '../unsaved.ts';
import type { Translation } from '../../i18n/translation.ts';

export const unsavedMessages: Translation<typeof en> = {
  title: 'Abandonner les modifications non enregistrées?',
  description: 'Certaines modifications n’ont pas été enregistrées. Si vous quittez maintenant, elles seront perdues.',
  keepEditing: 'Continuer la modification',
  discard: 'Abandonner les modifications',
};
