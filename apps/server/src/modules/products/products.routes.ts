import { productsMessages } from '@maple/shared/messages/products';
import { idParam } from '@maple/shared/schemas/path-params';
import { publicProduct, publicProductList } from '@maple/shared/schemas/products';
import { route, routes } from '../../lib/route.ts';
import { getProduct, listProducts } from './products.service.ts';

const cached = { cachedPublicly: true } as const;

/** The public products: every product is public. */
export const productRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'public', summary: 'List the products, newest first', ...cached, responses: { 200: { description: 'The products', schema: publicProductList } } },
    async (c) => c.json({ products: await listProducts(c.var.db, c.var.language) }),
  ),
  route(
    {
      method: 'get',
      path: '/:id',
      audience: 'public',
      summary: 'Read a product',
      params: idParam,
      notFound: productsMessages.notFound,
      ...cached,
      responses: { 200: { description: 'The product', schema: publicProduct } },
    },
    async (c, { params }) => c.json(await getProduct(c.var.db, params.id, c.var.language)),
  ),
);
