import type { chatLauncherMessages as en } from '../chat-launcher.ts';
import type { Translation } from '../../i18n/translation.ts';

export const chatLauncherMessages: Translation<typeof en> = {
  launcher: "Obtenir de l'aide instantanée",
};
