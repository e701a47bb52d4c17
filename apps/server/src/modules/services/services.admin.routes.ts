import { servicesMessages } from '@maple/shared/messages/services';
import { idParam } from '@maple/shared/schemas/path-params';
import { adminService, adminServiceList, savedService, serviceInput } from '@maple/shared/schemas/services';
import { route, routes } from '../../lib/route.ts';
import { createService, deleteService, getAdminService, listAdminServices, updateService } from './services.service.ts';

const service = { params: idParam, notFound: servicesMessages.notFound } as const;

/** The console's services, newest first; saves say when a field was cut. */
export const adminServiceRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'console', permission: 'service:read', summary: 'List every service, newest first', responses: { 200: { description: 'The services', schema: adminServiceList } } },
    async (c) => c.json(await listAdminServices(c.var, c.var.actor)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'console',
      permission: 'service:create',
      summary: 'Add a service (a name or description over 255 characters is cut)',
      body: serviceInput,
      responses: { 201: { description: 'The new service, and whether a field was cut to fit', schema: savedService } },
    },
    async (c, { body }) => c.json(await createService(c.var, c.var.actor, body), 201),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'console', permission: 'service:read', summary: 'Read a service', ...service, responses: { 200: { description: 'The service', schema: adminService } } },
    async (c, { params }) => c.json(await getAdminService(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'service:update',
      summary: 'Change a service (the whole form; a name or description over 255 characters is cut)',
      ...service,
      body: serviceInput,
      responses: { 200: { description: 'The service as saved, and whether a field was cut to fit', schema: savedService } },
    },
    async (c, { params, body }) => c.json(await updateService(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'service:delete', summary: 'Delete a service', ...service, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteService(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
