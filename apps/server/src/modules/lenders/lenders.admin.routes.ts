import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { lenderInput, lenderOrderInput } from '@maple/shared/schemas/lenders';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createLender, deleteLender, getAdminLender, listAdminLenders, reorderLenders, updateLender } from './lenders.service.ts';

/** Who may call: super_admin (mounted under /api/admin). Every lender, in display order. */
export const adminLenderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listAdminLenders(c.var, c.var.actor)))
  .post('/', zValidator('json', lenderInput, validationError), async (c) => c.json(await createLender(c.var, c.var.actor, c.req.valid('json')), 201))
  .put('/order', zValidator('json', lenderOrderInput, validationError), async (c) => c.json(await reorderLenders(c.var, c.var.actor, c.req.valid('json'))))
  .get('/:id', async (c) => c.json(await getAdminLender(c.var, c.var.actor, c.req.param('id'))))
  .patch('/:id', zValidator('json', lenderInput, validationError), async (c) => c.json(await updateLender(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteLender(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
