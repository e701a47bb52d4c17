import { useId } from 'react';
import { becomeBrokerMessages } from '@maple/shared/messages/become-broker';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { agentApplicationLead, type AgentApplicationLead } from '@maple/shared/schemas/leads';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { PersonFields } from '@/features/leads/components/person-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { Textarea } from '@/components/ui/textarea';
import { leadFormResolver } from '@/features/leads/lead-form';
import { useLeadForm } from '@/features/leads/hooks/use-lead-form';
import { emptyBrokerApplication, experienceLevels, toAgentApplicationLead, type BrokerApplicationValues } from '../broker-application-values';

const m = becomeBrokerMessages;
const resolver = leadFormResolver(agentApplicationLead, toAgentApplicationLead);
const formFields = ['name', 'email', 'phone', 'experience', 'message'] as const;

/** The agent application (agentApplicationLead): name, email, phone and experience required. */
export function BrokerApplicationForm({ titleId }: { titleId: string }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
    send,
    request,
    fieldError: error,
  } = useLeadForm<BrokerApplicationValues, AgentApplicationLead>({
    resolver,
    empty: emptyBrokerApplication,
    fields: formFields,
    // The spec names no success text for this form; the application form's wording fits it.
    successText: leadsMessages.applicationSuccess,
    failureText: leadsMessages.applicationFailed,
  });

  const fieldId = (name: keyof BrokerApplicationValues) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-labelledby={titleId} className="relative flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          idPrefix={id}
          labels={{ name: m.name, email: m.email, phone: m.phone }}
          errors={{ name: error('name'), email: error('email'), phone: error('phone') }}
          inputs={{ name: register('name'), email: register('email'), phone: register('phone') }}
        />
        <FormField id={fieldId('experience')} label={m.experience} error={error('experience')} className="sm:col-span-2">
          <NativeSelect
            id={fieldId('experience')}
            required
            aria-required="true"
            {...fieldAria(fieldId('experience'), { error: !!errors.experience })}
            {...register('experience')}
          >
            <option value="">{m.experiencePlaceholder}</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={fieldId('message')} label={m.message} optional hint={m.messageHint} error={error('message')} className="sm:col-span-2">
          <Textarea
            id={fieldId('message')}
            rows={4}
            {...fieldAria(fieldId('message'), { hint: true, error: !!errors.message })}
            {...register('message')}
          />
        </FormField>
      </div>
      <HoneypotInput label={leadFormsMessages.honeypot} {...register('company_url')} />
      <PrivacyNotice form="becomeBroker" />
      <SubmitButton busy={request.isPending} busyLabel={m.busy} className="w-full sm:w-auto sm:self-start">
        {m.submit}
      </SubmitButton>
    </form>
  );
}
