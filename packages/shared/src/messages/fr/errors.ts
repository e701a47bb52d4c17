import type { errorsMessages as en } from '../errors.ts';
import type { Translation } from '../../i18n/translation.ts';

export const errorsMessages: Translation<typeof en> = {
  badRequest: "La demande n'est pas valide.",
  unauthorized: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas la permission de faire cela.",
  notFound: 'Introuvable.',
  conflict: 'Cela entre en conflit avec des données existantes.',
  tooLarge: 'La demande est trop volumineuse.',
  unsupportedMediaType: "Ce type de fichier n'est pas accepté.",
  rateLimited: 'Trop de demandes. Veuillez patienter un moment, puis réessayer.',
  internal: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  upstreamFailed: "Une source externe n'a pas pu être lue. Rien n'a été modifié.",
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  invalidJson: "Le corps de la demande n'est pas du JSON valide.",
  unknownField: 'Champ inconnu',
  unknownFields: 'Champ inconnu : {fields}',
  crossOrigin: 'Cette demande doit provenir du site lui-même.',
};
