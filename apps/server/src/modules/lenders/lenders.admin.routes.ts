import { lendersMessages } from '@maple/shared/messages/lenders';
import { adminLender, adminLenderList, lenderInput, lenderOrderInput } from '@maple/shared/schemas/lenders';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { createLender, deleteLender, getAdminLender, listAdminLenders, reorderLenders, updateLender } from './lenders.service.ts';

const lender = { params: idParam, notFound: lendersMessages.notFound } as const;

/** The console's lenders: every lender, active or not, in display order. */
export const adminLenderRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'console', permission: 'lender:read', summary: 'List every lender in display order', responses: { 200: { description: 'The lenders', schema: adminLenderList } } },
    async (c) => c.json(await listAdminLenders(c.var, c.var.actor)),
  ),
  route(
    { method: 'post', path: '/', audience: 'console', permission: 'lender:create', summary: 'Add a lender', body: lenderInput, responses: { 201: { description: 'The new lender', schema: adminLender } } },
    async (c, { body }) => c.json(await createLender(c.var, c.var.actor, body), 201),
  ),
  route(
    {
      method: 'put',
      path: '/order',
      audience: 'console',
      permission: 'lender:update',
      summary: 'Reorder the lenders: every lender id once, in the new order',
      body: lenderOrderInput,
      responses: { 200: { description: 'The lenders in their new order', schema: adminLenderList } },
    },
    async (c, { body }) => c.json(await reorderLenders(c.var, c.var.actor, body)),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'console', permission: 'lender:read', summary: 'Read a lender', ...lender, responses: { 200: { description: 'The lender', schema: adminLender } } },
    async (c, { params }) => c.json(await getAdminLender(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'lender:update',
      summary: 'Change a lender',
      ...lender,
      body: lenderInput,
      responses: { 200: { description: 'The lender as saved', schema: adminLender } },
    },
    async (c, { params, body }) => c.json(await updateLender(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'lender:delete', summary: 'Delete a lender', ...lender, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteLender(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
