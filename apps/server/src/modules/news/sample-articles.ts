import type { Language } from '@maple/shared/i18n/languages';
import type { NewsArticle } from '@maple/shared/schemas/news';

/**
 * Spec §8: when every source fails, 3 static sample articles (filtered by the search text). Their
 * images are left empty so the page shows its own placeholder photo. They are Maple's own words, so
 * they exist in each language the site publishes in (decision 069: never English under a French
 * page), each linking to its source's page in that language; the ids are the same in both.
 */
export const sampleArticles: Record<Language, NewsArticle[]> = {
  en: [
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
  ],
  fr: [
    {
      id: 'sample-rates',
      title: 'La Banque du Canada maintient son taux directeur',
      link: 'https://www.banqueducanada.ca/grandes-fonctions/politique-monetaire/taux-directeur/',
      published: '2025-01-29T15:00:00.000Z',
      summary: 'La banque centrale n’a pas touché à son taux directeur. Si vous avez un taux variable ou que votre hypothèque arrive à échéance cette année, comparez les offres à taux fixe et à taux variable avant de vous décider.',
      image: null,
      sourceHost: 'banqueducanada.ca',
      categories: ['Taux'],
    },
    {
      id: 'sample-first-home',
      title: 'Premier achat : ce qu’il faut savoir sur la mise de fonds minimale',
      link: 'https://www.canada.ca/fr/agence-consommation-matiere-financiere/services/hypotheques.html',
      published: '2025-01-15T15:00:00.000Z',
      summary: 'Au Canada, la mise de fonds minimale est de 5 % sur la première tranche de 500 000 $ et de 10 % sur la portion qui dépasse ce montant; pour une propriété de 1 million de dollars ou plus, il faut 20 %.',
      image: null,
      sourceHost: 'canada.ca',
      categories: ['Premiers acheteurs'],
    },
    {
      id: 'sample-renewal',
      title: 'Renouvellement hypothécaire : magasinez de quatre à six mois à l’avance',
      link: 'https://www.canada.ca/fr/agence-consommation-matiere-financiere/services/hypotheques.html',
      published: '2025-01-05T15:00:00.000Z',
      summary: 'Les prêteurs envoient souvent leur offre de renouvellement à la dernière minute, et bien des emprunteurs signent sans comparer. En vous y prenant tôt, vous pouvez réserver un taux et faire jouer la concurrence entre plusieurs prêteurs.',
      image: null,
      sourceHost: 'canada.ca',
      categories: ['Renouvellement'],
    },
  ],
};
