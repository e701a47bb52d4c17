import type { leadFormsMessages as en } from '../lead-forms.ts';
import type { Translation } from '../../i18n/translation.ts';

export const leadFormsMessages: Translation<typeof en> = {
  required: 'Ce champ est obligatoire',
  optional: 'facultatif',
  honeypot: 'Laissez ce champ vide',
  email: 'Courriel',
  phone: 'Téléphone',
};
