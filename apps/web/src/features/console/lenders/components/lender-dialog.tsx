import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { lendersMessages as m } from '@maple/shared/messages/lenders';
import { lenderInput, lenderTypes, type AdminLender, type LenderType } from '@maple/shared/schemas/lenders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveLender } from '@/features/lenders/api/lender-admin';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../catalogue/form-errors';
import { ImageField } from '../../catalogue/image-field';

/** Create or edit a lender: name, logo, type 'A Lender' or 'Alternate Lender', display order, active. */
export function LenderDialog({ lender, onClose }: { lender: AdminLender | null; onClose: () => void }) {
  const save = useSaveLender();
  const [values, setValues] = useState({
    name: lender?.name ?? '',
    logoUrl: lender?.logoUrl ?? '',
    type: (lender?.type ?? 'a_lender') as LenderType,
    displayOrder: String(lender?.displayOrder ?? 0),
    isActive: lender?.isActive ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lenderInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(
      { id: lender?.id, input: values },
      {
        onSuccess: () => {
          toast.success(lender ? m.updated : m.created);
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
      <DialogContent className="max-w-xl" aria-describedby={undefined}>
        <DialogTitle>{lender ? c.editTitle.lender : c.newTitle.lender}</DialogTitle>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField id="lender-name" label={c.name} error={errors.name}>
            <Input id="lender-name" required value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} {...fieldAria('lender-name', { error: !!errors.name })} />
          </FormField>
          <ImageField
            id="lender-logo-url"
            label={c.logo}
            urlLabel={c.logoUrl}
            bucket="lender-logos"
            value={values.logoUrl}
            onChange={(logoUrl) => setValues((v) => ({ ...v, logoUrl }))}
            error={errors.logoUrl}
            uploaded={m.logoUploaded}
            failed={m.logoFailed}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="lender-type" label={c.type} error={errors.type}>
              <NativeSelect id="lender-type" value={values.type} onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as LenderType }))}>
                {lenderTypes.map((t) => (
                  <option key={t} value={t}>
                    {m.types[t]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="lender-order" label={c.displayOrder} error={errors.displayOrder}>
              <Input
                id="lender-order"
                type="number"
                min="0"
                step="1"
                inputMode="numeric"
                value={values.displayOrder}
                onChange={(e) => setValues((v) => ({ ...v, displayOrder: e.target.value }))}
                {...fieldAria('lender-order', { error: !!errors.displayOrder })}
              />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
            {c.active}
          </label>
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
