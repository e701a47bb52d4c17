import type { contactMessages as en } from '../contact.ts';
import type { Translation } from '../../i18n/translation.ts';

export const contactMessages: Translation<typeof en> = {
  title: 'Nous joindre',
  /** Followed by the agent's name: 'Joindre Sarah Chen'. */
  agentTitlePrefix: 'Joindre',
  intro:
    "Achat, renouvellement ou refinancement? Écrivez-nous : un professionnel hypothécaire titulaire de permis vous répondra, habituellement en un jour ouvrable.",
  formTitle: 'Envoyez-nous un message',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  phoneType: 'Type de téléphone',
  phoneTypes: { Mobile: 'Cellulaire', Work: 'Travail', Residential: 'Domicile' },
  postalCode: 'Code postal',
  comments: 'Commentaires',
  consentLegend: 'Consentement',
  submit: 'Envoyer le message',
  busy: 'Envoi en cours...',
  brokerTitle: 'Votre courtier',
  teamSubtitle: 'Professionnels hypothécaires titulaires de permis',
  chooseAgent: 'Choisissez votre agent',
  officeTitle: 'Siège social',
  address: 'Adresse',
  licence: 'Numéro de permis',
  officePhone: 'Téléphone',
  tollFree: 'Sans frais',
  externalSuccess: 'Également transmis à Mortgage Alliance (externe).',
  externalFailed: 'Impossible de transmettre à Mortgage Alliance (externe).',
  externalSkipped: "Code de courtier ou wpnonce non fourni; transmission externe non effectuée.",
};
