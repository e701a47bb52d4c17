import { useId, useState } from 'react';
import { Landmark, Pencil } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { bookMessages as m } from '@maple/shared/messages/book';
import { fundedMortgageInput, fundedRateTypes, paymentFrequencies, suggestedMaturity, type FundedMortgage } from '@maple/shared/schemas/funded-mortgages';
import type { MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { FormDialog } from '@/components/form-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatMoney, formatNumber } from '@/lib/format-number';
import { useFunding, useRecordFunding } from '../api/book-queries';
import type { LeadAudience } from '../api/lead-queries';

/** The form's inputs as typed (numbers as text); the route's schema reads them. */
type Values = {
  lender: string;
  amount: string;
  rate: string;
  rateType: string;
  termMonths: string;
  amortizationMonths: string;
  paymentFrequency: string;
  fundingDate: string;
  interestAdjustmentDate: string;
  maturityDate: string;
};
const resolver = mappedResolver(fundedMortgageInput, (values: Values) => values);
const empty: Values = { lender: '', amount: '', rate: '', rateType: 'fixed', termMonths: '60', amortizationMonths: '300', paymentFrequency: 'monthly', fundingDate: '', interestAdjustmentDate: '', maturityDate: '' };
const toValues = (row: FundedMortgage): Values => ({
  lender: row.lender,
  amount: (row.amountCents / 100).toFixed(2),
  rate: row.rate.toFixed(2),
  rateType: row.rateType,
  termMonths: String(row.termMonths),
  amortizationMonths: String(row.amortizationMonths),
  paymentFrequency: row.paymentFrequency,
  fundingDate: row.fundingDate,
  interestAdjustmentDate: row.interestAdjustmentDate ?? '',
  maturityDate: row.maturityDate,
});

/**
 * A funded file's record in the lead drawer (issue 40 §3, decision 103): "Record the funded
 * mortgage" until it is, then its figures and "Edit". The book and the renewal reminders read it.
 */
export function FileFunding({ file, audience }: { file: MortgageFile; audience: LeadAudience }) {
  const funding = useFunding(audience, file.leadId, file.id);
  const [editing, setEditing] = useState(false);
  const row = funding.data ?? null;
  const missing = funding.isSuccess && row === null;
  return (
    <section aria-label={m.section} className="flex flex-col gap-2 rounded-md border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
      <h4 className="flex items-center gap-2 font-semibold text-navy-900">
        <Landmark aria-hidden="true" className="size-4" />
        {m.section}
      </h4>
      {funding.isPending ? <p className="text-muted-foreground">{m.loading}</p> : null}
      {funding.isError ? <p className="text-destructive">{m.loadFailed}</p> : null}
      {row ? (
        <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{m.lender}</dt>
          <dd className="[overflow-wrap:anywhere]">{row.lender}</dd>
          <dt className="text-muted-foreground">{m.amount}</dt>
          <dd>{formatMoney(row.amountCents / 100)}</dd>
          <dt className="text-muted-foreground">{m.rate}</dt>
          <dd>
            {formatNumber(row.rate, 2, 2)} · {m.rateTypes[row.rateType]} · {m.term(row.termMonths)}
          </dd>
          <dt className="text-muted-foreground">{m.maturityDate}</dt>
          <dd>{row.maturityDate}</dd>
          <dt className="text-muted-foreground">{m.consent}</dt>
          <dd>{row.expressConsent ? m.consentExpress : m.consentNone}</dd>
        </dl>
      ) : null}
      {missing ? <p className="text-muted-foreground">{m.intro}</p> : null}
      {row || missing ? (
        <Button size="sm" variant={row ? 'outline' : 'default'} className="self-start" onClick={() => setEditing(true)}>
          {row ? <Pencil aria-hidden="true" /> : <Landmark aria-hidden="true" />}
          {row ? m.edit : m.record}
        </Button>
      ) : null}
      {editing ? <FundingDialog file={file} audience={audience} initial={row ? toValues(row) : empty} title={row ? m.edit : m.record} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}

function FundingDialog({ file, audience, initial, title, onClose }: { file: MortgageFile; audience: LeadAudience; initial: Values; title: string; onClose: () => void }) {
  const id = useId();
  const record = useRecordFunding(audience, file.leadId, file.id);
  const form = useServerForm({ resolver, defaultValues: initial, submit: record.mutateAsync, messages: { saved: m.saved, failed: m.saveFailed }, onSaved: onClose });
  const { register, fieldError, control, setValue } = form;
  const [fundingDate, interestAdjustmentDate, termMonths] = useWatch({ control, name: ['fundingDate', 'interestAdjustmentDate', 'termMonths'] });
  const suggestion = suggestedMaturity({ fundingDate, interestAdjustmentDate, termMonths: Number(termMonths) });

  const field = (key: keyof Values, label: string, input: { type?: string; inputMode?: 'decimal' | 'numeric'; hint?: string; autoFocus?: boolean } = {}) => {
    const fieldId = `${id}-${key}`;
    return (
      <FormField id={fieldId} label={label} hint={input.hint} error={fieldError(key)}>
        <Input id={fieldId} type={input.type ?? 'text'} inputMode={input.inputMode} autoComplete="off" autoFocus={input.autoFocus} {...fieldAria(fieldId, { hint: !!input.hint, error: !!fieldError(key) })} {...register(key)} />
      </FormField>
    );
  };
  const select = (key: 'rateType' | 'paymentFrequency', label: string, options: readonly string[], labels: Record<string, string>) => {
    const fieldId = `${id}-${key}`;
    return (
      <FormField id={fieldId} label={label} error={fieldError(key)}>
        <NativeSelect id={fieldId} {...fieldAria(fieldId, { error: !!fieldError(key) })} {...register(key)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    );
  };

  return (
    <FormDialog form={form} title={title} description={m.intro} onClose={onClose} submitLabel={m.save} busyLabel={m.saving} cancelLabel={m.cancel} className="max-h-[92vh] max-w-2xl overflow-y-auto">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('lender', m.lender, { autoFocus: true })}</div>
        {field('amount', m.amount, { inputMode: 'decimal' })}
        {field('rate', m.rate, { inputMode: 'decimal' })}
        {select('rateType', m.rateType, fundedRateTypes, m.rateTypes)}
        {select('paymentFrequency', m.paymentFrequency, paymentFrequencies, m.paymentFrequencies)}
        {field('termMonths', m.termMonths, { inputMode: 'numeric' })}
        {field('amortizationMonths', m.amortizationMonths, { inputMode: 'numeric' })}
        {field('fundingDate', m.fundingDate, { type: 'date' })}
        {field('interestAdjustmentDate', m.interestAdjustmentDate, { type: 'date' })}
        <div className="flex flex-col gap-1 sm:col-span-2">
          {field('maturityDate', m.maturityDate, { type: 'date', hint: m.maturityHint })}
          {suggestion ? (
            <Button type="button" variant="link" size="sm" className="h-auto self-start p-0" onClick={() => setValue('maturityDate', suggestion, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}>
              {m.suggestMaturity(suggestion)}
            </Button>
          ) : null}
        </div>
      </div>
    </FormDialog>
  );
}
