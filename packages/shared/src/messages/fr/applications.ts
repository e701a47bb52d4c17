import type { applicationsMessages as en } from '../applications.ts';
import type { Translation } from '../../i18n/translation.ts';

export const applicationsMessages: Translation<typeof en> = {
  intro:
    "Commencez votre demande de prêt hypothécaire en moins d'une minute. Un agent hypothécaire titulaire de permis l'examinera et communiquera avec vous pour compléter les détails.",
  formTitle: 'Demander un prêt hypothécaire',
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  amount: 'Montant du prêt hypothécaire',
  amountHint: 'Une estimation suffit, en dollars canadiens.',
  agent: 'Agent souhaité',
  noAgent: 'Aucune préférence',
  submit: 'Envoyer la demande',
  busy: 'Envoi en cours...',
  recentTitle: 'Demandes récentes',
  recentNote: 'Visible uniquement par le personnel connecté.',
  recentEmpty: "Aucune demande pour l'instant.",
  recentLoading: 'Chargement des demandes...',
  unassigned: 'Non assignée',
  amountLabel: 'Montant',
  agentLabel: 'Agent',
  dateLabel: 'Reçue',
  steps: [
    { title: "Envoyez l'essentiel", text: "Votre nom, comment vous joindre et le montant approximatif dont vous avez besoin. Cela prend moins d'une minute." },
    { title: 'Terminez-la en ligne', text: 'Nous vous envoyons par courriel un lien sécurisé pour remplir votre demande et envoyer vos documents, de votre téléphone et à votre rythme. Le lien fonctionne une seule fois, pendant sept jours.' },
    { title: 'Parlez avec un agent', text: 'Un agent hypothécaire titulaire de permis vous appelle, généralement en un jour ouvrable, pour bien comprendre vos projets.' },
    { title: 'Comparez vos options', text: 'Nous magasinons auprès de notre réseau de prêteurs et vous présentons les offres avant que vous choisissiez.' },
  ],
};
