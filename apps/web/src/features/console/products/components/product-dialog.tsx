import { useState } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import { productInput, type PublicProduct } from '@maple/shared/schemas/products';
import { useChangedFrom } from '@/components/unsaved-changes';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveProduct } from '@/features/products/api/product-admin';
import { CatalogueFormDialog } from '../../components/catalogue/catalogue-form-dialog';
import { ImageField } from '../../components/catalogue/image-field';
import { NameField, OptionalTextareaField } from '../../components/catalogue/text-fields';
import { useCatalogueSave } from '../../components/catalogue/use-catalogue-save';

/** Create or edit a product: name required, image by upload or URL, price to the cent, Markdown content. */
export function ProductDialog({ product, onClose }: { product: PublicProduct | null; onClose: () => void }) {
  const save = useSaveProduct();
  const [values, setValues] = useState({
    name: product?.name ?? '',
    description: product?.description ?? '',
    imageUrl: product?.imageUrl ?? '',
    price: product?.price?.toFixed(2) ?? '',
    content: product?.content ?? '',
  });
  const dirty = useChangedFrom(values);
  const { errors, submit, busy } = useCatalogueSave({ schema: productInput, save, id: product?.id, messages: m, onClose });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <CatalogueFormDialog dirty={dirty} title={product ? c.editTitle.product : c.newTitle.product} className="max-w-2xl" busy={busy} onSubmit={(event) => submit(event, values)} onClose={onClose}>
      <NameField id="product-name" value={values.name} onChange={set('name')} error={errors.name} />
      <OptionalTextareaField id="product-description" label={c.description} rows={3} value={values.description} onChange={set('description')} error={errors.description} />
      <ImageField id="product-image-url" label={c.image} urlLabel={c.imageUrl} bucket="product-images" value={values.imageUrl} onChange={set('imageUrl')} error={errors.imageUrl} uploaded={m.imageUploaded} failed={m.imageFailed} />
      <FormField id="product-price" label={c.price} optional error={errors.price}>
        <Input id="product-price" type="number" step="0.01" min="0" inputMode="decimal" value={values.price} onChange={(e) => set('price')(e.target.value)} {...fieldAria('product-price', { error: !!errors.price })} />
      </FormField>
      <OptionalTextareaField id="product-content" label={c.content} rows={8} monospace value={values.content} onChange={set('content')} error={errors.content} />
    </CatalogueFormDialog>
  );
}
