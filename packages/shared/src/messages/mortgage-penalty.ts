// The penalty calculator (/mortgage-penalty-calculator). Placeholders in braces are filled with fillMessage.
export const mortgagePenaltyMessages = {
  title: 'Mortgage Penalty Calculator',
  description:
    'Estimate the penalty to break your mortgage: three months’ interest, the interest-rate differential for a fixed rate, and the Interest Act’s cap after five years.',
  hubTitle: 'Penalty Calculator',
  hubText: 'What breaking your mortgage early may cost: three months’ interest or the interest-rate differential.',
  hubLink: 'Estimate my penalty',
  intro:
    'Paying off or switching your mortgage before the term ends usually costs a penalty. Lenders charge three months’ interest, or for a fixed rate the interest-rate differential if it is greater.',
  formTitle: 'Your mortgage',
  balance: 'Balance owing',
  rate: 'Your interest rate (%)',
  rateType: 'Rate type',
  rateTypes: { fixed: 'Fixed', variable: 'Variable' },
  term: 'Term',
  monthsLeft: 'Months left in the term',
  comparisonRate: 'Lender’s comparison rate (%)',
  comparisonRateHint: 'The lender’s rate today for a term about as long as the time you have left.',
  comparisonBasis: 'Your lender compares with',
  comparisonBases: { discounted: 'Discounted rates (what it offers today)', posted: 'Posted rates, less your discount' },
  discount: 'Discount you received at signing (%)',
  discountHint: 'The posted rate when you signed, minus your rate. Only the posted-rate comparison uses it.',
  resultsTitle: 'Your estimated penalty',
  penalty: 'Estimated penalty',
  threeMonthsInterest: 'Three months’ interest',
  ird: 'Interest-rate differential',
  irdVariable: 'Not charged on a variable rate',
  threeMonthsWorking: '{balance} × {rate} × 3 ÷ 12 = {amount}',
  irdWorking: '{balance} × ({rate} − {comparison}) × {months} ÷ 12 = {amount}',
  explainThreeMonths: 'Three months’ interest is what your balance earns the lender in three months at your rate.',
  explainIrd:
    'The interest-rate differential is the interest the lender loses for the rest of the term by lending your balance again at today’s lower rate: the rate gap times the balance times the years left.',
  explainDiscounted:
    'Compared with discounted rates, the gap is your rate minus what the lender offers today for the time left.',
  explainPosted:
    'Compared with posted rates, the lender takes its posted rate for the time left and subtracts the discount you received ({discount}), so the comparison rate is {comparison} and the gap is wider.',
  explainNoGap: 'Today’s comparison rate is not below yours, so the differential is nothing and three months’ interest applies.',
  explainVariable: 'On a variable rate, lenders charge three months’ interest.',
  appliedIrd: 'The interest-rate differential is greater, so it is the estimate.',
  appliedThree: 'Three months’ interest is the estimate.',
  interestActCap:
    'Your term is longer than five years and five years have passed: under section 10 of the Interest Act, you may repay with at most three months’ interest.',
  interestActLater:
    'Your term is longer than five years: once five years of it have passed, the Interest Act caps the penalty at three months’ interest.',
  estimate:
    'An estimate: lenders calculate from their own rates, may discount the differential or count remaining payments, and may add fees. Your lender’s payout statement is the figure that counts.',
  sourcesTitle: 'Rule used (in force on {day})',
  moneyInvalid: 'Enter an amount from $0 to $100,000,000.',
  rateInvalid: 'Enter a rate from 0 to 30 with at most two decimals.',
  choiceInvalid: 'Choose one of the options listed.',
  monthsInvalid: 'Enter whole months from 0 up to the term’s length.',
  talkToAgent: 'Talk to an agent about this',
  dialogTitle: 'Talk to an agent about breaking your mortgage',
  dialogDescription: 'We send these figures with your request, so the agent can start from them.',
} as const;
