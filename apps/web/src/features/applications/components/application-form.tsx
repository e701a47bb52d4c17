import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { applicationsMessages } from '@maple/shared/messages/applications';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { applicationLead, type ApplicationLead } from '@maple/shared/schemas/leads';
import { AffixInput, dollarsAffix } from '@/components/ui/affix-input';
import { AgentSelect } from '@/features/agents/components/agent-select';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/features/leads/components/honeypot-input';
import { PersonFields } from '@/features/leads/components/person-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { leadFormResolver } from '@/features/leads/lead-form';
import { useLeadForm } from '@/features/leads/hooks/use-lead-form';
import { applicationKeys } from '@/features/leads/api/application-queries';
import { emptyApplication, toApplicationLead, type ApplicationValues } from '../application-values';

const m = applicationsMessages;
const resolver = leadFormResolver(applicationLead, toApplicationLead);
const formFields = ['name', 'email', 'phone', 'mortgageAmount', 'agentId'] as const;

/** 'Apply for a Mortgage' (applicationLead): everyone may send it. `titleId` is the heading that names the form. */
export function ApplicationForm({ titleId }: { titleId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const agents = useAgentOptions();
  const {
    register,
    handleSubmit,
    formState: { errors },
    send,
    request,
    fieldError: error,
  } = useLeadForm<ApplicationValues, ApplicationLead>({
    resolver,
    empty: emptyApplication,
    fields: formFields,
    successText: leadsMessages.applicationSuccess,
    failureText: leadsMessages.applicationFailed,
    // Staff looking at the list see the new application; for anyone else nothing is cached under this key.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });

  const fieldId = (name: keyof ApplicationValues) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-labelledby={titleId} className="relative flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          idPrefix={id}
          labels={{ name: m.name, email: m.email, phone: m.phone }}
          errors={{ name: error('name'), email: error('email'), phone: error('phone') }}
          inputs={{ name: register('name'), email: register('email'), phone: register('phone') }}
        />
        <FormField id={fieldId('mortgageAmount')} label={m.amount} hint={m.amountHint} error={error('mortgageAmount')}>
          <AffixInput
            id={fieldId('mortgageAmount')}
            {...dollarsAffix}
            inputMode="decimal"
            autoComplete="off"
            required
            aria-required="true"
            {...fieldAria(fieldId('mortgageAmount'), { hint: true, error: !!errors.mortgageAmount })}
            {...register('mortgageAmount')}
          />
        </FormField>
        <FormField id={fieldId('agentId')} label={m.agent} optional error={error('agentId')}>
          <AgentSelect
            id={fieldId('agentId')}
            agents={agents.data}
            noneLabel={m.noAgent}
            {...fieldAria(fieldId('agentId'), { error: !!errors.agentId })}
            {...register('agentId')}
          />
        </FormField>
      </div>
      <HoneypotInput label={leadFormsMessages.honeypot} {...register('company_url')} />
      <PrivacyNotice form="application" />
      <SubmitButton busy={request.isPending} busyLabel={m.busy} className="w-full sm:w-auto sm:self-start">
        {m.submit}
      </SubmitButton>
    </form>
  );
}
