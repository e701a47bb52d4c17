import { useId } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { usersMessages } from '@maple/shared/messages/users';
import { createAgentInput, type AgentRecord, type CreateAgentInput } from '@maple/shared/schemas/agent-edit';
import { useCreateAgent } from '@/features/agents/api/agent-record-queries';
import { useServerForm } from '@/components/form/use-server-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fillMessage } from '@/lib/message-template';

const m = agentsMessages.console;
const i = usersMessages.invite;

/** What the dialog holds: the spec's three fields and the choice between a typed password and an invitation. */
type Values = { fullName: string; email: string; password: string; invite: boolean };
const empty: Values = { fullName: '', email: '', password: '', invite: false };

/** The body the route takes (createAgentInput): `password`, or `invite: true` without one. */
const toBody = ({ fullName, email, password, invite }: Values) => (invite ? { fullName, email, invite: true as const } : { fullName, email, password });
const zodCheck = zodResolver(createAgentInput);
const resolver: Resolver<Values, unknown, CreateAgentInput> = (values, context, options) =>
  zodCheck(toBody(values) as never, context, options as never) as unknown as ReturnType<Resolver<Values, unknown, CreateAgentInput>>;

/**
 * Create agent: the spec's body { email, password, fullName } (the agent can sign in at once), or
 * an invitation (issue 20): no password, the agent is mailed a link to set their own. Rendered only
 * while open, so each opening starts empty.
 */
export function CreateAgentDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (agent: AgentRecord) => void }) {
  const id = useId();
  const create = useCreateAgent();
  const form = useServerForm({
    resolver,
    defaultValues: empty,
    submit: create.mutateAsync,
    messages: { failed: agentsMessages.createFailed },
    onSaved: (agent, body) => {
      onClose();
      onCreated(agent);
      if (body.invite) toast.success(fillMessage(i.invited, { email: agent.email }));
    },
  });
  const invite = useWatch({ control: form.control, name: 'invite' });

  const field = (name: keyof Values) => `${id}-${name}`;
  const choose = (next: boolean) => form.setValue('invite', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <FormDialog
      form={form}
      title={m.createTitle}
      description={i.description}
      onClose={onClose}
      submitLabel={m.create}
      busyLabel={m.creating}
      cancelLabel={m.cancel}
    >
      <FormField id={field('fullName')} label={m.fullName} error={form.fieldError('fullName')}>
        <Input id={field('fullName')} autoComplete="off" required {...fieldAria(field('fullName'), { error: !!form.fieldError('fullName') })} {...form.register('fullName')} />
      </FormField>
      <FormField id={field('email')} label={m.email} error={form.fieldError('email')}>
        <Input id={field('email')} type="email" autoComplete="off" required {...fieldAria(field('email'), { error: !!form.fieldError('email') })} {...form.register('email')} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{i.legend}</legend>
        <Choice id={field('invite') + '-no'} name={field('invite')} checked={!invite} onChoose={() => choose(false)} label={i.passwordOption} hint={i.passwordHint} />
        <Choice id={field('invite') + '-yes'} name={field('invite')} checked={invite} onChoose={() => choose(true)} label={i.inviteOption} hint={i.inviteHint} />
      </fieldset>
      {invite ? null : (
        <FormField id={field('password')} label={m.password} hint={m.passwordHint} error={form.fieldError('password')}>
          <Input
            id={field('password')}
            type="password"
            autoComplete="new-password"
            required
            {...fieldAria(field('password'), { hint: true, error: !!form.fieldError('password') })}
            {...form.register('password')}
          />
        </FormField>
      )}
    </FormDialog>
  );
}

function Choice({ id, name, checked, onChoose, label, hint }: { id: string; name: string; checked: boolean; onChoose: () => void; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-2.5">
      <input id={id} type="radio" name={name} checked={checked} onChange={onChoose} aria-describedby={`${id}-hint`} className="mt-0.5 size-4 shrink-0 accent-maple-700" />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
