import { useState } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import type { AdminProduct } from '@maple/shared/schemas/products';
import { MissingFrenchBadge } from '@/components/bilingual-columns';
import { ListManager } from '@/components/list-manager';
import { Button } from '@/components/ui/button';
import { useAdminProducts, useDeleteProduct } from '@/features/products/api/product-admin';
import { formatMoney } from '@/lib/format-number';
import { cardGrid, catalogueDeleteText, catalogueListMessages } from '../../components/catalogue/catalogue-list';
import { ItemEditDeleteButtons } from '../../components/catalogue/item-buttons';
import { ProductDialog } from './product-dialog';

/** Products: newest first, with create, edit and delete (back-office §2). */
export function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  // The dialog is mounted only while open, so each opening starts from the product (null: a new one).
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);

  return (
    <ListManager
      query={products}
      messages={catalogueListMessages('product', m)}
      add={{ label: c.add.product, onClick: () => setEditing({ product: null }) }}
      remove={(product) => remove.mutateAsync(product.id)}
      removing={remove.isPending}
      deleteDescription={catalogueDeleteText}
      frame={cardGrid('product')}
      footer={editing ? <ProductDialog product={editing.product} onClose={() => setEditing(null)} /> : null}
    >
      {(items, _deleteButton, askDelete) =>
        items.map((product) => <ProductCard key={product.id} product={product} onEdit={() => setEditing({ product })} onDelete={() => askDelete(product)} />)
      }
    </ListManager>
  );
}

function ProductCard({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3">
      {product.imageUrl ? <img src={product.imageUrl} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{product.name}</h2>
        <div>
          <MissingFrenchBadge missing={product.missingFrench} />
        </div>
        <p className="text-sm text-muted-foreground">{product.price === null ? c.noPrice : formatMoney(product.price)}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          <ItemEditDeleteButtons name={product.name} onEdit={onEdit} onDelete={onDelete}>
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
