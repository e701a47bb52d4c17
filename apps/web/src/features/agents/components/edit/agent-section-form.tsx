import { useId } from 'react';
import { useWatch, type Control, type FieldValues, type Resolver, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { AgentRecord, UpdateAgentRequest } from '@maple/shared/schemas/agent-edit';
import { bilingualContentMessages as bm } from '@maple/shared/messages/bilingual-content';
import { BilingualColumns } from '@/components/bilingual-columns';
import { useServerForm } from '@/components/form/use-server-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { fillMessage } from '@/lib/message-template';
import type { AgentSection, FieldSpec } from '../../agent-sections';
import { useFollowRecord } from '../../hooks/use-follow-record';

const m = agentsMessages.edit;

type Values = Record<string, string | boolean>;

export type AgentSectionFormProps = {
  agent: AgentRecord;
  section: AgentSection;
  /** Sends the change; resolves with the saved record. */
  save: (body: UpdateAgentRequest) => Promise<AgentRecord>;
  successText: string;
  failureText: string;
};

/** Checks the inputs with the section's shared schema (the route's own), then nests them as the body sends them. */
function sectionResolver(section: AgentSection): Resolver<Values, unknown, UpdateAgentRequest> {
  const check = zodResolver(section.schema as never) as unknown as Resolver<Values, unknown, Record<string, unknown>>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values: section.body(result.values), errors: {} };
  };
}

/**
 * One edit section as a form on the kit's `useServerForm`: the shared schema checks it before
 * sending (the route checks it again), the server's per-field answers (a 409 slug, a bad URL) land
 * beside their inputs, and the spec's toasts follow. The console's Edit dialog and the dashboard's
 * tabs both use it.
 */
export function AgentSectionForm({ agent, section, save, successText, failureText }: AgentSectionFormProps) {
  const id = useId();
  const { serverPrefix } = section;
  const form = useServerForm<Values, UpdateAgentRequest, AgentRecord>({
    resolver: sectionResolver(section),
    defaultValues: section.values(agent),
    submit: save,
    messages: { saved: successText, failed: failureText },
    // The stored values (a cleaned slug), not the typed ones: the refetched record may have come
    // while the form was still dirty, and then `useFollowRecord` left it alone.
    onSaved: (saved) => form.reset(section.values(saved)),
    serverField: serverPrefix ? (path) => (path.startsWith(serverPrefix) ? path.slice(serverPrefix.length) : path) : undefined,
  });
  useFollowRecord(agent, form, section.values);

  const input = (field: FieldSpec, wide: boolean) => (
    <SectionField
      key={field.name}
      field={field}
      id={`${id}-${field.name}`}
      control={form.control}
      register={form.register}
      error={form.fieldError(field.name)}
      wide={wide}
    />
  );
  const inLanguage = (language: 'en' | 'fr') => section.fields.filter((field) => field.language === language).map((field) => input(field, true));
  const firstBilingual = section.fields.find((field) => field.language);

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4 sm:grid-cols-2">
      {section.fields.map((field) => {
        if (!field.language) return input(field, field.kind === 'textarea' || field.kind === 'checkbox' || section.fields.length < 3);
        // The public texts in both languages, side by side where the first of them stood.
        return field === firstBilingual ? (
          <div key="bilingual" className="sm:col-span-2">
            <BilingualColumns english={inLanguage('en')} french={inLanguage('fr')} frenchHint={bm.agentFrenchHint} />
          </div>
        ) : null;
      })}
      <div className="sm:col-span-2">
        <SubmitButton busy={form.busy} busyLabel={m.saving} size="default">
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
