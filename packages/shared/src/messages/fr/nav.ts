import type { navMessages as en } from '../nav.ts';
import type { Translation } from '../../i18n/translation.ts';

export const navMessages: Translation<typeof en> = {
  label: 'Principal',
  home: 'Accueil',
  about: 'À propos',
  mortgages: 'Hypothèques',
  applications: 'Demandes',
  products: 'Produits',
  calculators: 'Calculatrices',
  mortgageOptions: 'Options hypothécaires',
  services: 'Services',
  rates: 'Nos taux',
  resources: 'Ressources',
  findBroker: 'Trouver un courtier',
  whyBroker: 'Pourquoi un courtier',
  mobileApp: 'Application mobile',
  blog: 'Blogue',
  mortgageNews: 'Actualités hypothécaires',
  newsletterSignup: "Inscription à l'infolettre",
  contactMenu: 'Nous joindre',
  contact: 'Nous joindre',
  becomeBroker: 'Devenir courtier',
  newsletter: 'Infolettre',
};
