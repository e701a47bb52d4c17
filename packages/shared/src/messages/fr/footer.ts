import type { footerMessages as en } from '../footer.ts';
import type { Translation } from '../../i18n/translation.ts';

export const footerMessages: Translation<typeof en> = {
  showDisclaimer: '+ Avis de non-responsabilité',
  hideDisclaimer: '- Avis de non-responsabilité',
  agentLogin: 'Connexion des agents',
  privacyPolicy: 'Politique de confidentialité',
  navLabel: 'Pied de page',
  company: 'Entreprise',
  licence: 'Permis du cabinet de courtage',
  office: 'Bureau',
  phone: 'Téléphone',
  tollFree: 'Sans frais',
  rightsReserved: 'Tous droits réservés.',
};
