import type { ratingsMessages as en } from '../ratings.ts';
import type { Translation } from '../../i18n/translation.ts';

export const ratingsMessages: Translation<typeof en> = {
  label: 'Note de {rating} sur 5',
};
