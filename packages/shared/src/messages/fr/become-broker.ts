import type { becomeBrokerMessages as en } from '../become-broker.ts';
import type { Translation } from '../../i18n/translation.ts';

export const becomeBrokerMessages: Translation<typeof en> = {
  heroTitle: 'Bâtissez votre carrière de courtier hypothécaire',
  heroText:
    "Joignez-vous à une équipe qui vous donne les prêteurs, la formation et la technologie pour bâtir une entreprise hypothécaire dont vous serez fier, avec l'appui d'un réseau national de courtage.",
  heroCta: 'Postuler maintenant',
  benefitsTitle: 'Pourquoi les agents se joignent à nous',
  pathwayTitle: "Votre parcours d'obtention de permis en Ontario",
  pathwayIntro:
    "En Ontario, les professionnels hypothécaires obtiennent leur permis de l'Autorité ontarienne de réglementation des services financiers (ARSF). La plupart commencent comme agent de niveau 1 et progressent à partir de là.",
  formTitle: 'Postulez pour vous joindre à notre équipe',
  formIntro: 'Parlez-nous un peu de vous. Notre équipe étudie chaque candidature et répond personnellement.',
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  experience: "Niveau d'expérience",
  experiencePlaceholder: "Choisissez votre niveau d'expérience",
  message: 'Renseignements supplémentaires',
  messageHint: 'Votre parcours, la région où vous travaillez ou vos questions.',
  submit: 'Envoyer ma candidature',
  busy: 'Envoi en cours...',
  disclaimerTitle: 'Avis sur la marque',
};
