import type { textMessages as en } from '../text.ts';
import type { Translation } from '../../i18n/translation.ts';

export const textMessages: Translation<typeof en> = {
  invalid: 'Veuillez saisir du texte',
  required: 'Obligatoire',
  tooLong: 'Cette entrée est trop longue',
  forbiddenCharacters: 'Cette entrée contient des caractères non permis',
  invalidDay: 'Veuillez saisir une date au format AAAA-MM-JJ',
  invalidInstant: 'Veuillez saisir une date valide',
  invalidPhone: 'Veuillez saisir un numéro de téléphone composé uniquement de chiffres, d’espaces et des signes + - ( ) .',
};
