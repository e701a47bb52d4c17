import type { testimonialDisclosureMessages as en } from '../testimonial-disclosure.ts';
import type { Translation } from '../../i18n/translation.ts';

export const testimonialDisclosureMessages: Translation<typeof en> = {
  employee: 'Employé·e de {team}',
  employeeNoTeam: 'Employé·e du cabinet',
  paid: 'Recommandation rémunérée',
  rewarded: 'Avis récompensé',
};
