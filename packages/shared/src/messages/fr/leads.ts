import type { leadsMessages as en } from '../leads.ts';
import type { Translation } from '../../i18n/translation.ts';

export const leadsMessages: Translation<typeof en> = {
  notFound: 'Prospect introuvable',
  invalidDate: 'Veuillez saisir une date au format AAAA-MM-JJ',
  dateRangeReversed: 'La date de fin doit être identique ou postérieure à la date de début',
  invalidType: 'Choisissez un type : soumission de taux, refinancement, demande de prêt ou contact',
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  consentRequired: 'Veuillez consentir à recevoir des communications',
  consentText:
    'Je consens à recevoir des communications de Mortgage Alliance, de ses sociétés affiliées et de ses agents autorisés. Je comprends que je peux retirer mon consentement en tout temps en me désabonnant.',
  invalidEmail: 'Veuillez saisir une adresse courriel valide',
  invalidNumber: 'Veuillez saisir un nombre valide',
  invalidText: 'Veuillez saisir du texte',
  tooLong: 'Cette entrée est trop longue',
  unknownKind: 'Type de demande inconnu',
  agentUnavailable: 'L’agent choisi n’est pas disponible. Veuillez choisir un autre agent.',
  invalidIdempotencyKey: 'Idempotency-Key doit compter de 8 à 100 lettres, chiffres, traits d’union ou traits de soulignement',
  tooMany: 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter quelques minutes et réessayer, ou appelez-nous directement.',
  quoteSuccess: 'Votre demande de soumission hypothécaire a été envoyée!',
  quoteFailed: 'Impossible d’envoyer le formulaire',
  contactSuccess: 'Message envoyé! Nous vous répondrons sous peu.',
  contactFailed: 'Impossible d’envoyer le message. Veuillez réessayer.',
  applicationSuccess: 'Votre demande a été envoyée avec succès!',
  applicationFailed: 'Impossible d’envoyer la demande. Veuillez réessayer.',
  applicationsLoadFailed: 'Impossible de charger les demandes',
  newsletterFailed: 'L’inscription a échoué. Veuillez réessayer.',
  chatSaveFailed: 'Un problème est survenu lors de l’enregistrement de vos renseignements. Veuillez réessayer ou appelez-nous directement.',
};
