import type { privacyNoticesMessages as en } from '../privacy-notices.ts';
import type { Translation } from '../../i18n/translation.ts';

export const privacyNoticesMessages: Translation<typeof en> = {
  forms: {
    quote:
      'Nous utilisons ces renseignements pour préparer votre soumission et en assurer le suivi. Ils sont transmis à notre équipe hypothécaire et, seulement si vous décidez de présenter une demande, aux prêteurs que nous sollicitons pour vous.',
    contact: 'Nous utilisons ces renseignements pour répondre à votre message. Ils sont transmis à notre équipe hypothécaire.',
    application:
      'Nous utilisons ces renseignements pour commencer votre demande de prêt hypothécaire. Ils sont transmis à notre équipe hypothécaire et, avec votre accord, aux prêteurs à qui nous la soumettons.',
    newsletter:
      'Nous utilisons votre adresse courriel uniquement pour vous envoyer notre infolettre. Elle reste auprès de notre équipe et des fournisseurs de services nommés dans notre politique.',
    becomeBroker: 'Nous utilisons ces renseignements pour étudier votre candidature au sein de notre équipe. Ils sont transmis à la direction du cabinet de courtage.',
  },
  chat: {
    automated: 'Vous clavardez avec un assistant automatisé, et non avec une personne.',
    outsideService: 'Un service d’intelligence artificielle externe traite vos messages pour rédiger les réponses.',
    followUp: 'Si vous communiquez vos coordonnées, notre équipe hypothécaire reçoit la conversation afin d’assurer un suivi.',
  },
  policyLink: 'Politique de confidentialité',
  newTab: '(s’ouvre dans un nouvel onglet)',
};
