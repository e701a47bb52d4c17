// The insurance answers, worked out from the price and down payment the visitor gave. They belong
// in the chat catalogue (@maple/shared/messages/chat) beside chatAnswerTemplates; they wait here
// because that file is shared with work outside the chat module. `{…}` are filled in by the engine.
export const insuranceAnswerTemplates = {
  premium: 'With {down} down on a {price} home ({downPercent} of the price), the default insurance (CMHC) premium is {premiumPercent} of the {loan} mortgage: {premium}, added to the mortgage.',
  noPremium: 'With {down} down on a {price} home ({downPercent} of the price), no default insurance is needed: that is 20% or more.',
  belowMinimum: '{down} down is less than the minimum down payment for a {price} home, {minimum}, so the mortgage cannot be insured.',
  notInsurable: 'Homes of {threshold} or more cannot have default insurance, so a {price} home needs at least 20% down ({twenty}).',
  minimumDown: 'the minimum {minimum}',
} as const;
