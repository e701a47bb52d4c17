import { desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import { products } from '@maple/db/schema/catalogue';
import { productsMessages } from '@maple/shared/messages/products';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';

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

function toPublic(row: Omit<PublicProduct, 'createdAt'> & { createdAt: Date }): PublicProduct {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
