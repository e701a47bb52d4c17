import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { Button } from '@/components/ui/button';
import { useAdminProducts, useDeleteProduct } from '@/features/products/api/product-admin';
import { formatMoney } from '@/lib/format-number';
import { CatalogueTab, type CatalogueItemActions } from '../../components/catalogue/catalogue-tab';
import { ItemEditDeleteButtons } from '../../components/catalogue/item-buttons';
import { ProductDialog } from './product-dialog';

/** Products: newest first, with create, edit and delete (back-office §2). */
export function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();

  return (
    <CatalogueTab kind="product" query={products} remove={remove} messages={m} renderDialog={(product, onClose) => <ProductDialog product={product} onClose={onClose} />}>
      {(items, actions) => items.map((product) => <ProductCard key={product.id} product={product} actions={actions} />)}
    </CatalogueTab>
  );
}

function ProductCard({ product, actions }: { product: PublicProduct; actions: CatalogueItemActions<PublicProduct> }) {
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3">
      {product.imageUrl ? <img src={product.imageUrl} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{product.name}</h2>
        <p className="text-sm text-muted-foreground">{product.price === null ? c.noPrice : formatMoney(product.price)}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          <ItemEditDeleteButtons name={product.name} onEdit={() => actions.edit(product)} onDelete={() => actions.askDelete(product)}>
            <Button size="sm" variant="ghost" asChild>
              <a href={`/products/${product.id}`} target="_blank" rel="noreferrer" aria-label={`${c.view}, ${product.name}`}>
                {c.view}
              </a>
            </Button>
          </ItemEditDeleteButtons>
        </div>
      </div>
    </li>
  );
}
