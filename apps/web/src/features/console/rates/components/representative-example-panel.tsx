import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { exampleFeeKinds, representativeExampleInput, type ExampleFeeKind, type RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRepresentativeExample, useSaveRepresentativeExample } from '@/features/rates/api/rate-admin';
import { exampleSentence } from '@/features/rates/rate-disclosure';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../components/catalogue/form-errors';

const feeLabel: Record<ExampleFeeKind, string> = { appraisal: m.feeAppraisal, lender: m.feeLender, brokerage: m.feeBrokerage, legal: m.feeLegal };

/** The representative example every public APR is worked on (issue 27): amount, amortization and the fees the borrower pays. */
export function RepresentativeExamplePanel() {
  const example = useRepresentativeExample();
  return (
    <section aria-labelledby="representative-example-title" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="max-w-prose">
        <h2 id="representative-example-title" className="font-semibold">
          {m.exampleTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{m.exampleNote}</p>
        {example.data ? <p className="mt-1 text-sm">{exampleSentence(example.data)}</p> : null}
      </div>
      {example.isError ? <p className="text-sm text-destructive">{m.exampleLoadFailed}</p> : null}
      {example.data ? <ExampleForm key={JSON.stringify(example.data)} initial={example.data} /> : null}
    </section>
  );
}

type Values = { amount: string; amortizationYears: string } & Record<ExampleFeeKind, string>;

const toValues = (example: RepresentativeExample): Values => ({
  amount: String(example.amount),
  amortizationYears: String(example.amortizationYears),
  ...(Object.fromEntries(exampleFeeKinds.map((kind) => [kind, String(example.fees[kind])])) as Record<ExampleFeeKind, string>),
});

// A box left empty is sent as null, so the schema says the field is required instead of reading 0.
const number = (value: string) => (value.trim() === '' ? null : Number(value));

function ExampleForm({ initial }: { initial: RepresentativeExample }) {
  const save = useSaveRepresentativeExample();
  const [values, setValues] = useState(() => toValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      amount: number(values.amount),
      amortizationYears: number(values.amortizationYears),
      fees: Object.fromEntries(exampleFeeKinds.map((kind) => [kind, number(values[kind])])),
    };
    const parsed = representativeExampleInput.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    // The promise, not mutate's callbacks: the saved example re-keys this form, which would never hear them.
    save.mutateAsync(parsed.data).then(
      () => toast.success(m.exampleSaved),
      (error: unknown) => {
        setErrors(serverFieldErrors(error));
        toast.error(m.exampleSaveFailed);
      },
    );
  };

  const field = (id: keyof Values, errorKey: string, label: string, step: string) => (
    <FormField id={`example-${id}`} label={label} error={errors[errorKey]}>
      <Input
        id={`example-${id}`}
        type="number"
        min="0"
        step={step}
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        value={values[id]}
        onChange={set(id)}
        {...fieldAria(`example-${id}`, { error: !!errors[errorKey] })}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('amount', 'amount', m.exampleAmount, '0.01')}
        {field('amortizationYears', 'amortizationYears', m.exampleAmortization, '1')}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-medium">{m.exampleFeesLegend}</legend>
        {exampleFeeKinds.map((kind) => (
          <div key={kind}>{field(kind, `fees.${kind}`, feeLabel[kind], '0.01')}</div>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" disabled={save.isPending} className="self-start">
        {m.exampleSave}
      </Button>
    </form>
  );
}
