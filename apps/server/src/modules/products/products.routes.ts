import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { publicCache } from '../../lib/public-cache.ts';
import { getProduct, listProducts } from './products.service.ts';

/** Who may call: anyone. Every product is public. */
export const productRoutes = new Hono<AppEnv>()
  .use(publicCache())
  .get('/', async (c) => c.json({ products: await listProducts(c.var.db) }))
  .get('/:id', async (c) => c.json(await getProduct(c.var.db, c.req.param('id'))));
