import type { fileDocumentsMessages as en } from '../file-documents.ts';
import type { Translation } from '../../i18n/translation.ts';

export const fileDocumentsMessages: Translation<typeof en> = {
  statuses: {
    requested: 'Demandé',
    uploaded: 'Téléversé',
    needs_attention: 'À corriger',
    accepted: 'Accepté',
  },
  itemNotFound: 'Document introuvable',
  fileNotFound: 'Fichier introuvable',
  uploadNotFound: 'Ce téléversement n’existe plus. Veuillez choisir le fichier de nouveau.',
  uploadInterrupted: 'Le téléversement a été interrompu. Réessayez : il reprend là où il s’était arrêté.',
  uploadConflict: 'Ce téléversement s’est poursuivi depuis une autre page ou un autre appareil. Veuillez réessayer : il reprend là où il s’était arrêté.',
  itemAccepted: 'Ce document est accepté : on ne peut plus y ajouter ni en retirer de fichier.',
  itemRemoved: 'Ce document n’est plus demandé.',
  itemAlreadyRemoved: 'Ce document est déjà retiré.',
  nothingToAccept: 'Aucun fichier n’a encore été téléversé pour ce document.',
  notYourUpload: 'Seule la personne qui a téléversé un fichier peut le supprimer.',
  fileClosed: 'Ce dossier est fermé : ses documents ne peuvent plus changer.',
  type: 'Seuls les fichiers PDF, JPEG, PNG ou HEIC peuvent être téléversés.',
  tooLarge: 'Ce fichier dépasse 25 Mo. Veuillez en choisir un plus petit.',
  itemRequired: 'Indiquez le document auquel ce fichier est destiné',
  nameRequired: 'Le nom du fichier manque',
  lengthRequired: 'La taille du fichier doit être donnée au début du téléversement',
  labelRequired: 'Nommez le document',
  noteRequired: 'Indiquez pourquoi le document est retiré',
  statusRequired: 'Choisissez accepté ou à corriger',
  reasonRequired: 'Indiquez ce que le client doit corriger',
  applicantUnknown: 'Ce demandeur ne figure pas dans la demande',
  tooLong: 'Trop long',
};
