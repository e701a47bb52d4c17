import type { provinceInMessages as enIn, provinceNameMessages as en } from '../province-names.ts';
import type { Translation } from '../../i18n/translation.ts';

export const provinceNameMessages: Translation<typeof en> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const provinceInMessages: Translation<typeof enIn> = {
  AB: 'en Alberta',
  BC: 'en Colombie-Britannique',
  MB: 'au Manitoba',
  NB: 'au Nouveau-Brunswick',
  NL: 'à Terre-Neuve-et-Labrador',
  NS: 'en Nouvelle-Écosse',
  NT: 'dans les Territoires du Nord-Ouest',
  NU: 'au Nunavut',
  ON: 'en Ontario',
  PE: 'à l’Île-du-Prince-Édouard',
  QC: 'au Québec',
  SK: 'en Saskatchewan',
  YT: 'au Yukon',
};
