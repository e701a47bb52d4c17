import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messages } from '@maple/shared/messages';
import { applicationLead, type ApplicationLead } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/components/ui/honeypot-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { applyServerFieldErrors, fieldErrorText, leadFormResolver } from '@/lib/lead-form';
import { recentApplicationsKey, useAgentOptions, useCreateApplication } from '../api/applications';
import { emptyApplication, toApplicationLead, type ApplicationValues } from '../application-values';

const m = messages.applications;
const resolver = leadFormResolver(applicationLead, toApplicationLead);
const formFields = ['name', 'email', 'phone', 'mortgageAmount', 'agentId'] as const;

/** 'Apply for a Mortgage' (applicationLead): everyone may send it. `titleId` is the heading that names the form. */
export function ApplicationForm({ titleId }: { titleId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const agents = useAgentOptions();
  const createLead = useCreateApplication();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ApplicationValues, unknown, ApplicationLead>({ resolver, defaultValues: emptyApplication });

  const fieldId = (name: keyof ApplicationValues) => `${id}-${name}`;
  const error = (name: (typeof formFields)[number]) => fieldErrorText(errors[name]?.message);

  function onValid(lead: ApplicationLead) {
    createLead.mutate(lead, {
      onSuccess: () => {
        toast.success(messages.leads.applicationSuccess);
        reset(emptyApplication);
        // Staff looking at the list see the new application; for anyone else nothing is cached under this key.
        void queryClient.invalidateQueries({ queryKey: recentApplicationsKey });
      },
      onError: (failure) => {
        toast.error(messages.leads.applicationFailed);
        applyServerFieldErrors(failure, setError, formFields);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={titleId} className="relative flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('name')} label={m.name} error={error('name')} className="sm:col-span-2">
          <Input id={fieldId('name')} autoComplete="name" required aria-required="true" {...fieldAria(fieldId('name'), { error: !!errors.name })} {...register('name')} />
        </FormField>
        <FormField id={fieldId('email')} label={m.email} error={error('email')}>
          <Input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            required
            aria-required="true"
            {...fieldAria(fieldId('email'), { error: !!errors.email })}
            {...register('email')}
          />
        </FormField>
        <FormField id={fieldId('phone')} label={m.phone} error={error('phone')}>
          <Input
            id={fieldId('phone')}
            type="tel"
            autoComplete="tel"
            required
            aria-required="true"
            {...fieldAria(fieldId('phone'), { error: !!errors.phone })}
            {...register('phone')}
          />
        </FormField>
        <FormField id={fieldId('mortgageAmount')} label={m.amount} hint={m.amountHint} error={error('mortgageAmount')}>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
              $
            </span>
            <Input
              id={fieldId('mortgageAmount')}
              inputMode="decimal"
              autoComplete="off"
              required
              aria-required="true"
              className="pl-7"
              {...fieldAria(fieldId('mortgageAmount'), { hint: true, error: !!errors.mortgageAmount })}
              {...register('mortgageAmount')}
            />
          </div>
        </FormField>
        <FormField id={fieldId('agentId')} label={m.agent} optional error={error('agentId')}>
          <NativeSelect id={fieldId('agentId')} {...fieldAria(fieldId('agentId'), { error: !!errors.agentId })} {...register('agentId')}>
            <option value="none">{m.noAgent}</option>
            {(agents.data ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <HoneypotInput label={messages.leadForms.honeypot} {...register('company_url')} />
      <Button type="submit" size="lg" disabled={createLead.isPending} className="w-full sm:w-auto sm:self-start">
        {createLead.isPending ? m.busy : m.submit}
      </Button>
    </form>
  );
}
