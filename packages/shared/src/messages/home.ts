export const homeMessages = {
  heroEyebrow: 'Licensed mortgage brokers, powered by AI',
  heroTitle: 'Your AI Mortgage Companion, Backed by Real Brokers',
  heroText:
    'Get instant answers from our mortgage assistant any time, then let a licensed broker shop over 50 lenders for the rate that fits you.',
  bestRateLabel: 'Best Rate Today',
  ratesTitle: "Today's Rates",
  ratesIntro: 'Rates updated daily through our network of over 50 lenders. Our lowest rates in Ontario today:',
  ratesEmpty: 'No rates are available right now.',
  ratesLoading: "Loading today's rates...",
  viewAllRates: 'View all rates',
  claimsLabel: 'Why borrowers choose us',
  claims: [
    { value: '50+', label: 'Lenders in our network, with rates updated daily' },
    { value: '15+', label: 'Years of experience leading our team' },
    { value: '20+', label: 'Years in business' },
  ],
  lendersTitle: 'Trusted Lenders',
  lendersIntro: "We compare offers from Canada's major banks, monoline lenders and alternative lenders.",
  testimonialsTitle: 'What Our Clients Say',
  newsTitle: 'Mortgage News',
  viewAllNews: 'View All News',
} as const;
