import type { consentsMessages as en } from '../consents.ts';
import type { Translation } from '../../i18n/translation.ts';

export const consentsMessages: Translation<typeof en> = {
  invalidPage: 'La page doit être un chemin de ce site, par exemple /newsletter',
  basisExpress: 'Consentement exprès',
  basisInquiry: 'Demande de renseignements (consentement tacite)',
  basisLabel: 'Fondement',
  lapsesLabel: 'Échéance',
  lapsesOn: '{date}',
  untilWithdrawn: 'Jusqu’au retrait',
  withdrawnOn: 'Retiré le {date}',

  unsubscribeTitle: 'Se désabonner',
  unsubscribeIntro: 'Appuyez sur le bouton pour ne plus recevoir de courriels de {sender}.',
  unsubscribeButton: 'Me désabonner',
  unsubscribedTitle: 'Vous êtes désabonné',
  unsubscribedBody: 'Vous ne recevrez plus de courriels de {sender}. Vous n’avez rien d’autre à faire.',
  alreadyUnsubscribed: 'Cette adresse était déjà désabonnée. Vous ne recevrez plus de courriels de {sender}.',
  invalidTokenTitle: 'Ce lien de désabonnement n’est pas valide',
  invalidTokenBody:
    'Le lien est incomplet, a été modifié ou est trop ancien. Utilisez le lien du plus récent courriel que vous avez reçu, ou écrivez-nous et nous vous désabonnerons.',

  welcomeSubject: 'Bienvenue à l’infolettre de {sender}',
  welcomeBody:
    'Merci de votre abonnement. Vous recevrez de {sender} les mises à jour des taux, les nouvelles du marché et des conseils hypothécaires pratiques.\n\nVous vous êtes abonné le {date} sur la page {page}.',
  mailFooter: '{identification}\n\nVous recevez ce courriel parce que vous vous êtes abonné sur {site}. Pour vous désabonner, ouvrez : {link}',

  subscribersTitle: 'Abonnés',
  subscribersIntro:
    'Les personnes abonnées à l’infolettre, des plus récentes aux plus anciennes, avec la date et l’endroit de leur consentement, ainsi que les inscriptions qui attendent encore leur confirmation.',
  subscribersSearch: 'Rechercher par courriel',
  subscribersStatus: 'Statut',
  subscribersAll: 'Tous',
  statusActive: 'Actif',
  statusUnsubscribed: 'Désabonné',
  subscribersEmpty: 'Aucun abonné pour l’instant.',
  subscribersExport: 'Exporter les abonnés actifs (CSV)',
  columnEmail: 'Courriel',
  columnStatus: 'Statut',
  columnConsentedAt: 'Date du consentement',
  columnSource: 'Source',
  columnWithdrawnAt: 'Désabonné le',
  invalidStatus: 'Choisissez un statut : actif, désabonné ou en attente de confirmation',
  statusPending: 'En attente de confirmation',
  columnRequestedAt: 'Inscrit le',
  loading: 'Chargement des abonnés…',
  fetchFailed: 'Impossible de charger les abonnés',
  tryAgain: 'Réessayer',
  listLabel: 'Abonnés',
  listSearchPlaceholder: 'nom@exemple.com',
  listPagination: 'Pages d’abonnés',
  methods: { form: 'Formulaire', chat: 'Clavardage', import: 'Importation', portal: 'Portail de l’emprunteur', written: 'Par écrit', oral: 'De vive voix', email: 'Par courriel' },
};
