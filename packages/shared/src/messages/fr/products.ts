import type { productsMessages as en } from '../products.ts';
import type { Translation } from '../../i18n/translation.ts';

export const productsMessages: Translation<typeof en> = {
  notFound: 'Produit introuvable.',
  fetchFailed: 'Impossible de récupérer les produits',
  saveFailed: "Impossible d'enregistrer le produit",
  deleteFailed: 'Impossible de supprimer le produit',
  created: 'Produit créé',
  updated: 'Produit mis à jour',
  deleted: 'Produit supprimé',
  nameRequired: 'Le nom est obligatoire',
  invalidUrl: 'Veuillez entrer une URL valide',
  invalidPrice: 'Le prix doit être un montant en dollars et en cents',
  imageUploaded: 'Image téléversée',
  imageFailed: "Impossible de téléverser l'image",
  intro:
    'Les produits et services hypothécaires que nous obtenons auprès de notre réseau de prêteurs canadiens. Demandez-nous lequel convient à vos projets.',
  empty: "Aucun produit n'est offert pour le moment.",
  viewDetails: 'Voir les détails',
  back: 'Retour aux produits',
  price: 'Prix',
  agentTitle: 'Des questions sur ce produit?',
  agentText: 'Votre agent hypothécaire',
  contact: 'Joindre',
  email: 'Courriel',
  call: 'Appeler',
};
