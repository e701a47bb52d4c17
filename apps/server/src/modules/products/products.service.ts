import { desc, eq } from 'drizzle-orm';
import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { products } from '@maple/db/schema/catalogue';
import { productsMessages } from '@maple/shared/messages/products';
import type { Actor } from '@maple/shared/permissions';
import type { AdminProduct, ProductValues, PublicProduct } from '@maple/shared/schemas/products';
import { isRecordId } from '@maple/shared/schemas/path-params';
import { AppError } from '../../lib/app-error.ts';
import { assertCan } from '../../lib/authorize.ts';
import type { Deps } from '../../lib/deps.ts';
import { lacksFrench } from '../../lib/french-text.ts';

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  content: products.content,
  nameFr: products.nameFr,
  descriptionFr: products.descriptionFr,
  contentFr: products.contentFr,
  createdAt: products.createdAt,
};
type Row = Omit<AdminProduct, 'createdAt' | 'missingFrench'> & { createdAt: Date };

/** Decision 069: a product is on the French site once each text it has in English has its French. */
function productLacksFrench(row: Row): boolean {
  return lacksFrench([
    [row.name, row.nameFr],
    [row.description, row.descriptionFr],
    [row.content, row.contentFr],
  ]);
}

/** Newest first (products_created_idx); in French, the products written in French. */
export async function listProducts(db: Db, language: Language = 'en'): Promise<PublicProduct[]> {
  const rows = await db.select(columns).from(products).orderBy(desc(products.createdAt), desc(products.id));
  return rows.filter((row) => language === 'en' || !productLacksFrench(row)).map((row) => toPublic(row, language));
}

/** A product in `language`; in French, one without its French text is not found (never English under a French page). */
export async function findProduct(db: Db, id: string, language: Language = 'en'): Promise<PublicProduct | null> {
  if (!isRecordId(id)) return null;
  const [row] = await db.select(columns).from(products).where(eq(products.id, id));
  if (!row || (language === 'fr' && productLacksFrench(row))) return null;
  return toPublic(row, language);
}

export async function getProduct(db: Db, id: string, language: Language = 'en'): Promise<PublicProduct> {
  const product = await findProduct(db, id, language);
  if (!product) throw new AppError('not_found', productsMessages.notFound);
  return product;
}

/** The console's read of one product: both languages, for the super admin only. */
export async function getAdminProduct({ db }: Pick<Deps, 'db'>, actor: Actor | null, id: string): Promise<AdminProduct> {
  assertCan(actor, 'product:read');
  const [row] = isRecordId(id) ? await db.select(columns).from(products).where(eq(products.id, id)) : [];
  if (!row) throw new AppError('not_found', productsMessages.notFound);
  return toAdmin(row);
}

/** The public record in `language`; French is asked only of a row that has its French text. */
function toPublic({ nameFr, descriptionFr, contentFr, ...row }: Row, language: Language = 'en'): PublicProduct {
  const words = language === 'fr' && nameFr !== null ? { name: nameFr, description: descriptionFr, content: contentFr } : {};
  return { ...row, ...words, createdAt: row.createdAt.toISOString() };
}

function toAdmin(row: Row): AdminProduct {
  return { ...toPublic(row), nameFr: row.nameFr, descriptionFr: row.descriptionFr, contentFr: row.contentFr, missingFrench: productLacksFrench(row) };
}

// Console verbs (super_admin): the whole form is saved each time.

export async function createProduct(deps: Deps, actor: Actor | null, input: ProductValues): Promise<AdminProduct> {
  assertCan(actor, 'product:create');
  const [row] = await deps.db.insert(products).values(input).returning(columns);
  deps.logger.info('product created', { productId: row!.id });
  return toAdmin(row!);
}

export async function updateProduct(deps: Deps, actor: Actor | null, id: string, input: ProductValues): Promise<AdminProduct> {
  assertCan(actor, 'product:update');
  const [row] = isRecordId(id)
    ? await deps.db
        .update(products)
        .set({ ...input, updatedAt: deps.clock.now() })
        .where(eq(products.id, id))
        .returning(columns)
    : [];
  if (!row) throw new AppError('not_found', productsMessages.notFound);
  return toAdmin(row);
}

export async function deleteProduct(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, 'product:delete');
  const [row] = isRecordId(id) ? await deps.db.delete(products).where(eq(products.id, id)).returning({ id: products.id }) : [];
  if (!row) throw new AppError('not_found', productsMessages.notFound);
  deps.logger.info('product deleted', { productId: id });
}

export async function listAdminProducts(deps: Deps, actor: Actor | null): Promise<{ items: AdminProduct[]; total: number }> {
  assertCan(actor, 'product:read');
  const rows = await deps.db.select(columns).from(products).orderBy(desc(products.createdAt), desc(products.id));
  return { items: rows.map(toAdmin), total: rows.length };
}
