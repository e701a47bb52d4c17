import { Controller } from 'react-hook-form';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { defaultProvince, provinces } from '@maple/shared/provinces';
import { createRateInput, mortgageTypes, rateTypes } from '@maple/shared/schemas/rates';
import { mortgageTypeName, standardTermMonths, termLabel } from '@maple/shared/terms';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateRate } from '@/features/rates/api/rate-admin';

type Values = { province: string; termMonths: string; rateType: string; mortgageType: string; postedRate: string; ourRate: string };
const initial: Values = { province: defaultProvince, termMonths: '60', rateType: 'fixed', mortgageType: 'Conventional', postedRate: '', ourRate: '' };
// The select holds months as text; the API takes them as the number a rate is read with.
const resolver = mappedResolver(createRateInput, (values: Values) => ({ ...values, termMonths: Number(values.termMonths) }));

/** Add Rate Manually: defaults 5 year, fixed, Ontario, Conventional; both rates required, step 0.001. */
export function AddRateForm() {
  const create = useCreateRate();
  const form = useServerForm({ resolver, defaultValues: initial, submit: create.mutateAsync, messages: { saved: m.added, failed: m.addFailed }, resetTo: 'empty' });

  const select = (name: 'province' | 'termMonths' | 'rateType' | 'mortgageType', label: string, options: readonly SelectOption[]) => (
    <Controller control={form.control} name={name} render={({ field }) => <SelectField id={`new-rate-${name}`} label={label} value={field.value} onChange={field.onChange} options={options} />} />
  );
  const rate = (name: 'postedRate' | 'ourRate', label: string) => {
    const error = form.fieldError(name);
    return (
      <FormField id={`new-rate-${name}`} label={label} error={error}>
        <Input id={`new-rate-${name}`} type="number" step="0.001" min="0" inputMode="decimal" required {...fieldAria(`new-rate-${name}`, { error: !!error })} {...form.register(name)} />
      </FormField>
    );
  };

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {select('province', m.province, provinces.map((p) => ({ value: p.code, label: p.name })))}
      {select('termMonths', m.term, standardTermMonths.map((months) => ({ value: String(months), label: termLabel(months) })))}
      {select('rateType', m.rateType, rateTypes.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })))}
      {select('mortgageType', m.mortgageType, mortgageTypes.map((t) => ({ value: t, label: mortgageTypeName(t) })))}
      {rate('postedRate', m.postedRate)}
      {rate('ourRate', m.ourRate)}
      <div className="sm:col-span-2">
        <SubmitButton busy={form.busy} busyLabel={m.addButton}>
          {m.addButton}
        </SubmitButton>
      </div>
    </form>
  );
}
