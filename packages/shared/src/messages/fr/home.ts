import type { homeMessages as en } from '../home.ts';
import type { Translation } from '../../i18n/translation.ts';

export const homeMessages: Translation<typeof en> = {
  heroEyebrow: "Courtiers hypothécaires titulaires de permis, propulsés par l'IA",
  heroTitle: 'Votre compagnon hypothécaire IA, épaulé par de vrais courtiers',
  heroText:
    "Obtenez des réponses instantanées de notre assistant hypothécaire en tout temps, puis laissez un courtier titulaire de permis comparer plus de 50 prêteurs pour trouver le taux qui vous convient.",
  bestRateLabel: 'Meilleur taux du jour',
  ratesTitle: 'Taux du jour',
  ratesIntro: "Taux mis à jour chaque jour grâce à notre réseau de plus de 50 prêteurs. Nos taux les plus bas en Ontario aujourd'hui :",
  ratesEmpty: "Aucun taux n'est offert pour le moment.",
  ratesLoading: 'Chargement des taux du jour...',
  viewAllRates: 'Voir tous les taux',
  claimsLabel: 'Pourquoi les emprunteurs nous choisissent',
  claims: [
    { value: '50+', label: 'Prêteurs dans notre réseau, avec des taux mis à jour chaque jour' },
    { value: '15+', label: "Années d'expérience à la tête de notre équipe" },
    { value: '20+', label: "Années d'activité" },
  ],
  lendersTitle: 'Des prêteurs de confiance',
  lendersIntro: 'Nous comparons les offres des grandes banques canadiennes, des prêteurs monogammes et des prêteurs alternatifs.',
  testimonialsTitle: 'Ce que disent nos clients',
  newsTitle: 'Actualités hypothécaires',
  viewAllNews: 'Voir toutes les actualités',
};
