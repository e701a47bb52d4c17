import { useEffect, useId } from 'react';
import { useForm, useWatch, type Control, type FieldValues, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord, UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import type { AgentSection, FieldSpec } from '../../agent-sections';

const m = agentsMessages.edit;

export type AgentSectionFormProps = {
  agent: AgentRecord;
  section: AgentSection;
  /** Sends the change; resolves with the saved record. */
  save: (body: UpdateAgentRequest) => Promise<AgentRecord>;
  successText: string;
  failureText: string;
};

/**
 * One edit section as a form: the shared schema checks it before sending (the route checks it
 * again), the server's per-field answers (a 409 slug, a bad URL) land beside their inputs, and the
 * spec's toasts follow. The console's Edit dialog and the dashboard's tabs both use it.
 */
export function AgentSectionForm({ agent, section, save, successText, failureText }: AgentSectionFormProps) {
  const id = useId();
  const form = useForm<FieldValues>({ resolver: zodResolver(section.schema as never) as unknown as Resolver<FieldValues>, defaultValues: section.values(agent) });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  useUnsavedChanges(formState.isDirty);

  // A record saved elsewhere (the other tab, a refetch) becomes the form's new starting point,
  // unless the person is in the middle of editing.
  useEffect(() => {
    if (!formState.isDirty) reset(section.values(agent));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agent]);

  async function submit(parsed: FieldValues) {
    try {
      const saved = await save(section.body(parsed));
      toast.success(successText);
      // The stored values (a cleaned slug), not the typed ones: the refetched record may have come
      // while the form was still dirty, and then the effect above left it alone.
      reset(section.values(saved));
    } catch (error) {
      toast.error(failureText, isApiError(error) ? { description: error.message } : undefined);
      if (isApiError(error) && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          const name = section.serverPrefix && key.startsWith(section.serverPrefix) ? key.slice(section.serverPrefix.length) : key;
          if (section.fields.some((field) => field.name === name)) setError(name, { type: 'server', message: Array.isArray(message) ? message[0] : message });
        }
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      {section.fields.map((field) => (
        <SectionField
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          control={control}
          register={register}
          error={formState.errors[field.name]?.message as string | undefined}
          wide={field.kind === 'textarea' || field.kind === 'checkbox' || section.fields.length < 3}
        />
      ))}
      <div className="sm:col-span-2">
        <SubmitButton busy={formState.isSubmitting} busyLabel={m.saving} size="default">
          {m.save}
        </SubmitButton>
      </div>
    </form>
  );
}

type Register = UseFormRegister<FieldValues>;

/** One input with its label, hint or live counter ('42/60 characters'), and error. */
function SectionField({ field, id, control, register, error, wide }: { field: FieldSpec; id: string; control: Control<FieldValues>; register: Register; error?: string; wide: boolean }) {
  const value: unknown = useWatch({ control, name: field.name });
  if (field.kind === 'checkbox') {
    return (
      <div className="flex items-center gap-2 sm:col-span-2">
        <input id={id} type="checkbox" className="size-4 accent-primary" {...register(field.name)} />
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
      </div>
    );
  }
  const length = typeof value === 'string' ? value.length : 0;
  const hint = field.counter ? fillMessage(m.counter, { count: length, max: field.counter }) : field.hint;
  const over = field.counter !== undefined && length > field.counter;
  const aria = fieldAria(id, { hint: !!hint, error: !!error || over });
  const common = { id, required: field.required, autoComplete: field.autoComplete, ...aria };
  return (
    <FormField id={id} label={field.label} hint={hint} error={error} className={wide ? 'sm:col-span-2' : undefined}>
      {field.kind === 'textarea' ? (
        <Textarea rows={field.counter ? 3 : 5} {...common} {...register(field.name)} />
      ) : (
        <Input
          type={field.kind}
          inputMode={field.kind === 'url' ? 'url' : undefined}
          placeholder={field.kind === 'url' ? m.urlPlaceholder : undefined}
          {...common}
          {...register(field.name)}
        />
      )}
    </FormField>
  );
}
