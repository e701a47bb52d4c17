import { useId } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { agentLicenceClasses, agentLicenceInput, type AgentLicenceClass, type AgentLicenceInput } from '@maple/shared/schemas/agent-licence';
import type { AgentRecord, UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { useFollowRecord } from '@/features/agents/hooks/use-follow-record';
import { useServerForm } from '@/components/form/use-server-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';

const m = licensingMessages;
type Values = { licensedName: string; class: AgentLicenceClass | ''; number: string; checkedAt: string };
type Field = keyof Values;

const valuesOf = (agent: AgentRecord): Values => ({
  licensedName: agent.licence?.licensedName ?? '',
  class: agent.licence?.class ?? '',
  number: agent.licence?.number ?? '',
  checkedAt: agent.licence?.checkedAt ?? '',
});

const checkLicence = zodResolver(agentLicenceInput) as unknown as Resolver<Values, unknown, AgentLicenceInput>;

/** Every input empty removes the licence (`licence: null`); otherwise the route's own `agentLicenceInput` checks it. */
const resolver: Resolver<Values, unknown, UpdateAgentRequest> = async (values, context, options): Promise<ResolverResult<Values, UpdateAgentRequest>> => {
  const cleared = !values.licensedName.trim() && !values.class && !values.number.trim() && !values.checkedAt;
  if (cleared) return { values: { licence: null }, errors: {} };
  const result = await checkLicence(values, context, options);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  return { values: { licence: result.values as AgentLicenceInput }, errors: {} };
};

/**
 * The console's 'Licence' tab of an agent (issue 27): as on the FSRA register. Saved as one
 * `licence` group; with no class and no name it removes the licence (the agent then shows no title).
 */
export function AgentLicenceForm({ agent, save }: { agent: AgentRecord; save: (body: UpdateAgentRequest) => Promise<AgentRecord> }) {
  const id = useId();
  const form = useServerForm<Values, UpdateAgentRequest, AgentRecord>({
    resolver,
    defaultValues: valuesOf(agent),
    submit: save,
    messages: { saved: m.form.saved, failed: m.form.saveFailed },
    // What was stored (the number in capitals), not what was typed.
    onSaved: (saved) => form.reset(valuesOf(saved)),
    serverField: (path) => path.replace(/^licence\./, ''),
  });
  useFollowRecord(agent, form, valuesOf);

  const field = (name: Field) => `${id}-${name}`;
  const aria = (name: Field, hint = false) => fieldAria(field(name), { hint, error: !!form.fieldError(name) });
  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4" aria-label={m.form.legend}>
      <p className="text-xs text-muted-foreground">{m.form.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('licensedName')} label={m.form.licensedName} error={form.fieldError('licensedName')}>
          <Input id={field('licensedName')} autoComplete="off" {...aria('licensedName')} {...form.register('licensedName')} />
        </FormField>
        <FormField id={field('class')} label={m.form.class} error={form.fieldError('class')}>
          <NativeSelect id={field('class')} {...aria('class')} {...form.register('class')}>
            <option value="">{m.form.classNone}</option>
            {agentLicenceClasses.map((c) => (
              <option key={c} value={c}>
                {m.classes[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={field('number')} label={m.form.number} hint={m.form.numberHint} error={form.fieldError('number')}>
          <Input id={field('number')} autoComplete="off" {...aria('number', true)} {...form.register('number')} />
        </FormField>
        <FormField id={field('checkedAt')} label={m.form.checkedAt} hint={m.form.checkedAtHint} error={form.fieldError('checkedAt')}>
          <Input id={field('checkedAt')} type="date" {...aria('checkedAt', true)} {...form.register('checkedAt')} />
        </FormField>
      </div>
      <div>
        <SubmitButton busy={form.busy} busyLabel={m.form.saving} size="default">
          {m.form.save}
        </SubmitButton>
      </div>
    </form>
  );
}
