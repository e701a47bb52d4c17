import type { Language } from '@maple/shared/i18n/languages';

// The insurance answers, worked out from the price and down payment the visitor gave. They belong
// in the chat catalogue (@maple/shared/messages/chat) beside chatAnswerTemplates; they wait here
// because that file is shared with work outside the chat module. `{…}` are filled in by the engine.
const english = {
  premium: 'With {down} down on a {price} home ({downPercent} of the price), the default insurance (CMHC) premium is {premiumPercent} of the {loan} mortgage: {premium}, added to the mortgage.',
  noPremium: 'With {down} down on a {price} home ({downPercent} of the price), no default insurance is needed: that is 20% or more.',
  belowMinimum: '{down} down is less than the minimum down payment for a {price} home, {minimum}, so the mortgage cannot be insured.',
  notInsurable: 'Homes of {threshold} or more cannot have default insurance, so a {price} home needs at least 20% down ({twenty}).',
  minimumDown: 'the minimum {minimum}',
};

export const insuranceAnswerTemplates: Readonly<Record<Language, typeof english>> = {
  en: english,
  fr: {
    premium: "Avec une mise de fonds de {down} sur une propriété de {price} ({downPercent} du prix), la prime d'assurance prêt hypothécaire (SCHL) est de {premiumPercent} du prêt de {loan} : {premium}, ajoutée à l'hypothèque.",
    noPremium: "Avec une mise de fonds de {down} sur une propriété de {price} ({downPercent} du prix), aucune assurance prêt hypothécaire n'est requise : c'est 20 % ou plus.",
    belowMinimum: "Une mise de fonds de {down} est inférieure au minimum requis pour une propriété de {price}, soit {minimum}; le prêt ne peut donc pas être assuré.",
    notInsurable: "Une propriété de {threshold} ou plus ne peut pas être assurée contre le défaut; une propriété de {price} exige donc au moins 20 % de mise de fonds ({twenty}).",
    minimumDown: 'le minimum de {minimum}',
  },
};
