import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import type { PublicProduct } from '@maple/shared/schemas/products';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { useAdminProducts, useDeleteProduct } from '@/features/products/api/product-admin';
import { formatMoney } from '@/lib/format';
import { fillMessage } from '@/lib/message-template';
import { ConfirmDialog } from '../../catalogue/confirm-dialog';
import { ProductDialog } from './product-dialog';

/** Products: newest first, with create, edit and delete (signed-in-areas §2). */
export function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<PublicProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicProduct | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(m.deleteFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing('new')} aria-haspopup="dialog">
        <Plus aria-hidden="true" /> {c.add.product}
      </Button>
      {products.isPending ? (
        <LoadingState label={c.loading} />
      ) : products.isError ? (
        <p role="alert" className="text-destructive">
          {m.fetchFailed}
        </p>
      ) : products.data.length === 0 ? (
        <p className="text-muted-foreground">{c.emptyProducts}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {products.data.map((product) => (
            <li key={product.id} className="flex gap-3 rounded-lg border bg-card p-3">
              {product.imageUrl ? <img src={product.imageUrl} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h2 className="truncate font-semibold">{product.name}</h2>
                <p className="text-sm text-muted-foreground">{product.price === null ? c.noPrice : formatMoney(product.price)}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <Button size="sm" variant="outline" onClick={() => setEditing(product)} aria-label={`${c.edit}, ${product.name}`} aria-haspopup="dialog">
                    {c.edit}
                  </Button>
                  <Button size="sm" variant="ghost" asChild>
                    <a href={`/products/${product.id}`} target="_blank" rel="noreferrer" aria-label={`${c.view}, ${product.name}`}>
                      {c.view}
                    </a>
                  </Button>
                  <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(product)} aria-label={`${c.delete}, ${product.name}`} aria-haspopup="dialog">
                    {c.delete}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={c.deleteTitle.product}
        description={fillMessage(c.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
