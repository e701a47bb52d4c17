import type { servicesMessages as en } from '../services.ts';
import type { Translation } from '../../i18n/translation.ts';

export const servicesMessages: Translation<typeof en> = {
  notFound: 'Service introuvable.',
  fetchFailed: 'Impossible de récupérer les services',
  saveFailed: "Impossible d'enregistrer le service",
  deleteFailed: 'Impossible de supprimer le service',
  created: 'Service créé',
  updated: 'Service mis à jour',
  deleted: 'Service supprimé',
  nameRequired: 'Le nom est obligatoire',
  invalidUrl: 'Veuillez entrer une URL valide',
  featuresInvalid: 'Les caractéristiques doivent être en JSON valide',
  featuresNotList: 'Les caractéristiques doivent être une liste JSON de lignes courtes',
  truncated:
    'Certains champs ont été tronqués pour respecter les limites de la base de données (255 caractères). Veuillez les raccourcir pour éviter toute perte de données.',
  imageUploaded: 'Image téléversée',
  imageFailed: "Impossible de téléverser l'image",
  empty: "Aucun service n'est offert pour le moment.",
  intro:
    'De votre première maison à votre prochain renouvellement, nos professionnels hypothécaires titulaires de permis comparent les prêteurs pour vous et expliquent chaque option en langage clair.',
  viewDetails: 'Voir les détails',
  contactUs: 'Nous joindre',
  back: 'Retour aux services',
  features: 'Ce qui est inclus',
  ctaTitle: 'Parlez à un professionnel hypothécaire',
  ctaText: "Dites-nous où vous en êtes dans votre projet et nous vous recommanderons la bonne prochaine étape.",
};
