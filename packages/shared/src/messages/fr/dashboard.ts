import type { dashboardMessages as en } from '../dashboard.ts';
import type { Translation } from '../../i18n/translation.ts';

export const dashboardMessages: Translation<typeof en> = {
  title: 'Tableau de bord de l’agent',
  viewMyPage: 'Voir ma page',
  tabsLabel: 'Sections du tableau de bord',
  tabs: {
    profile: { label: 'Profil', description: 'Votre nom, vos coordonnées, votre biographie et vos photos.' },
    customizePage: { label: 'Personnaliser la page', description: 'Choisissez l’apparence de votre page publique.' },
    socialLinks: { label: 'Réseaux sociaux', description: 'Les liens vers vos profils de réseaux sociaux.' },
    applicationLinks: { label: 'Liens de demande', description: 'Les liens où vos clients peuvent commencer une demande.' },
    seoSettings: { label: 'Paramètres SEO', description: 'Le titre, la description et l’adresse de profil de votre page pour les moteurs de recherche.' },
    blogPosts: { label: 'Billets de blogue', description: 'Rédigez des billets pour votre page et le blogue de l’équipe.' },
    documents: { label: 'Documents', description: 'Téléversez et gérez vos documents.' },
    testimonials: { label: 'Témoignages', description: 'Soumettez des témoignages de clients pour approbation.' },
    leads: { label: 'Prospects', description: 'Les clients qui vous ont contacté.' },
    analytics: { label: 'Statistiques', description: 'Pages vues, prospects et activité récente.' },
  },
};
