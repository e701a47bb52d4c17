/** The side-by-side comparison, /compare-mortgages (issue 41, point 6). */
export const compareMortgagesMessages = {
  title: 'Compare Mortgages Side by Side',
  metaDescription:
    'Compare up to three Canadian mortgage scenarios side by side: payment, interest over the term, balance at renewal and total cost.',
  intro:
    'Put up to three mortgages side by side: change the rate, term, amortization, down payment or payment frequency and compare what each costs. The link keeps every scenario.',
  scenario: 'Scenario {n}',
  addScenario: 'Add a scenario',
  removeScenario: 'Remove scenario {n}',
  price: 'Home price',
  downPayment: 'Down payment',
  rate: 'Interest rate (%)',
  term: 'Term',
  amortization: 'Amortization',
  frequency: 'Payment frequency',
  resultsTitle: 'Side by side',
  resultsCaption: 'The scenarios compared',
  measure: 'Figure',
  mortgage: 'Mortgage (with insurance)',
  premium: 'Default insurance premium',
  payment: 'Payment',
  interestOverTerm: 'Interest over the term',
  balanceAtTermEnd: 'Balance at the term’s end',
  totalCost: 'Total cost',
  totalCostHint:
    'Total cost is the down payment plus every payment over the full amortization, as if the rate never changed; the insurance premium is in the mortgage.',
  firstOrNew: 'First-time buyer or newly built home',
  firstOrNewHint:
    'With less than 20% down the mortgage must be insured: 25 years at most, or 30 years for a first-time buyer or a newly built home, with a 0.20% premium surcharge.',
  notInsurable: {
    'price-at-or-over-cap': 'At this price the mortgage cannot be insured (the cap is {cap}): lenders need 20% down.',
    'below-minimum-down-payment': 'Below the minimum down payment of {minimum}.',
    'amortization-too-long': 'An insured mortgage may run at most {years} years for this buyer.',
  },
  withoutPremium: 'Its figures are shown without a premium.',
  surcharge: 'The premium includes the 0.20% surcharge for an amortization over 25 years.',
  premiumRules: 'The premium follows the federal rules in force today: a mortgage can be insured only below a price of {cap}.',
  lowestCost: '{scenario} costs the least in total: {cost}, {difference} less than {other}.',
  sameCost: 'The scenarios cost the same in total.',
  termSentence:
    '{scenario}: a {paymentLabel} of {payment}; over the {term} term you pay {interest} of interest and owe {balance} at renewal.',
  talkToAgent: 'Talk to an agent about these scenarios',
  dialogTitle: 'Talk to an agent about these mortgages',
  dialogDescription: 'Your scenarios go with your message, so the broker sees what you compared.',
  talkToAgentText: 'A broker can find the rates behind each scenario and tell you which one you qualify for.',
  termYears: '{years}-year',
  moneyInvalid: 'Enter an amount from $0 to $100,000,000.',
  downPaymentAbovePrice: 'The down payment cannot be more than the price.',
  rateInvalid: 'Enter a rate from 0 to 30 with at most two decimals.',
  termInvalid: 'Choose one of the terms listed.',
  amortizationInvalid: 'Choose from 1 to 30 years.',
  frequencyInvalid: 'Choose a payment frequency.',
  yesNoInvalid: 'Use yes or no.',
  countInvalid: 'A link can hold one to three scenarios.',
} as const;

/** The hub's card for the page (/calculators). */
export const compareMortgagesHubMessages = {
  title: 'Compare Mortgages',
  text: 'Up to three mortgages side by side: payment, interest over the term, balance at renewal and total cost.',
  link: 'Compare side by side',
} as const;
