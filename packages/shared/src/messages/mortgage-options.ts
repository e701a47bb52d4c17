/** The /mortgage-options page ('Your Mortgage Choices'): the main choices and features, in plain words. */
export const mortgageOptionsMessages = {
  intro:
    'The right mortgage is about more than the rate. Here are the main choices Canadian borrowers make, and what each one means for your payments and your flexibility.',
  typesTitle: 'Types of mortgages',
  choices: [
    {
      title: 'Fixed-rate mortgage',
      text: 'Your interest rate and payment stay the same for the whole term, commonly 1 to 7 years, with 5 years the most popular.',
      points: ['Predictable budgeting', 'Protection if rates rise', 'Breaking the term early usually costs more in penalties'],
    },
    {
      title: 'Variable-rate mortgage',
      text: "Your rate moves with the lender's prime rate. Historically it has often cost less over time, but your payment or amortization can change.",
      points: ['Often a lower starting rate', 'Penalty usually limited to three months of interest', 'Most lenders let you lock into a fixed rate'],
    },
    {
      title: 'Open or closed',
      text: 'An open mortgage can be repaid in full at any time without penalty, at a higher rate. A closed mortgage has a lower rate and limits how much you can prepay.',
      points: ['Open: ideal if you expect to sell or pay off soon', 'Closed: the lowest rates for most borrowers'],
    },
    {
      title: 'Home equity line of credit (HELOC)',
      text: 'A revolving line of credit secured by your home. Borrow, repay and borrow again, paying interest only on what you use.',
      points: ['Renovations, education or emergencies', 'Combined with a mortgage, up to 80% of your home value', 'Interest-only minimum payments'],
    },
    {
      title: 'Reverse mortgage',
      text: 'For homeowners aged 55 and over: turn part of your home equity into tax-free cash while you keep living in your home.',
      points: ['No regular payments while you live in the home', 'Available from age 55', 'Repaid when the home is sold'],
    },
  ],
  featuresTitle: 'Features worth knowing',
  features: [
    {
      title: 'Prepayment privileges',
      text: 'Most closed mortgages let you pay down up to 20% of the original amount each year without penalty, through lump sums, higher payments or both.',
    },
    {
      title: 'Pre-approval with a rate hold',
      text: 'A pre-approval tells you how much you can borrow and holds a rate for up to 120 days while you shop, so a rate increase does not catch you mid-search.',
    },
    {
      title: 'Amortization and payment frequency',
      text: 'Insured mortgages are amortized over up to 25 years (30 for first-time buyers and new builds); uninsured mortgages can go to 30. Accelerated bi-weekly payments can take years off.',
    },
  ],
  featuresNote:
    'Terms, prepayment privileges and penalties differ by lender and product and are subject to approval. We confirm the details of any offer with you in writing.',
  ctaTitle: 'Not sure which is right for you?',
  ctaText: 'Run the numbers, then talk them through with a licensed mortgage professional.',
} as const;
