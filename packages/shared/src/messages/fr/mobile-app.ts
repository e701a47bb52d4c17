import type { mobileAppMessages as en } from '../mobile-app.ts';
import type { Translation } from '../../i18n/translation.ts';

// The stores' own French badge wording.
export const mobileAppMessages: Translation<typeof en> = {
  downloadIos: "Télécharger dans l'App Store",
  downloadAndroid: 'Disponible sur Google Play',
  intro: 'Votre prêt hypothécaire, dans votre poche. Suivez votre demande, envoyez vos documents et parlez à votre agent depuis votre téléphone.',
  notInStores:
    "Bientôt disponible : l'application n'est pas encore offerte dans les boutiques. D'ici là, toutes les fonctions ci-dessous sont accessibles par téléphone ou par courriel avec votre agent.",
  featuresTitle: "Ce que vous pouvez faire dans l'application",
  features: [
    {
      title: "Suivez l'état de votre demande",
      text: "Voyez où en est votre prêt hypothécaire, de la soumission à l'approbation jusqu'au déboursement, et ce qu'il vous reste à fournir.",
    },
    {
      title: 'Téléversez vos documents en toute sécurité',
      text: 'Prenez en photo un talon de paie, un feuillet T4 ou un avis de cotisation et envoyez-le par une connexion chiffrée. Aucune pièce jointe par courriel.',
    },
    {
      title: 'Alertes de taux et notifications',
      text: "Soyez informé des variations de taux, des conditions à remplir et des dates de renouvellement à venir dès qu'elles vous concernent.",
    },
    {
      title: 'Clavardez avec un professionnel hypothécaire',
      text: "Posez une question à votre agent et obtenez la réponse d'un professionnel titulaire de permis qui connaît votre dossier.",
    },
  ],
};
