import type { subscriptionsMessages as en } from '../subscriptions.ts';
import type { Translation } from '../../i18n/translation.ts';

export const subscriptionsMessages: Translation<typeof en> = {
  checkInbox: 'Presque terminé! Consultez votre boîte de réception et confirmez votre abonnement à l’aide du lien que nous vous avons envoyé.',

  confirmationSubject: 'Confirmez votre abonnement à l’infolettre de {sender}',
  confirmationBody:
    'Quelqu’un, probablement vous, a demandé à recevoir à cette adresse les mises à jour des taux, les nouvelles du marché et les conseils hypothécaires de {sender}.\n\nPour confirmer, ouvrez ce lien d’ici 7 jours et appuyez sur le bouton de la page :\n{link}\n\nSi ce n’était pas vous, ignorez ce courriel : rien d’autre ne vous sera envoyé, et la demande sera oubliée après 30 jours.',

  confirmTitle: 'Confirmez votre abonnement',
  confirmIntro: 'Appuyez sur le bouton pour commencer à recevoir les courriels de {sender}.',
  confirmButton: 'Confirmer mon abonnement',
  confirmedTitle: 'Votre abonnement est confirmé',
  confirmedBody: 'Merci. Vous recevrez les courriels de {sender}, à commencer par un courriel de bienvenue. Chaque courriel contient un lien pour vous désabonner.',
  goneTitle: 'Plus rien à confirmer',
  goneBody:
    'Cet abonnement a déjà été confirmé, ou il n’a pas été confirmé à temps et a été oublié. Pour vous abonner, remplissez de nouveau le formulaire de notre page Infolettre.',
  expiredTitle: 'Ce lien de confirmation a expiré',
  expiredBody: 'Un lien de confirmation est valide pendant 7 jours. Pour vous abonner, remplissez de nouveau le formulaire de notre page Infolettre, et nous vous enverrons un nouveau lien.',
  invalidTitle: 'Ce lien de confirmation n’est pas valide',
  invalidBody: 'Le lien est incomplet ou a été modifié. Utilisez le lien du plus récent courriel de confirmation, ou abonnez-vous de nouveau sur notre page Infolettre.',
};
