import type { accountMessages as en } from '../account.ts';
import type { Translation } from '../../i18n/translation.ts';

export const accountMessages: Translation<typeof en> = {
  title: 'Compte',
  link: 'Compte',
  backToDashboard: 'Retour au tableau de bord',
  backToConsole: 'Retour à la console',
  intro: 'Vos informations de connexion et votre sécurité. Vos coordonnées publiques se modifient dans le tableau de bord, pas ici.',
};
