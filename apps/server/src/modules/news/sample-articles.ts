import type { NewsArticle } from '@maple/shared/schemas/news';

/**
 * Spec §8: when every source fails, 3 static sample articles (filtered by the search text). Their
 * images are left empty so the page shows its own placeholder photo.
 */
export const sampleArticles: NewsArticle[] = [
  {
    id: 'sample-rates',
    title: 'Bank of Canada holds its policy rate steady',
    link: 'https://www.bankofcanada.ca/core-functions/monetary-policy/key-interest-rate/',
    published: '2025-01-29T15:00:00.000Z',
    summary: 'The central bank kept its key interest rate unchanged. Variable-rate borrowers and those renewing this year should compare fixed and variable offers before deciding.',
    image: null,
    sourceHost: 'bankofcanada.ca',
    categories: ['Rates'],
  },
  {
    id: 'sample-first-home',
    title: 'What first-time buyers should know about the minimum down payment',
    link: 'https://www.canada.ca/en/financial-consumer-agency/services/mortgages/down-payment.html',
    published: '2025-01-15T15:00:00.000Z',
    summary: 'In Canada the minimum down payment is 5 percent on the first $500,000 and 10 percent on the portion above it; homes of $1 million or more need 20 percent.',
    image: null,
    sourceHost: 'canada.ca',
    categories: ['First-time buyers'],
  },
  {
    id: 'sample-renewal',
    title: 'Renewing your mortgage: start shopping four to six months ahead',
    link: 'https://www.canada.ca/en/financial-consumer-agency/services/mortgages/renew-mortgage.html',
    published: '2025-01-05T15:00:00.000Z',
    summary: 'Lenders send renewal offers late, and many borrowers simply sign. Comparing offers early lets you hold a rate and negotiate with more than one lender.',
    image: null,
    sourceHost: 'canada.ca',
    categories: ['Renewals'],
  },
];
