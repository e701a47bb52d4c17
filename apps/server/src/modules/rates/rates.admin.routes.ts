import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { createRateInput, listAdminRatesQuery, rateSourceInput, updateRateInput } from '@maple/shared/schemas/rates';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { getRateSource, saveRateSource, scrapeRatesAsAdmin } from './rate-scrape.service.ts';
import { createRate, deleteRate, listAdminRates, listRateHistory, updateRate } from './rates.admin.service.ts';

/** Who may call: super_admin (mounted under /api/admin, whose guard answers 401/403); every rate. */
export const adminRateRoutes = new Hono<AppEnv>()
  .get('/', zValidator('query', listAdminRatesQuery, validationError), async (c) => c.json(await listAdminRates(c.var, c.var.actor, c.req.valid('query'))))
  .post('/', zValidator('json', createRateInput, validationError), async (c) => c.json(await createRate(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/source', async (c) => c.json({ source: await getRateSource(c.var.db, c.var.actor) }))
  .put('/source', zValidator('json', rateSourceInput, validationError), async (c) => c.json({ source: await saveRateSource(c.var, c.var.actor, c.req.valid('json')) }))
  // No body: the source is the stored one, so a request cannot point the server at an address.
  .post('/scrape', async (c) => c.json(await scrapeRatesAsAdmin(c.var, c.var.actor)))
  .get('/:id/history', async (c) => c.json(await listRateHistory(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', updateRateInput, validationError), async (c) => c.json(await updateRate(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteRate(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
