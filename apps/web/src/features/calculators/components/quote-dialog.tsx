import { useId } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { calculatorsMessages } from '@maple/shared/messages/calculators';
import { leadsMessages } from '@maple/shared/messages/leads';
import { calculateQuote, quoteValidationMessages } from '@maple/shared/mortgage/quote';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import { quoteLead, type CreateLeadRequest, type QuoteType } from '@maple/shared/schemas/leads';
import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { isApiError } from '@/lib/api-client';
import { formatWholeDollars } from '@/lib/format-number';
import { leadFormResolver } from '@/features/leads/lead-form';
import { useLeadForm } from '@/features/leads/hooks/use-lead-form';
import { AgentSelect } from '@/features/agents/components/agent-select';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { formatCount, formatYears } from '../calculator-format';
import { emptyQuoteForm, quoteFrequencies, quoteTerms, toQuoteLead, type QuoteFormValues } from '../quote-form';
import { FrequencyOptions, MoneyInput, RateInput, YearOptions } from './calculator-controls';
import { ResultItem } from './result-item';

const m = calculatorsMessages.quote;

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quoteType: QuoteType;
  /** Where focus goes when the dialog closes (Radix's onCloseAutoFocus); by default Radix's own choice. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Opened from a calculator page: its figures replace the quote calculator and travel in the lead. */
  carried?: CarriedInputs;
}

/** The contact part of the dialog, as a calculator's lead takes it. */
export type LeadContact = Pick<QuoteFormValues, 'name' | 'email' | 'phone' | 'agentId' | 'company_url'>;

/**
 * What a calculator page hands the dialog (issue 41): its title and description, its inputs and
 * results as lines to show, and the request to send, which carries the inputs under the page's own
 * lead kind (the server validates and recomputes them).
 */
export interface CarriedInputs {
  title: string;
  description: string;
  summary: readonly { label: string; value: string }[];
  toLead: (contact: LeadContact) => CreateLeadRequest;
}

// The shared schema checks the request the form would send; its messages and paths are the form's.
const resolver = leadFormResolver(quoteLead, (values: QuoteFormValues) => toQuoteLead(values, 'purchase'));

const formFields = Object.keys(emptyQuoteForm) as (keyof QuoteFormValues)[];

type NumberField = 'price' | 'downPayment' | 'amortization' | 'mortgageRate';

const contactOf = (values: QuoteFormValues): LeadContact => ({
  name: values.name ?? '',
  email: values.email ?? '',
  phone: values.phone ?? '',
  agentId: values.agentId ?? 'none',
  company_url: values.company_url ?? '',
});

/** A number field's message: the schema's down-payment rule by name, anything else as "not a valid number". */
function numberError(errors: FieldErrors<QuoteFormValues>, name: NumberField): string | undefined {
  const message = errors[name]?.message;
  if (message === undefined) return undefined;
  return message === quoteValidationMessages.downPaymentAbovePrice ? message : leadsMessages.invalidNumber;
}

/**
 * The calculator dialog of the spec (quote request): the estimate updates as the numbers change,
 * and the contact part sends the inputs to POST /api/leads. Closes and resets after a success.
 */
