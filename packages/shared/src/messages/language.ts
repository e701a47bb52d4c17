/**
 * The language switcher and the suggestion to switch (decision 067). Each text is written in the
 * language it offers, not the page's: on an English page, the offer of French is in French, so a
 * French reader recognises it; the French twin offers English in English.
 */
export const languageMessages = {
  /** The switcher's visible text: the other language's own name. */
  otherLanguage: 'Français',
  /** Read after the language's name by screen readers: what the link does, in the other language. */
  switchHint: 'cette page en français',
  /** Shown to a visitor who chose the other language before, or whose browser prefers it. */
  suggestion: 'Cette page existe aussi en français.',
  suggestionAction: 'Voir en français',
  dismiss: 'Non merci',
} as const;

/**
 * The server's page heads where no record or page title gives them (apps/server/src/modules/web):
 * search engines show these under the title.
 */
export const pageHeadMessages = {
  defaultDescription: "Compare today's mortgage rates across Canada, use our payment and affordability calculators, and talk to a licensed mortgage agent.",
  mortgageCalculatorDescription: 'Work out your mortgage payment with Canadian semi-annual compounding, any payment frequency and a full amortization schedule.',
  affordabilityCalculatorDescription: 'See how much home you can afford using the 32% GDS and 40% TDS rules.',
  ratesDescription: "Compare today's fixed and variable mortgage rates from Canadian lenders, by province.",
  notFoundTitle: 'Page not found',
  notFoundDescription: 'This page does not exist.',
  /** An agent without a recorded licence or title. */
  agentRole: 'Mortgage Agent',
  agentTitle: '{name}, {role}',
  agentDescription: '{name}, {role}.',
  agentDescriptionWithPlace: '{name}, {role} in {location}.',
} as const;
