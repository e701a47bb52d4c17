import type { consoleMessages as en } from '../console.ts';
import type { Translation } from '../../i18n/translation.ts';

export const consoleMessages: Translation<typeof en> = {
  title: 'Super administrateur',
  navLabel: 'Sections de la console',
  tabs: {
    agents: { label: 'Agents', description: 'Créez, modifiez et supprimez les profils d’agents, leurs photos et leurs bannières.' },
    testimonials: { label: 'Témoignages', description: 'Approuvez, ajoutez, modifiez et supprimez des témoignages.' },
    blog: { label: 'Blogue', description: 'Rédigez, publiez et gérez les billets de blogue.' },
    leads: { label: 'Prospects', description: 'Consultez les prospects de toutes les sources et mettez à jour leur statut.' },
    analytics: { label: 'Statistiques', description: 'Les totaux de la plateforme et les meilleurs agents pour la période choisie.' },
    rates: { label: 'Taux', description: 'Gérez les taux hypothécaires, modifiez-les directement dans le tableau ou importez-les de la source.' },
    products: { label: 'Produits', description: 'Créez, modifiez et supprimez des produits hypothécaires.' },
    services: { label: 'Services', description: 'Créez, modifiez et supprimez des services hypothécaires.' },
    lenders: { label: 'Prêteurs', description: 'Gérez les prêteurs affichés sur le site.' },
    inoreader: { label: 'Inoreader', description: 'Configurez le fil d’actualités et testez la connexion.' },
    integrations: { label: 'Intégrations', description: 'Transmettez les prospects et les témoignages à d’autres systèmes par des webhooks signés.' },
    settings: { label: 'Paramètres', description: 'L’identité du cabinet de courtage, la boîte de réception des prospects et leur acheminement.' },
  },
};
