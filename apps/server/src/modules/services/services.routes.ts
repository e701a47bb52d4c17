import { servicesMessages } from '@maple/shared/messages/services';
import { idParam } from '@maple/shared/schemas/path-params';
import { publicService, publicServiceList } from '@maple/shared/schemas/services';
import { route, routes } from '../../lib/route.ts';
import { getService, listServices } from './services.service.ts';

const cached = { cachedPublicly: true } as const;

/** The public services: every service is public; in French, every service written in French (decision 069). */
export const serviceRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'public', summary: 'List the services in the order they were created', ...cached, responses: { 200: { description: 'The services', schema: publicServiceList } } },
    async (c) => c.json({ services: await listServices(c.var.db, c.var.language) }),
  ),
  route(
    {
      method: 'get',
      path: '/:id',
      audience: 'public',
      summary: 'Read a service',
      params: idParam,
      notFound: servicesMessages.notFound,
      ...cached,
      responses: { 200: { description: 'The service', schema: publicService } },
    },
    async (c, { params }) => c.json(await getService(c.var.db, params.id, c.var.language)),
  ),
);
