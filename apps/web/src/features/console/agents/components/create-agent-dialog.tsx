import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { createAgentInput, type AgentRecord, type CreateAgentInput } from '@maple/shared/schemas/agent-edit';
import { useCreateAgent } from '@/features/agents/api/agent-record-queries';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';

const m = agentsMessages.console;
const empty: CreateAgentInput = { fullName: '', email: '', password: '' };

/** Create agent (spec body { email, password, fullName }): the new agent can sign in at once. */
export function CreateAgentDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (agent: AgentRecord) => void }) {
  const id = useId();
  const create = useCreateAgent();
  const { register, handleSubmit, formState, reset, setError } = useForm<CreateAgentInput>({ resolver: zodResolver(createAgentInput), defaultValues: empty });
  const errors = formState.errors;

  function send(values: CreateAgentInput) {
    create.mutate(values, {
      onSuccess: (agent) => {
        reset(empty);
        onOpenChange(false);
        onCreated(agent);
      },
      onError: (error) => {
        toast.error(agentsMessages.createFailed, isApiError(error) ? { description: error.message } : undefined);
        if (isApiError(error) && error.fields) {
          for (const name of ['fullName', 'email', 'password'] as const) {
            const message = error.fields[name];
            if (message) setError(name, { type: 'server', message: Array.isArray(message) ? message[0] : message });
          }
        }
      },
    });
  }

  const field = (name: keyof CreateAgentInput) => `${id}-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{m.createTitle}</DialogTitle>
        <DialogDescription>{m.createDescription}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
          <FormField id={field('fullName')} label={m.fullName} error={errors.fullName?.message}>
            <Input id={field('fullName')} autoComplete="off" required {...fieldAria(field('fullName'), { error: !!errors.fullName })} {...register('fullName')} />
          </FormField>
          <FormField id={field('email')} label={m.email} error={errors.email?.message}>
            <Input id={field('email')} type="email" autoComplete="off" required {...fieldAria(field('email'), { error: !!errors.email })} {...register('email')} />
          </FormField>
          <FormField id={field('password')} label={m.password} hint={m.passwordHint} error={errors.password?.message}>
            <Input
              id={field('password')}
              type="password"
              autoComplete="new-password"
              required
              {...fieldAria(field('password'), { hint: true, error: !!errors.password })}
              {...register('password')}
            />
          </FormField>
          <SubmitButton busy={create.isPending} busyLabel={m.creating} size="default">
            {m.create}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
