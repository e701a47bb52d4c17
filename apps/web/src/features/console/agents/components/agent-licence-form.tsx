import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { licensingMessages } from '@maple/shared/messages/licensing';
import { agentLicenceClasses, agentLicenceInput, type AgentLicenceClass } from '@maple/shared/schemas/agent-licence';
import type { AgentRecord, UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-client';

const m = licensingMessages;
type Values = { licensedName: string; class: AgentLicenceClass | ''; number: string; checkedAt: string };
type Field = keyof Values;

const valuesOf = (agent: AgentRecord): Values => ({
  licensedName: agent.licence?.licensedName ?? '',
  class: agent.licence?.class ?? '',
  number: agent.licence?.number ?? '',
  checkedAt: agent.licence?.checkedAt ?? '',
});

/**
 * The console's 'Licence' tab of an agent (issue 27): as on the FSRA register. Saved as one
 * `licence` group; with no class and no name it removes the licence (the agent then shows no title).
 */
export function AgentLicenceForm({ agent, save }: { agent: AgentRecord; save: (body: UpdateAgentRequest) => Promise<AgentRecord> }) {
  const id = useId();
  const [edits, setEdits] = useState<Values | null>(null);
  const values = edits ?? valuesOf(agent);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field, value: string) => setEdits({ ...values, [field]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cleared = !values.licensedName.trim() && !values.class && !values.number.trim() && !values.checkedAt;
    const parsed = cleared ? null : agentLicenceInput.safeParse(values);
    if (parsed && !parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await save({ licence: parsed ? values : null } as UpdateAgentRequest);
      setEdits(null);
      toast.success(m.form.saved);
    } catch (error) {
      toast.error(m.form.saveFailed, isApiError(error) ? { description: error.message } : undefined);
      if (isApiError(error) && error.fields) {
        const found: Partial<Record<Field, string>> = {};
        for (const [path, message] of Object.entries(error.fields)) found[path.replace(/^licence\./, '') as Field] ??= String(Array.isArray(message) ? message[0] : message);
        setErrors(found);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field) => `${id}-${name}`;
  const aria = (name: Field, hint = false) => fieldAria(field(name), { hint, error: !!errors[name] });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={m.form.legend}>
      <p className="text-xs text-muted-foreground">{m.form.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('licensedName')} label={m.form.licensedName} error={errors.licensedName}>
          <Input id={field('licensedName')} autoComplete="off" value={values.licensedName} onChange={(e) => set('licensedName', e.target.value)} {...aria('licensedName')} />
        </FormField>
        <FormField id={field('class')} label={m.form.class} error={errors.class}>
          <NativeSelect id={field('class')} value={values.class} onChange={(e) => set('class', e.target.value)} {...aria('class')}>
            <option value="">{m.form.classNone}</option>
            {agentLicenceClasses.map((c) => (
              <option key={c} value={c}>
                {m.classes[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={field('number')} label={m.form.number} hint={m.form.numberHint} error={errors.number}>
          <Input id={field('number')} autoComplete="off" value={values.number} onChange={(e) => set('number', e.target.value)} {...aria('number', true)} />
        </FormField>
        <FormField id={field('checkedAt')} label={m.form.checkedAt} hint={m.form.checkedAtHint} error={errors.checkedAt}>
          <Input id={field('checkedAt')} type="date" value={values.checkedAt} onChange={(e) => set('checkedAt', e.target.value)} {...aria('checkedAt', true)} />
        </FormField>
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel={m.form.saving} size="default">
          {m.form.save}
        </SubmitButton>
      </div>
    </form>
  );
}
