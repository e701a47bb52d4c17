import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { productInput } from '@maple/shared/schemas/products';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createProduct, deleteProduct, getProduct, listAdminProducts, updateProduct } from './products.service.ts';

/** Who may call: super_admin (mounted under /api/admin). Newest first. */
export const adminProductRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listAdminProducts(c.var, c.var.actor)))
  .post('/', zValidator('json', productInput, validationError), async (c) => c.json(await createProduct(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getProduct(c.var.db, c.req.param('id'))))
  .patch('/:id', zValidator('json', productInput, validationError), async (c) => c.json(await updateProduct(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteProduct(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
