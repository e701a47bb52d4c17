import { useState } from 'react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { lendersMessages as m } from '@maple/shared/messages/lenders';
import { lenderInput, lenderTypes, type AdminLender, type LenderType } from '@maple/shared/schemas/lenders';
import { useChangedFrom } from '@/components/unsaved-changes';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSaveLender } from '@/features/lenders/api/lender-admin';
import { CatalogueFormDialog } from '../../components/catalogue/catalogue-form-dialog';
import { ImageField } from '../../components/catalogue/image-field';
import { NameField } from '../../components/catalogue/text-fields';
import { useCatalogueSave } from '../../components/catalogue/use-catalogue-save';

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
  const dirty = useChangedFrom(values);
  const { errors, submit, busy } = useCatalogueSave({ schema: lenderInput, save, id: lender?.id, messages: m, onClose });

  return (
    <CatalogueFormDialog dirty={dirty} title={lender ? c.editTitle.lender : c.newTitle.lender} className="max-w-xl" busy={busy} onSubmit={(event) => submit(event, values)} onClose={onClose}>
      <NameField id="lender-name" value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} error={errors.name} />
      <ImageField id="lender-logo-url" label={c.logo} urlLabel={c.logoUrl} bucket="lender-logos" value={values.logoUrl} onChange={(logoUrl) => setValues((v) => ({ ...v, logoUrl }))} error={errors.logoUrl} uploaded={m.logoUploaded} failed={m.logoFailed} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lender-type" label={c.type} error={errors.type}>
          <NativeSelect id="lender-type" value={values.type} onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as LenderType }))}>
            {lenderTypes.map((t) => (
              <option key={t} value={t}>{m.types[t]}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="lender-order" label={c.displayOrder} error={errors.displayOrder}>
          <Input id="lender-order" type="number" min="0" step="1" inputMode="numeric" value={values.displayOrder} onChange={(e) => setValues((v) => ({ ...v, displayOrder: e.target.value }))} {...fieldAria('lender-order', { error: !!errors.displayOrder })} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
        {c.active}
      </label>
    </CatalogueFormDialog>
  );
}
