import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { productsMessages as m } from '@maple/shared/messages/products';
import { productInput, type PublicProduct } from '@maple/shared/schemas/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useSaveProduct } from '@/features/products/api/product-admin';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../catalogue/form-errors';
import { ImageField } from '../../catalogue/image-field';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = productInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(
      { id: product?.id, input: values },
      {
        onSuccess: () => {
          toast.success(product ? m.updated : m.created);
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(m.saveFailed);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogTitle>{product ? c.editTitle.product : c.newTitle.product}</DialogTitle>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="product-name" label={c.name} error={errors.name}>
            <Input id="product-name" required value={values.name} onChange={(e) => set('name')(e.target.value)} {...fieldAria('product-name', { error: !!errors.name })} />
          </FormField>
          <FormField id="product-description" label={c.description} optional error={errors.description}>
            <Textarea id="product-description" rows={3} value={values.description} onChange={(e) => set('description')(e.target.value)} {...fieldAria('product-description', { error: !!errors.description })} />
          </FormField>
          <ImageField
            id="product-image-url"
            label={c.image}
            urlLabel={c.imageUrl}
            bucket="product-images"
            value={values.imageUrl}
            onChange={set('imageUrl')}
            error={errors.imageUrl}
            uploaded={m.imageUploaded}
            failed={m.imageFailed}
          />
          <FormField id="product-price" label={c.price} optional error={errors.price}>
            <Input id="product-price" type="number" step="0.01" min="0" inputMode="decimal" value={values.price} onChange={(e) => set('price')(e.target.value)} {...fieldAria('product-price', { error: !!errors.price })} />
          </FormField>
          <FormField id="product-content" label={c.content} optional error={errors.content}>
            <Textarea id="product-content" rows={8} className="font-mono" value={values.content} onChange={(e) => set('content')(e.target.value)} {...fieldAria('product-content', { error: !!errors.content })} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {c.cancel}
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={c.saving}>
              {c.save}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
