import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { serviceInput } from '@maple/shared/schemas/services';
import type { AppEnv } from '../../lib/app-env.ts';
import { validationError } from '../../lib/validation-error.ts';
import { createService, deleteService, getService, listAdminServices, updateService } from './services.service.ts';

/** Who may call: super_admin (mounted under /api/admin). Newest first; saves say when a field was cut. */
export const adminServiceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listAdminServices(c.var, c.var.actor)))
  .post('/', zValidator('json', serviceInput, validationError), async (c) => c.json(await createService(c.var, c.var.actor, c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getService(c.var.db, c.req.param('id'))))
  .patch('/:id', zValidator('json', serviceInput, validationError), async (c) => c.json(await updateService(c.var, c.var.actor, c.req.param('id'), c.req.valid('json'))))
  .delete('/:id', async (c) => {
    await deleteService(c.var, c.var.actor, c.req.param('id'));
    return c.body(null, 204);
  });
