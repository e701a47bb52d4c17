import type { languageMessages as enLanguage, pageHeadMessages as enPageHead } from '../language.ts';
import type { Translation } from '../../i18n/translation.ts';

export const languageMessages: Translation<typeof enLanguage> = {
  otherLanguage: 'English',
  switchHint: 'this page in English',
  suggestion: 'This page is also available in English.',
  suggestionAction: 'View in English',
  dismiss: 'No thanks',
};

export const pageHeadMessages: Translation<typeof enPageHead> = {
  defaultDescription:
    "Comparez les taux hypothécaires du jour partout au Canada, estimez vos versements et votre capacité d'emprunt, et parlez à un agent hypothécaire autorisé.",
  mortgageCalculatorDescription:
    'Calculez votre versement hypothécaire avec la capitalisation semestrielle canadienne, la fréquence de versement de votre choix et un tableau d’amortissement complet.',
  affordabilityCalculatorDescription: 'Découvrez le prix de la maison à votre portée selon les règles de 32 % (ABD) et de 40 % (ATD).',
  ratesDescription: 'Comparez les taux hypothécaires fixes et variables du jour offerts par les prêteurs canadiens, par province.',
  notFoundTitle: 'Page introuvable',
  notFoundDescription: "Cette page n'existe pas.",
  agentRole: 'Agent hypothécaire',
  agentTitle: '{name}, {role}',
  agentDescription: '{name}, {role}.',
  agentDescriptionWithPlace: '{name}, {role} à {location}.',
};
