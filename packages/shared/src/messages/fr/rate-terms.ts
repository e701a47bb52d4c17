import type { rateTermMessages as en } from '../rate-terms.ts';
import type { Translation } from '../../i18n/translation.ts';

export const rateTermMessages: Translation<typeof en> = {
  oneYear: '1 an',
  years: '{count} ans',
  months: '{count} mois',
  types: { fixed: 'fixe', variable: 'variable' },
  mortgageTypes: { Conventional: 'Conventionnel', 'High-Ratio': 'Ratio élevé', Refinance: 'Refinancement' },
  /** 'fixe 5 ans', as Canadian lenders' French rate tables name it. */
  termAndType: '{type} {term}',
};
