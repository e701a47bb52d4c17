import type { analyticsMessages as en } from '../analytics.ts';
import { icu } from '../../i18n/icu.ts';
import type { Translation } from '../../i18n/translation.ts';

export const analyticsMessages: Translation<typeof en> = {
  loading: 'Chargement des statistiques…',
  loadFailed: 'Impossible de charger les statistiques',
  periodLabel: 'Période',
  periods: { all: 'Depuis le début', '30d': '30 derniers jours', '7d': '7 derniers jours' },
  range: (from: string | null, to: string) => (from ? `Du ${from} au ${to}` : `Depuis le début jusqu’au ${to}`),
  totals: 'Totaux',
  agents: 'Agents',
  activeOfAll: (active: number, all: number) => `Actifs : ${active} sur ${all}`,
  leads: 'Prospects',
  testimonials: 'Témoignages',
  approvedPending: (approved: number, pending: number) => `Approuvés : ${approved}, en attente : ${pending}`,
  posts: 'Billets de blogue',
  publishedDraft: (published: number, draft: number) => `Publiés : ${published}, brouillons : ${draft}`,
  pageViews: 'Pages vues',
  leadsBySource: 'Prospects par source',
  leadsByStatus: 'Prospects par statut',
  topAgents: 'Meilleurs agents',
  topAgentsCaption: 'Les cinq agents ayant reçu le plus de prospects pendant la période',
  agent: 'Agent',
  noAgents: 'Aucun agent pour l’instant.',
  perDay: 'Prospects et pages vues par jour',
  day: 'Jour',
  chartTable: 'Afficher les données sous forme de tableau',
  recentActivity: 'Activité récente',
  noActivity: 'Aucune activité pour l’instant.',
  activity: {
    pageView: 'Quelqu’un a consulté votre profil public',
    lead: (name: string, source: string) => `Nouveau prospect : ${name} (${source})`,
  },
  ago: {
    justNow: 'à l’instant',
    minutes: (n: number) => icu('fr', 'il y a {n, plural, one {# minute} other {# minutes}}', { n }),
    hours: (n: number) => icu('fr', 'il y a {n, plural, one {# heure} other {# heures}}', { n }),
    days: (n: number) => icu('fr', 'il y a {n, plural, one {# jour} other {# jours}}', { n }),
  },
};
