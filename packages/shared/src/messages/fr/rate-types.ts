import type { rateTypeMessages as en } from '../rate-types.ts';
import type { Translation } from '../../i18n/translation.ts';

export const rateTypeMessages: Translation<typeof en> = {
  fixedTab: 'Fixe',
  variableTab: 'Variable',
  note: 'Les taux peuvent varier et sont sujets à changement sans préavis.',
};
