import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { exampleFeeKinds, representativeExampleInput, type ExampleFeeKind, type RepresentativeExample } from '@maple/shared/schemas/representative-example';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRepresentativeExample, useSaveRepresentativeExample } from '@/features/rates/api/rate-admin';
import { exampleSentence } from '@/features/rates/rate-disclosure';

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
      </div>
      <QueryStates query={example} messages={{ loadFailed: m.exampleLoadFailed, tryAgain: m.tryAgain }} className="min-h-24">
        {(data) => (
          <>
            <p className="-mt-2 max-w-prose text-sm">{exampleSentence(data)}</p>
            {/* Re-keyed by what is saved: after a save the form starts from the stored example. */}
            <ExampleForm key={JSON.stringify(data)} initial={data} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** The boxes hold text, the fees nested as the body nests them, so each message lands on its box. */
type Values = { amount: string; amortizationYears: string; fees: Record<ExampleFeeKind, string> };

const toValues = (example: RepresentativeExample): Values => ({
  amount: String(example.amount),
  amortizationYears: String(example.amortizationYears),
  fees: Object.fromEntries(exampleFeeKinds.map((kind) => [kind, String(example.fees[kind])])) as Record<ExampleFeeKind, string>,
});

// A box left empty is sent as null, so the schema says the field is required instead of reading 0.
const number = (value: string) => (value.trim() === '' ? null : Number(value));
const resolver = mappedResolver(representativeExampleInput, (values: Values) => ({
  amount: number(values.amount),
  amortizationYears: number(values.amortizationYears),
  fees: Object.fromEntries(exampleFeeKinds.map((kind) => [kind, number(values.fees[kind])])) as Record<ExampleFeeKind, number | null>,
}));

function ExampleForm({ initial }: { initial: RepresentativeExample }) {
  const save = useSaveRepresentativeExample();
  const form = useServerForm({ resolver, defaultValues: toValues(initial), submit: save.mutateAsync, messages: { saved: m.exampleSaved, failed: m.exampleSaveFailed } });
  // A message the server puts on the fees as a whole (the form's own check names the box).
  const feesError = form.fieldError('fees');

  const field = (name: 'amount' | 'amortizationYears' | `fees.${ExampleFeeKind}`, label: string, step: string) => {
    const id = `example-${name.replace('fees.', '')}`;
    const error = form.fieldError(name);
    return (
      <FormField id={id} label={label} error={error}>
        <Input id={id} type="number" min="0" step={step} inputMode={step === '1' ? 'numeric' : 'decimal'} {...fieldAria(id, { error: !!error })} {...form.register(name)} />
      </FormField>
    );
  };

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('amount', m.exampleAmount, '0.01')}
        {field('amortizationYears', m.exampleAmortization, '1')}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-describedby={feesError ? 'example-fees-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{m.exampleFeesLegend}</legend>
        {exampleFeeKinds.map((kind) => (
          <div key={kind}>{field(`fees.${kind}`, feeLabel[kind], '0.01')}</div>
        ))}
        {feesError ? (
          <p id="example-fees-error" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
            {feesError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" variant="outline" disabled={form.busy} className="self-start">
        {m.exampleSave}
      </Button>
    </form>
  );
}
