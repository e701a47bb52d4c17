import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { provinceName } from '@maple/shared/provinces';
import { ratesQuery } from '@maple/shared/schemas/rates';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { validationError } from '../../lib/validation-error.ts';
import { getBestRate, listPublicRates } from './rates.service.ts';

/** Who may call: anyone. Active rates only; the same answer for every visitor, so it is cached. */
export const rateRoutes = new Hono<AppEnv>()
  .use(publicCache())
  .get('/', zValidator('query', ratesQuery, validationError), async (c) => {
    const { province } = c.req.valid('query');
    return c.json({ province, provinceName: provinceName(province)!, rates: await listPublicRates(c.var.db, province) });
  })
  .get('/best', async (c) => {
    return c.json(await getBestRate(c.var.db));
  });
