import type { rateDisclosureMessages as en } from '../rate-disclosure.ts';
import type { Translation } from '../../i18n/translation.ts';

// "TAP" (taux annuel en pourcentage) is the APR's name in Ontario's French regulations and on
// Canadian lenders' French rate pages.
export const rateDisclosureMessages: Translation<typeof en> = {
  apr: 'TAP {apr}',
  aprColumn: 'TAP',
  example:
    "Le TAP est calculé selon un exemple représentatif : un prêt hypothécaire de {amount} amorti sur {years} ans, remboursé par versements mensuels, avec des frais de {fees}.",
  asOf: 'Taux en vigueur le {date}',
};
