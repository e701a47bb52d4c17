import { publicLenderList } from '@maple/shared/schemas/lenders';
import { route, routes } from '../../lib/route.ts';
import { listPublicLenders } from './lenders.service.ts';

/** The public lenders: active lenders only. */
export const lenderRoutes = routes(
  route(
    {
      method: 'get',
      path: '/',
      audience: 'public',
      summary: 'List the active lenders in display order',
      cachedPublicly: true,
      responses: { 200: { description: 'The lenders', schema: publicLenderList } },
    },
    async (c) => c.json({ lenders: await listPublicLenders(c.var.db) }),
  ),
);
