import type { rateAlertsMessages as en } from '../rate-alerts.ts';
import type { Translation } from '../../i18n/translation.ts';

export const rateAlertsMessages: Translation<typeof en> = {
  title: 'Recevoir une alerte de baisse de taux',
  intro: 'Nous vous écrirons quand notre meilleur taux pour ce terme dans cette province baissera.',
  open: 'M’avertir quand les taux baissent',
  emailLabel: 'Courriel',
  provinceLabel: 'Province ou territoire',
  termLabel: 'Terme',
  termOption: '{years} ans',
  submit: 'Créer mon alerte',
  submitting: 'Envoi…',
  consentWording:
    '{sender}{address} vous écrira quand son meilleur taux pour le terme et la province choisis baissera, au plus une fois par jour. Vous pouvez retirer votre consentement en tout temps à l’aide du lien de désabonnement présent dans chaque courriel.',
  consentAddress: ', {address},',
  checkInbox: 'Presque terminé! Consultez votre boîte de réception et confirmez votre alerte à l’aide du lien que nous vous avons envoyé.',
  failed: 'Votre alerte n’a pas pu être créée. Veuillez réessayer.',
  invalidEmail: 'Veuillez saisir une adresse courriel valide',
  invalidProvince: 'Veuillez choisir une province ou un territoire du Canada',
  invalidTerm: 'Veuillez choisir un terme : 1, 3, 5 ou 7 ans',

  confirmationSubject: 'Confirmez votre alerte de baisse de taux de {sender}',
  confirmationBody:
    'Quelqu’un, probablement vous, a demandé à {sender} d’écrire à cette adresse quand son meilleur taux {term} {inProvince} baissera.\n\nPour confirmer, ouvrez ce lien d’ici 7 jours et appuyez sur le bouton de la page :\n{link}\n\nSi ce n’était pas vous, ignorez ce courriel : rien d’autre ne vous sera envoyé, et la demande sera oubliée après 30 jours.',
  confirmTitle: 'Confirmez votre alerte de baisse de taux',
  confirmIntro: 'Appuyez sur le bouton pour être averti quand le meilleur taux {term} {inProvince} baissera.',
  confirmButton: 'Confirmer mon alerte',
  confirmedTitle: 'Votre alerte de baisse de taux est en place',
  confirmedBody: 'Merci. {sender} vous écrira quand le meilleur taux {term} {inProvince} baissera. Chaque courriel contient un lien pour vous désabonner.',

  alertSubject: 'Le meilleur taux {term} {inProvince} est passé à {rate}',
  alertBody:
    'Bonne nouvelle : notre meilleur taux {term} {inProvince} a baissé.\n\nAvant : {oldRate} (TAC {oldApr})\nMaintenant : {newRate} (TAC {newApr}), {rateType}, {mortgageType}\n\nLe TAC est calculé sur notre exemple représentatif ({example}). Les taux changent chaque jour et dépendent de votre situation; comparez-les sur notre page des taux :\n{page}\n\nVous avez demandé à être averti quand ce taux baisse; nous envoyons au plus une alerte par jour.',
  exampleLine: '{amount} sur {years} ans',
  alertsSubject: 'Nos meilleurs taux ont baissé pour {count} de vos alertes',
  alertsBody:
    'Bonne nouvelle : nos meilleurs taux ont baissé pour {count} de vos alertes.\n\n{items}\n\nChaque TAC est calculé sur notre exemple représentatif ({example}). Les taux changent chaque jour et dépendent de votre situation; comparez-les sur notre page des taux à l’aide des liens ci-dessus.\n\nVous avez demandé à être averti quand ces taux baissent; nous envoyons au plus un courriel par jour, avec toutes les alertes dont le taux a baissé.',
  alertsItem: 'Taux {term} {inProvince}\nAvant : {oldRate} (TAC {oldApr})\nMaintenant : {newRate} (TAC {newApr}), {rateType}, {mortgageType}\n{page}',
};
