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
  benefits: [
    {
      title: 'Un réseau de plus de 50 prêteurs',
      text: "Offrez à vos clients les grandes banques, les coopératives de crédit, les prêteurs monogammes et les prêteurs alternatifs grâce à un seul réseau national, plutôt que les seuls produits d'une banque.",
    },
    {
      title: 'Formation et mentorat',
      text: 'Une intégration structurée, des séances de formation régulières et un courtier chevronné à qui téléphoner quand un dossier se complique.',
    },
    {
      title: 'Une technologie qui travaille pour vous',
      text: 'Votre propre page de profil, des demandes en ligne, des calculatrices et une boîte de réception qui vous achemine directement les demandes de clients potentiels.',
    },
    {
      title: 'Soutien marketing',
      text: 'Du matériel à double marque, du contenu pour les réseaux sociaux et une marque nationale reconnue qui appuie votre nom.',
    },
    {
      title: 'Une rémunération avantageuse',
      text: "Une rémunération transparente qui croît avec la clientèle que vous bâtissez, et la liberté d'établir votre propre horaire.",
    },
    {
      title: 'Conformité et soutien administratif',
      text: "Notre équipe de courtage révise les dossiers, vérifie les documents et vous tient au courant des exigences de l'ARSF, pour que vous puissiez vous consacrer à vos clients.",
    },
  ],
  pathway: [
    {
      title: 'Agent en hypothèques de niveau 1',
      text: "Le point de départ de la plupart des carrières. Suivez un cours de niveau 1 approuvé par l'ARSF et réussissez l'examen, puis demandez votre permis sous le parrainage d'une maison de courtage comme la nôtre.",
    },
    {
      title: 'Agent en hypothèques de niveau 2',
      text: "Exige un permis de niveau 1 et 12 mois d'expérience comme agent titulaire de permis. Les agents de niveau 2 peuvent obtenir un plus large éventail de prêts hypothécaires, y compris des prêts alternatifs et privés.",
    },
    {
      title: 'Courtier en hypothèques',
      text: "Exige 24 mois d'expérience comme agent de niveau 2 et le programme provincial de formation des courtiers. Les courtiers peuvent superviser des agents et assumer plus de responsabilités au sein d'une maison de courtage.",
    },
  ],
  notLicensedYet:
    "Pas encore titulaire d'un permis? Postulez quand même : nous pouvons vous orienter vers des cours de niveau 1 approuvés et parrainer votre demande de permis.",
  confidential: 'Les candidatures sont confidentielles et examinées par notre équipe de courtage.',
  experienceLevels: [
    "Nouveau dans le domaine, sans permis pour l'instant",
    "En formation pour le cours d'agent en hypothèques de niveau 1",
    'Agent en hypothèques de niveau 1 titulaire de permis',
    'Agent en hypothèques de niveau 2 titulaire de permis',
    'Courtier en hypothèques titulaire de permis',
    'Titulaire de permis dans une autre province',
  ],
  disclaimerNetwork:
    "{partner} est un réseau national de maisons de courtage hypothécaire indépendantes. {brokerage} en est une maison de courtage membre indépendante, et les agents qui s'y joignent obtiennent leur permis par son entremise.",
  disclaimerNoNetwork: 'Les agents qui se joignent à {brokerage} obtiennent leur permis par son entremise.',
  disclaimerTrademarks: 'Les noms et logos de {partner} sont des marques de commerce de leurs propriétaires respectifs et sont utilisés avec permission.',
  disclaimerRules:
    "Les exigences de permis sont établies par l'Autorité ontarienne de réglementation des services financiers (ARSF) et peuvent changer; consultez le site Web de l'ARSF pour connaître les règles en vigueur. La rémunération dépend des affaires que vous concluez et n'est pas garantie.",
};
