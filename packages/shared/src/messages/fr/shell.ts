import type { shellMessages as en } from '../shell.ts';
import type { Translation } from '../../i18n/translation.ts';

export const shellMessages: Translation<typeof en> = {
  // The brokerage's name when its settings give none: a name, the same in both languages.
  brandFallback: 'Maple Mortgage',
  skipToContent: 'Passer au contenu',
  notifications: 'Notifications',
  closeNotification: 'Fermer la notification',
  loading: 'Chargement...',
  homeLink: "page d'accueil",
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  close: 'Fermer',
  menuTitle: 'Menu',
  signIn: 'Connexion',
  signInDialogTitle: 'Connexion',
  logout: 'Déconnexion',
  toggleSidebar: 'Afficher ou masquer la barre latérale',
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  partnerMember: 'Membre de',
  partnerLogoAlt: 'notre réseau de courtage',
  pageLoadError: "Cette page n'a pas pu être chargée.",
  reload: 'Recharger la page',
};
