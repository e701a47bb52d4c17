import { Controller } from 'react-hook-form';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { lendersMessages as m } from '@maple/shared/messages/lenders';
import { lenderInput, lenderTypes, type AdminLender, type LenderType } from '@maple/shared/schemas/lenders';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { FormDialog } from '@/components/form-dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSaveLender } from '@/features/lenders/api/lender-admin';
import { ImageField } from '../../components/catalogue/image-field';
import { useCatalogueForm } from '../../components/catalogue/use-catalogue-form';
import { NameField } from '../../components/catalogue/text-fields';

/** The display order is typed as text; the schema reads it as a whole number. */
type Values = { name: string; logoUrl: string; type: LenderType; displayOrder: string; isActive: boolean };
const resolver = mappedResolver(lenderInput, (values: Values) => values);

const toValues = (lender: AdminLender | null): Values => ({
  name: lender?.name ?? '',
  logoUrl: lender?.logoUrl ?? '',
  type: lender?.type ?? 'a_lender',
  displayOrder: String(lender?.displayOrder ?? 0),
  isActive: lender?.isActive ?? true,
});

/** Create or edit a lender: name, logo, type 'A Lender' or 'Alternate Lender', display order, active. */
export function LenderDialog({ lender, onClose }: { lender: AdminLender | null; onClose: () => void }) {
  const form = useCatalogueForm({ item: lender, resolver, toValues, save: useSaveLender(), messages: m, onClose });
  const typeError = form.fieldError('type');
  const orderError = form.fieldError('displayOrder');

  return (
    <FormDialog form={form} title={lender ? c.editTitle.lender : c.newTitle.lender} className="max-w-xl" onClose={onClose}>
      <NameField id="lender-name" field={form.register('name')} error={form.fieldError('name')} />
      <Controller
        control={form.control}
        name="logoUrl"
        render={({ field }) => (
          <ImageField id="lender-logo-url" label={c.logo} urlLabel={c.logoUrl} bucket="lender-logos" value={field.value} onChange={field.onChange} error={form.fieldError('logoUrl')} uploaded={m.logoUploaded} failed={m.logoFailed} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lender-type" label={c.type} error={typeError}>
          <NativeSelect id="lender-type" {...fieldAria('lender-type', { error: !!typeError })} {...form.register('type')}>
            {lenderTypes.map((t) => (
              <option key={t} value={t}>
                {m.types[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="lender-order" label={c.displayOrder} error={orderError}>
          <Input id="lender-order" type="number" min="0" step="1" inputMode="numeric" {...fieldAria('lender-order', { error: !!orderError })} {...form.register('displayOrder')} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...form.register('isActive')} />
        {c.active}
      </label>
    </FormDialog>
  );
}
