/**
 * A rate's term and type as the rates pages, the home page's rates, the calculator and the console
 * name them ('5 year fixed'); `termLabel` and `rateName` in terms.ts fill them (decision 073). A term
 * is a whole number of years from 1, or of months: `oneYear` is the only singular either language needs.
 */
export const rateTermMessages = {
  oneYear: '1 year',
  years: '{count} year',
  months: '{count} months',
  types: { fixed: 'fixed', variable: 'variable' },
  /** The stored mortgage types (schemas/rates.ts `mortgageTypes`) as a reader sees them. */
  mortgageTypes: { Conventional: 'Conventional', 'High-Ratio': 'High-Ratio', Refinance: 'Refinance' },
  /** A term and a type together: '5 year fixed'. */
  termAndType: '{term} {type}',
} as const;
