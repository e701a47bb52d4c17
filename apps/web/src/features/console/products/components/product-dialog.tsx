import { Controller } from 'react-hook-form';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import { productInput, type AdminProduct } from '@maple/shared/schemas/products';
import { BilingualColumns, frenchLabel } from '@/components/bilingual-columns';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { FormDialog } from '@/components/form-dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveProduct } from '@/features/products/api/product-admin';
import { ImageField } from '../../components/catalogue/image-field';
import { useCatalogueForm } from '../../components/catalogue/use-catalogue-form';
import { NameField, OptionalTextareaField } from '../../components/catalogue/text-fields';

type Values = { name: string; description: string; imageUrl: string; price: string; content: string; nameFr: string; descriptionFr: string; contentFr: string };
const resolver = mappedResolver(productInput, (values: Values) => values);

/** The inputs hold text; the schema reads an empty one as null and the price as dollars and cents. */
const toValues = (product: AdminProduct | null): Values => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  imageUrl: product?.imageUrl ?? '',
  price: product?.price?.toFixed(2) ?? '',
  content: product?.content ?? '',
  nameFr: product?.nameFr ?? '',
  descriptionFr: product?.descriptionFr ?? '',
  contentFr: product?.contentFr ?? '',
});

/** Create or edit a product: name required, image by upload or URL, price to the cent, Markdown content. */
export function ProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const form = useCatalogueForm({ item: product, resolver, toValues, save: useSaveProduct(), messages: m, onClose });
  const priceError = form.fieldError('price');

  return (
    <FormDialog form={form} title={product ? c.editTitle.product : c.newTitle.product} className="max-w-2xl lg:max-w-5xl" onClose={onClose}>
      <BilingualColumns
        english={
          <>
            <NameField id="product-name" field={form.register('name')} error={form.fieldError('name')} />
            <OptionalTextareaField id="product-description" label={c.description} rows={3} field={form.register('description')} error={form.fieldError('description')} />
            <OptionalTextareaField id="product-content" label={c.content} rows={8} monospace field={form.register('content')} error={form.fieldError('content')} />
          </>
        }
        french={
          <>
            <NameField id="product-name-fr" label={frenchLabel(c.name)} french field={form.register('nameFr')} error={form.fieldError('nameFr')} />
            <OptionalTextareaField id="product-description-fr" label={frenchLabel(c.description)} rows={3} field={form.register('descriptionFr')} error={form.fieldError('descriptionFr')} />
            <OptionalTextareaField id="product-content-fr" label={frenchLabel(c.content)} rows={8} monospace field={form.register('contentFr')} error={form.fieldError('contentFr')} />
          </>
        }
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField id="product-image-url" label={c.image} urlLabel={c.imageUrl} bucket="product-images" value={field.value} onChange={field.onChange} error={form.fieldError('imageUrl')} uploaded={m.imageUploaded} failed={m.imageFailed} />
        )}
      />
      <FormField id="product-price" label={c.price} optional error={priceError}>
        <Input id="product-price" type="number" step="0.01" min="0" inputMode="decimal" {...fieldAria('product-price', { error: !!priceError })} {...form.register('price')} />
      </FormField>
    </FormDialog>
  );
}
