import type { newsletterMessages as en } from '../newsletter.ts';
import type { Translation } from '../../i18n/translation.ts';

export const newsletterMessages: Translation<typeof en> = {
  title: 'Restez informé!',
  intro:
    "Recevez dans votre boîte de réception les variations de taux, les nouvelles du marché et des conseils hypothécaires pratiques. Aucun pourriel, et vous pouvez vous désabonner en tout temps.",
  email: 'Adresse courriel',
  submit: "M'abonner",
  busy: 'Abonnement en cours...',
  /** Shown above the button and stored, filled in, as the consent's wording (CASL s. 10). */
  consentWording:
    '{sender}{address} vous enverra par courriel les variations de taux, les nouvelles du marché et des conseils hypothécaires. Vous pouvez retirer votre consentement en tout temps au moyen du lien de désabonnement présent dans chaque courriel.',
  consentAddress: ', {address},',
};