export function QuoteDialog({ open, onOpenChange, quoteType, onCloseAutoFocus, carried }: QuoteDialogProps) {
  const id = useId();
  const agents = useAgentOptions();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    send,
    request,
  } = useLeadForm<QuoteFormValues, CreateLeadRequest>({
    resolver,
    empty: emptyQuoteForm,
    fields: formFields,
    successText: leadsMessages.quoteSuccess,
    failureText: leadsMessages.quoteFailed,
    failureDetail: (error) => (isApiError(error) && error.status !== 500 ? error.message : undefined),
    onSuccess: () => onOpenChange(false),
  });

  const values = useWatch({ control }) as QuoteFormValues;
  const terms = quoteTerms({ ...emptyQuoteForm, ...values });
  // A few hundred loop steps: cheap enough to run on every keystroke.
  const quote = calculateQuote(terms);

  const fieldId = (name: keyof QuoteFormValues) => `${id}-${name}`;
  const downPaymentWarning = quote.belowMinimumDownPayment && terms.price > 0;

  function onInvalid(invalid: FieldErrors<QuoteFormValues>) {
    if ((invalid.name && !values.name?.trim()) || (invalid.email && !values.email?.trim())) {
      toast.error(leadsMessages.requiredFields);
    }
  }

  const nameError = errors.name ? (values.name?.trim() ? errors.name.message : m.nameRequired) : undefined;
  const emailError = errors.email ? (values.email?.trim() ? errors.email.message : m.emailRequired) : undefined;
  const priceError = numberError(errors, 'price');
  const downError = numberError(errors, 'downPayment');
  const rateError = numberError(errors, 'mortgageRate');
  const amortizationError = numberError(errors, 'amortization');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A failure message belongs to the attempt; closing the dialog forgets it (the values stay).
        if (!next) request.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-3xl p-5 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex flex-col gap-1.5 pr-8">
          <DialogTitle className="text-2xl font-bold tracking-tight text-navy-900">
            {carried ? carried.title : quoteType === 'renewal' ? m.renewalTitle : m.purchaseTitle}
          </DialogTitle>
          <DialogDescription>{carried ? carried.description : m.description}</DialogDescription>
        </div>

        <form
          noValidate
          onSubmit={handleSubmit((lead) => send(carried ? carried.toLead(contactOf(values)) : lead.kind === 'quote' ? { ...lead, quoteType } : lead), onInvalid)}
          className="relative flex flex-col gap-6"
        >
          {carried ? (
            <dl className="grid gap-x-6 gap-y-1 rounded-lg bg-navy-50 p-4 text-sm sm:grid-cols-2">
              {carried.summary.map((item) => (
                <div key={item.label} className="flex justify-between gap-4 border-b border-dotted py-1">
                  <dt className="text-muted-foreground">{item.label}</dt>
                  <dd className="font-medium text-navy-900 tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <FormField id={fieldId('price')} label={m.price} error={priceError}>
                <MoneyInput id={fieldId('price')} {...fieldAria(fieldId('price'), { error: !!priceError })} {...register('price')} />
              </FormField>
              <div className="flex flex-col gap-1.5">
                <FormField id={fieldId('downPayment')} label={m.downPayment} hint={m.downPaymentHint} error={downError}>
                  <MoneyInput
                    id={fieldId('downPayment')}
                    {...register('downPayment')}
                    aria-invalid={downError ? true : undefined}
                    aria-describedby={[
                      `${fieldId('downPayment')}-hint`,
                      downError ? `${fieldId('downPayment')}-error` : null,
                      downPaymentWarning ? `${fieldId('downPayment')}-warning` : null,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  />
                </FormField>
                {downPaymentWarning ? (
                  <p id={`${fieldId('downPayment')}-warning`} className="flex items-start gap-1.5 text-sm text-amber-800">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      {m.belowMinimum} {formatWholeDollars(quote.minimumDownPayment)}
                    </span>
                  </p>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={fieldId('location')} label={m.location}>
                  <NativeSelect id={fieldId('location')} {...register('location')}>
                    {mortgageRules.quote.locations.map((location) => (
                      <option key={location} value={location}>
                        {location}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField id={fieldId('amortization')} label={m.amortization} error={amortizationError}>
                  <NativeSelect
                    id={fieldId('amortization')}
                    {...fieldAria(fieldId('amortization'), { error: !!amortizationError })}
                    {...register('amortization')}
                  >
                    <YearOptions years={mortgageRules.quote.amortizationOptions} />
                  </NativeSelect>
                </FormField>
                <FormField id={fieldId('mortgageRate')} label={m.rate} error={rateError}>
                  <RateInput id={fieldId('mortgageRate')} {...fieldAria(fieldId('mortgageRate'), { error: !!rateError })} {...register('mortgageRate')} />
                </FormField>
                <FormField id={fieldId('paymentFrequency')} label={m.frequency}>
                  <NativeSelect id={fieldId('paymentFrequency')} {...register('paymentFrequency')}>
                    <FrequencyOptions frequencies={quoteFrequencies} />
                  </NativeSelect>
                </FormField>
              </div>
            </div>

            <section aria-labelledby={`${id}-results`} className="flex flex-col gap-3 rounded-lg bg-navy-50 p-4">
              <h3 id={`${id}-results`} className="text-base font-semibold text-navy-900">
                {m.resultsTitle}
              </h3>
              <dl aria-live="polite" className="grid grid-cols-2 gap-2">
                <ResultItem
                  className="col-span-2 bg-navy-900 [&_dd]:text-white [&_dt]:text-navy-100"
                  label={calculatorsMessages.paymentLabels[terms.paymentFrequency]}
                  value={<span className="text-3xl font-bold">{formatWholeDollars(quote.periodicPayment)}</span>}
                />
                <ResultItem className="bg-background" label={m.cmhcInsurance} value={formatWholeDollars(quote.cmhcInsurance)} />
                <ResultItem className="bg-background" label={m.totalMortgage} value={formatWholeDollars(quote.totalMortgage)} />
                <ResultItem className="bg-background" label={m.payoff} value={formatYears(quote.payoffYears)} />
                <ResultItem className="bg-background" label={m.numberOfPayments} value={formatCount(quote.totalPayments)} />
                <ResultItem className="col-span-2 bg-background" label={m.totalInterest} value={formatWholeDollars(quote.totalInterest)} />
              </dl>
            </section>
          </div>
          )}

          <fieldset className="flex flex-col gap-4 border-t pt-5">
            <legend className="float-left mb-1 w-full text-base font-semibold text-navy-900">{m.contactTitle}</legend>
            <div className="grid clear-both gap-4 sm:grid-cols-2">
              <FormField id={fieldId('name')} label={m.name} error={nameError}>
                <Input
                  id={fieldId('name')}
                  autoComplete="name"
                  required
                  aria-required="true"
                  {...fieldAria(fieldId('name'), { error: !!nameError })}
                  {...register('name')}
                />
              </FormField>
              <FormField id={fieldId('email')} label={m.email} error={emailError}>
                <Input
                  id={fieldId('email')}
                  type="email"
                  autoComplete="email"
                  required
                  aria-required="true"
                  {...fieldAria(fieldId('email'), { error: !!emailError })}
                  {...register('email')}
                />
              </FormField>
              <FormField id={fieldId('phone')} label={m.phone} optional error={errors.phone?.message}>
                <Input
                  id={fieldId('phone')}
                  type="tel"
                  autoComplete="tel"
                  {...fieldAria(fieldId('phone'), { error: !!errors.phone })}
                  {...register('phone')}
                />
              </FormField>
              <FormField id={fieldId('agentId')} label={m.agent} error={errors.agentId?.message}>
                <AgentSelect
                  id={fieldId('agentId')}
                  agents={agents.data}
                  noneLabel={m.noAgent}
                  {...fieldAria(fieldId('agentId'), { error: !!errors.agentId })}
                  {...register('agentId')}
                />
              </FormField>
            </div>
            <HoneypotInput label={m.honeypot} {...register('company_url')} />
          </fieldset>

          <PrivacyNotice form="quote" />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {/* The toast sits outside the modal, which hides it from screen readers: say it here too. */}
            {request.isError ? (
              <p role="alert" className="text-sm text-destructive sm:mr-auto">
                {leadsMessages.quoteFailed}
              </p>
            ) : null}
            <SubmitButton busy={request.isPending} busyLabel={m.busy} className="w-full sm:w-auto">
              {m.submit}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default QuoteDialog;
