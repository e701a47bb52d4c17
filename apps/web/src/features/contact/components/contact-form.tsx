import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { contactMessages } from '@maple/shared/messages/contact';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { contactLead, phoneTypes, type ContactLead } from '@maple/shared/schemas/leads';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { Textarea } from '@/components/ui/textarea';
import { currentPagePath, leadFormResolver } from '@/features/leads/lead-form';
import { useLeadForm } from '@/features/leads/hooks/use-lead-form';
import { emptyContactForm, externalFields, toContactLead, type ContactFormValues } from '../contact-form-values';
import { externalContactPayload, postExternalContact, type ExternalContactFields } from '../external-submission';

const m = contactMessages;

const formFields = ['firstName', 'lastName', 'email', 'phone', 'phoneType', 'postalCode', 'comments', 'consent'] as const;

/**
 * public-site §7 "External form post": only with both a broker code and a nonce. The visible form
 * never has them, so in practice this shows the info toast. The response is only logged.
 */
async function forwardToAlliance(fields: ExternalContactFields): Promise<void> {
  const payload = externalContactPayload(fields);
  if (!payload) {
    toast.info(m.externalSkipped);
    return;
  }
  try {
    const body = await postExternalContact(payload);
    console.info('Mortgage Alliance response', body);
    toast.success(m.externalSuccess);
  } catch (error) {
    console.error('Mortgage Alliance submission failed', error);
    toast.error(m.externalFailed);
  }
}

/** The contact form (contactLead schema). `agentId` is the agent resolved from `?agent=`, if any. */
export function ContactForm({ agentId }: { agentId: string | undefined }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
    send,
    request,
    fieldError: error,
  } = useLeadForm<ContactFormValues, ContactLead>({
    resolver: leadFormResolver(contactLead, (values: ContactFormValues) => ({ ...toContactLead(values, agentId), page: currentPagePath() })),
    empty: emptyContactForm,
    fields: formFields,
    successText: leadsMessages.contactSuccess,
    failureText: leadsMessages.contactFailed,
    onSuccess: (lead, sent) => void forwardToAlliance(externalFields(lead, { brokerCode: sent.brokerCode, wpnonce: sent.wpnonce })),
  });

  const fieldId = (name: keyof ContactFormValues) => `${id}-${name}`;

  function onInvalid(invalid: FieldErrors<ContactFormValues>) {
    // Nothing is sent without consent (public-site §5).
    if (invalid.consent) toast.error(leadsMessages.consentRequired);
  }

  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode', label: string, props: Parameters<typeof Input>[0] = {}) => {
    const optional = name === 'postalCode';
    return (
      <FormField id={fieldId(name)} label={label} optional={optional} error={error(name)}>
        <Input
          id={fieldId(name)}
          required={!optional}
          aria-required={optional ? undefined : true}
          {...props}
          {...fieldAria(fieldId(name), { error: !!errors[name] })}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(send, onInvalid)} aria-labelledby={`${id}-title`} className="relative flex flex-col gap-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-navy-900">
        {m.formTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', m.firstName, { autoComplete: 'given-name' })}
        {text('lastName', m.lastName, { autoComplete: 'family-name' })}
        {text('email', m.email, { type: 'email', autoComplete: 'email' })}
        {text('phone', m.phone, { type: 'tel', autoComplete: 'tel' })}
        <FormField id={fieldId('phoneType')} label={m.phoneType} error={error('phoneType')}>
          <NativeSelect id={fieldId('phoneType')} {...fieldAria(fieldId('phoneType'), { error: !!errors.phoneType })} {...register('phoneType')}>
            {phoneTypes.map((type) => (
              <option key={type} value={type}>
                {m.phoneTypes[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {text('postalCode', m.postalCode, { autoComplete: 'postal-code' })}
      </div>
      <FormField id={fieldId('comments')} label={m.comments} error={error('comments')}>
        <Textarea
          id={fieldId('comments')}
          rows={5}
          required
          aria-required="true"
          {...fieldAria(fieldId('comments'), { error: !!errors.comments })}
          {...register('comments')}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3 rounded-md border bg-muted p-3">
          <input
            id={fieldId('consent')}
            type="checkbox"
            required
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 accent-maple-700"
            {...fieldAria(fieldId('consent'), { error: !!errors.consent })}
            {...register('consent')}
          />
          <label htmlFor={fieldId('consent')} className="text-sm leading-snug">
            {leadsMessages.consentText}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${fieldId('consent')}-error`} className="text-sm text-destructive">
            {leadsMessages.consentRequired}
          </p>
        ) : null}
      </div>
      {/* For the alliance's external form only; nothing on this page fills them. */}
      <input type="hidden" {...register('brokerCode')} />
      <input type="hidden" {...register('wpnonce')} />
      <HoneypotInput label={leadFormsMessages.honeypot} {...register('company_url')} />
      <PrivacyNotice form="contact" />
      <SubmitButton busy={request.isPending} busyLabel={m.busy} className="w-full sm:w-auto sm:self-start">
        {m.submit}
      </SubmitButton>
    </form>
  );
}
