import { desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { products } from '@maple/db/schema/catalogue';
import { productsMessages } from '@maple/shared/messages/products';
import type { Actor } from '@maple/shared/permissions';
import type { ProductValues, PublicProduct } from '@maple/shared/schemas/products';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  content: products.content,
  createdAt: products.createdAt,
};

/** Newest first (products_created_idx). */
export async function listProducts(db: Db): Promise<PublicProduct[]> {
  const rows = await db.select(columns).from(products).orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toPublic);
}

export async function findProduct(db: Db, id: string): Promise<PublicProduct | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select(columns).from(products).where(eq(products.id, id));
  return row ? toPublic(row) : null;
}

export async function getProduct(db: Db, id: string): Promise<PublicProduct> {
  const product = await findProduct(db, id);
  if (!product) throw new AppError('not_found', productsMessages.notFound);
  return product;
}

/** The console's read of one product: the same record, for the super admin only. */
export async function getAdminProduct({ db }: Pick<Deps, 'db'>, actor: Actor | null, id: string): Promise<PublicProduct> {
  assertCan(actor, 'product:read');
  return getProduct(db, id);
}

function toPublic(row: Omit<PublicProduct, 'createdAt'> & { createdAt: Date }): PublicProduct {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

// Console verbs (super_admin): the whole form is saved each time.

export async function createProduct(deps: Deps, actor: Actor | null, input: ProductValues): Promise<PublicProduct> {
  assertCan(actor, 'product:create');
  const [row] = await deps.db.insert(products).values(input).returning(columns);
  deps.logger.info('product created', { productId: row!.id });
  return toPublic(row!);
}

export async function updateProduct(deps: Deps, actor: Actor | null, id: string, input: ProductValues): Promise<PublicProduct> {
  assertCan(actor, 'product:update');
  const [row] = isRecordId(id)
    ? await deps.db
        .update(products)
        .set({ ...input, updatedAt: deps.clock.now() })
        .where(eq(products.id, id))
        .returning(columns)
    : [];
  if (!row) throw new AppError('not_found', productsMessages.notFound);
  return toPublic(row);
}

export async function deleteProduct(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'product:delete');
  const [row] = isRecordId(id) ? await deps.db.delete(products).where(eq(products.id, id)).returning({ id: products.id }) : [];
  if (!row) throw new AppError('not_found', productsMessages.notFound);
  deps.logger.info('product deleted', { productId: id });
}

export async function listAdminProducts(deps: Deps, actor: Actor | null): Promise<{ items: PublicProduct[]; total: number }> {
  assertCan(actor, 'product:read');
  const items = await listProducts(deps.db);
  return { items, total: items.length };
}
