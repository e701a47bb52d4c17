import { productsMessages } from '@maple/shared/messages/products';
import { idParam } from '@maple/shared/schemas/path-params';
import { adminProduct, adminProductList, productInput } from '@maple/shared/schemas/products';
import { route, routes } from '../../lib/route.ts';
import { createProduct, deleteProduct, getAdminProduct, listAdminProducts, updateProduct } from './products.service.ts';

const product = { params: idParam, notFound: productsMessages.notFound } as const;

/** The console's products, newest first; the whole form is saved each time. */
export const adminProductRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'console', permission: 'product:read', summary: 'List every product, newest first', responses: { 200: { description: 'The products', schema: adminProductList } } },
    async (c) => c.json(await listAdminProducts(c.var, c.var.actor)),
  ),
  route(
    { method: 'post', path: '/', audience: 'console', permission: 'product:create', summary: 'Add a product', body: productInput, responses: { 201: { description: 'The new product', schema: adminProduct } } },
    async (c, { body }) => c.json(await createProduct(c.var, c.var.actor, body), 201),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'console', permission: 'product:read', summary: 'Read a product', ...product, responses: { 200: { description: 'The product', schema: adminProduct } } },
    async (c, { params }) => c.json(await getAdminProduct(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'patch',
      path: '/:id',
      audience: 'console',
      permission: 'product:update',
      summary: 'Change a product (the whole form)',
      ...product,
      body: productInput,
      responses: { 200: { description: 'The product as saved', schema: adminProduct } },
    },
    async (c, { params, body }) => c.json(await updateProduct(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'console', permission: 'product:delete', summary: 'Delete a product', ...product, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteProduct(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
