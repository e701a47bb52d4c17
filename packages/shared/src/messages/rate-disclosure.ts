/**
 * What every advertised rate carries (issue 27, O. Reg. 191/08): its APR as prominently as the rate,
 * the representative example the APR is worked on, and the day the rates were set. Apart from the
 * rates catalogue so the home page's badge downloads these few texts, not the whole catalogue.
 */
export const rateDisclosureMessages = {
  apr: '{apr} APR',
  aprColumn: 'APR',
  example: 'APR based on a representative example of a {amount} mortgage amortized over {years} years with monthly payments and {fees} of fees.',
  /** Issue 22: when the shown rates were last set or read, on the brokerage's calendar. */
  asOf: 'Rates as of {date}',
} as const;
