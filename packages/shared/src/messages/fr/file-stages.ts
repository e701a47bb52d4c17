import type { fileStagesMessages as en } from '../file-stages.ts';
import type { Translation } from '../../i18n/translation.ts';

export const fileStagesMessages: Translation<typeof en> = {
  started: 'Commencé',
  submitted: 'Soumis',
  in_review: 'En analyse',
  sent_to_lender: 'Envoyé au prêteur',
  approved_with_conditions: 'Approuvé sous conditions',
  conditions_met: 'Conditions remplies',
  funded: 'Déboursé',
  withdrawn: 'Retiré',
  declined: 'Refusé',
};
