import type { whyBrokerMessages as en } from '../why-broker.ts';
import type { Translation } from '../../i18n/translation.ts';

export const whyBrokerMessages: Translation<typeof en> = {
  cta: 'Parlez à un expert hypothécaire',
};
