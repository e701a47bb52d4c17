import type { lendersMessages as en } from '../lenders.ts';
import type { Translation } from '../../i18n/translation.ts';

export const lendersMessages: Translation<typeof en> = {
  fetchFailed: 'Impossible de récupérer les prêteurs',
  saveFailed: 'Impossible d’enregistrer le prêteur',
  deleteFailed: 'Impossible de supprimer le prêteur',
  created: 'Prêteur créé',
  updated: 'Prêteur mis à jour',
  deleted: 'Prêteur supprimé',
  reordered: 'Ordre des prêteurs enregistré',
  reorderFailed: 'Impossible d’enregistrer l’ordre des prêteurs',
  notFound: 'Prêteur introuvable.',
  nameRequired: 'Le nom est obligatoire',
  invalidUrl: 'Veuillez saisir une adresse URL valide',
  typeInvalid: 'Le type doit être « Prêteur de catégorie A » ou « Prêteur alternatif »',
  orderInvalid: 'L’ordre doit nommer chaque prêteur une seule fois',
  logoUploaded: 'Logo téléversé',
  logoFailed: 'Impossible de téléverser le logo',
  types: { a_lender: 'Prêteur de catégorie A', alternate_lender: 'Prêteur alternatif' },
};
