import { bestRate, publicRateList, ratesQuery } from '@maple/shared/schemas/rates';
import { route, routes } from '../../lib/route.ts';
import { getBestRate, getPublicRates } from './rates.service.ts';

// The same answer for every visitor, so it is cached.
const cached = { cachedPublicly: true } as const;

/** The public rates: active rates only. */
export const rateRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: "Today's active rates for one province (Ontario when none is given), each with its APR",
      query: ratesQuery,
      ...cached,
      responses: { 200: { description: 'The province and its rates, by term, rate type and mortgage type', schema: publicRateList } },
    },
    async (c, { query }) => c.json(await getPublicRates(c.var.db, query.province)),
  ),
  route(
    {
      method: 'get',
      path: '/best',
      audience: 'public',
      summary: "The lowest current rate anywhere, for the home page's 'Best Rate Today'",
      ...cached,
      responses: { 200: { description: 'The best rate', schema: bestRate } },
      errors: [404],
    },
    async (c) => c.json(await getBestRate(c.var.db)),
  ),
);
