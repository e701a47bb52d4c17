/**
 * The rate type labels and the rates note, which the home page's rates band also shows: kept apart
 * so the home page's first download holds these, not the whole rates catalogue.
 */
export const rateTypeMessages = {
  fixedTab: 'Fixed',
  variableTab: 'Variable',
  note: 'Rates may vary and are subject to change without notice.',
} as const;
