import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { defaultProvince, provinces } from '@maple/shared/provinces';
import { createRateInput, mortgageTypes, rateTypes } from '@maple/shared/schemas/rates';
import { standardTermMonths, termLabel } from '@maple/shared/terms';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateRate } from '@/features/rates/api/rate-admin';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../components/catalogue/form-errors';

const initial = { province: defaultProvince as string, termMonths: '60', rateType: 'fixed', mortgageType: 'Conventional', postedRate: '', ourRate: '' };

/** Add Rate Manually: defaults 5 year, fixed, Ontario, Conventional; both rates required, step 0.001. */
export function AddRateForm() {
  const create = useCreateRate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof initial) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The select holds months as text; the API takes them as the number a rate is read with.
    const body = { ...values, termMonths: Number(values.termMonths) };
    const parsed = createRateInput.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    create.mutate(body, {
      onSuccess: () => {
        toast.success(m.added);
        setValues(initial);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(m.addFailed);
      },
    });
  };

  const select = (id: keyof typeof initial, label: string, options: readonly SelectOption[]) => (
    <SelectField id={`new-rate-${id}`} label={label} value={values[id]} onChange={set(id)} options={options} />
  );
  const rate = (id: 'postedRate' | 'ourRate', label: string) => (
    <FormField id={`new-rate-${id}`} label={label} error={errors[id]}>
      <Input
        id={`new-rate-${id}`}
        type="number"
        step="0.001"
        min="0"
        inputMode="decimal"
        required
        value={values[id]}
        onChange={set(id)}
        {...fieldAria(`new-rate-${id}`, { error: !!errors[id] })}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {select('province', m.province, provinces.map((p) => ({ value: p.code, label: p.name })))}
      {select('termMonths', m.term, standardTermMonths.map((months) => ({ value: String(months), label: termLabel(months) })))}
      {select('rateType', m.rateType, rateTypes.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })))}
      {select('mortgageType', m.mortgageType, mortgageTypes.map((t) => ({ value: t, label: t })))}
      {rate('postedRate', m.postedRate)}
      {rate('ourRate', m.ourRate)}
      <div className="sm:col-span-2">
        <SubmitButton busy={create.isPending} busyLabel={m.addButton}>
          {m.addButton}
        </SubmitButton>
      </div>
    </form>
  );
}
