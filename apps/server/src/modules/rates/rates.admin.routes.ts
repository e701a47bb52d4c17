import { rateAdminMessages } from '@maple/shared/messages/rates';
import { idParam } from '@maple/shared/schemas/path-params';
import {
  adminRate,
  adminRateList,
  createRateInput,
  listAdminRatesQuery,
  rateChangeList,
  rateSourceAnswer,
  rateSourceInput,
  savedRateSource,
  scrapeResult,
  updateRateInput,
} from '@maple/shared/schemas/rates';
import { representativeExample, representativeExampleInput } from '@maple/shared/schemas/representative-example';
import { route, routes } from '../../lib/route.ts';
import { getRateSource, saveRateSource, scrapeRatesAsAdmin } from './rate-scrape.service.ts';
import { createRate, deleteRate, listAdminRates, listRateHistory, updateRate } from './rates.admin.service.ts';
import { auditSourceOf } from '../audit/audit.service.ts';
import { getRepresentativeExample, saveRepresentativeExample } from './representative-example.service.ts';

const rate = { params: idParam, notFound: rateAdminMessages.notFound } as const;

/** The console's rates: every rate, active or not (paged, filtered, searched), its history, and the source the scraper reads. */
export const adminRateRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'rate:read',
      summary: 'List rates, active or not, cheapest first, a page at a time',
      description:
        'Filters combine: `province` (code or name), `termMonths`, `rateType`, `status` (all when absent); `q` finds rates whose province, term, types or source hold every word. An empty value means any; a field the list does not take is refused by name.',
      query: listAdminRatesQuery,
      responses: { 200: { description: 'One page of rates and how many match in all', schema: adminRateList } },
    },
    async (c, { query }) => c.json(await listAdminRates(c.var, c.var.actor, query)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'rate:create',
      summary: 'Add a rate by hand (active at once, source Manual Entry)',
      body: createRateInput,
      responses: { 201: { description: 'The new rate', schema: adminRate } },
    },
    async (c, { body }) => c.json(await createRate(c.var, c.var.actor, body), 201),
  ),
  route(
    {
      method: 'get',
      path: '/source',
      audience: 'console',
      permission: 'rate:read',
      summary: 'Read where the scraper reads rates, and how the last scrape went',
      responses: { 200: { description: 'The source, null until configured', schema: rateSourceAnswer } },
    },
    async (c) => c.json({ source: await getRateSource(c.var.db, c.var.actor) }),
  ),
  route(
    {
      method: 'put',
      path: '/source',
      audience: 'console',
      permission: 'rate:update',
      summary: 'Set where the scraper reads rates (an http or https URL) and in which format',
      body: rateSourceInput,
      responses: { 200: { description: 'The source as saved', schema: savedRateSource } },
    },
    async (c, { body }) => c.json({ source: await saveRateSource(c.var, c.var.actor, body) }),
  ),
  // No body: the source is the stored one, so a request cannot point the server at an address.
  route(
    {
      method: 'post',
      path: '/scrape',
      audience: 'console',
      permission: 'rate:update',
      summary: 'Read the configured source now and make its rates the active ones',
      description: 'Without a configured source the answer is 400; when the source cannot be read or holds no valid rate, 502 and nothing changes.',
      responses: { 200: { description: 'How many rates were saved', schema: scrapeResult } },
      errors: [502],
    },
    async (c) => c.json(await scrapeRatesAsAdmin(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'get',
      path: '/representative-example',
      audience: 'console',
      permission: 'rate:read',
      summary: 'Read the representative example every advertised APR is worked on',
      description: "O. Reg. 191/08 s. 3: the amount, the amortization (monthly payments) and the fees the borrower pays. $400,000 over 25 years with no fees until saved.",
      responses: { 200: { description: 'The example', schema: representativeExample } },
    },
    async (c) => c.json(await getRepresentativeExample(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'put',
      path: '/representative-example',
      audience: 'console',
      permission: 'rate:update',
      summary: 'Replace the representative example; every public APR changes with it',
      description: 'Amount $10,000 to $10,000,000, amortization 1 to 30 whole years, each fee (appraisal, lender, brokerage, legal) $0 to $100,000, all to the cent. A bad field answers 400 naming it.',
      body: representativeExampleInput,
      responses: { 200: { description: 'The example as saved', schema: representativeExample } },
    },
    async (c, { body }) => c.json(await saveRepresentativeExample(c.var, c.var.actor, body, auditSourceOf(c))),
  ),
  route(
    {
      method: 'get',
      path: '/:id/history',
      audience: 'console',
      permission: 'rate:read',
      summary: "A rate's changes, newest first (a deleted rate's too)",
      ...rate,
      responses: { 200: { description: 'The changes, each with the rate before and after', schema: rateChangeList } },
    },
    async (c, { params }) => c.json(await listRateHistory(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'rate:update',
      summary: 'Change the posted or our rate, or turn a rate on or off',
      ...rate,
      body: updateRateInput,
      responses: { 200: { description: 'The rate as saved', schema: adminRate } },
    },
    async (c, { params, body }) => c.json(await updateRate(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'rate:delete', summary: 'Delete a rate (its history stays)', ...rate, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteRate(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
