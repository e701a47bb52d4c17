import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import { testimonialInput, type TestimonialPermission, type TestimonialValues } from '@maple/shared/schemas/testimonials';
import { useChangedFrom, useUnsavedChanges } from '@/components/unsaved-changes';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import { PermissionFields, permissionDraftOf, readPermission, type PermissionDraft } from './permission-fields';

type Values = { clientName: string; content: string; rating: number };
type Errors = Partial<Record<keyof Values | 'permission', string>>;

type TestimonialFormProps = {
  initial?: Values & { permission?: TestimonialPermission | null };
  /** The console's own testimonials are approved on saving, so the author's permission must be given (issue 27). */
  permissionRequired?: boolean;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked values; rejects with the server's error to show its field messages. */
  onSubmit: (values: TestimonialValues) => Promise<unknown>;
  /** Extra buttons beside submit (a dialog's Cancel). */
  children?: ReactNode;
};

/** Client name, content and rating 1–5 (default 5): signed-in-areas §5; and the author's permission (issue 27). */
export function TestimonialForm({ initial, permissionRequired = false, submitLabel, busy, onSubmit, children }: TestimonialFormProps) {
  const id = useId();
  const fid = (name: keyof Values) => `${id}-${name}`;
  const empty: Values = { clientName: '', content: '', rating: 5 };
  const [values, setValues] = useState<Values>(initial ? { clientName: initial.clientName, content: initial.content, rating: initial.rating } : empty);
  const [permission, setPermission] = useState<PermissionDraft>(permissionDraftOf(initial?.permission));
  useUnsavedChanges(useChangedFrom({ values, permission }));
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = testimonialInput.safeParse(values);
    const given = readPermission(permission, permissionRequired && !initial?.permission);
    if (!check.success || given.error) {
      const found = check.success ? {} : (Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()) as Errors);
      return setErrors({ ...found, permission: given.error });
    }
    try {
      await onSubmit(given.permission ? { ...check.data, permission: given.permission } : check.data);
      if (!initial) {
        setValues(empty);
        setPermission(permissionDraftOf(null));
      }
    } catch (error) {
      // `permission.method` and the like are shown on the permission group as a whole.
      if (isApiError(error) && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.')[0], Array.isArray(v) ? v[0] : v])) as Errors);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id={fid('clientName')} label={m.clientName} error={errors.clientName}>
          <Input
            id={fid('clientName')}
            value={values.clientName}
            required
            aria-required
            {...fieldAria(fid('clientName'), { error: !!errors.clientName })}
            onChange={(e) => set('clientName', e.target.value)}
          />
        </FormField>
        <FormField id={fid('rating')} label={m.rating} error={errors.rating}>
          <NativeSelect id={fid('rating')} value={values.rating} {...fieldAria(fid('rating'), { error: !!errors.rating })} onChange={(e) => set('rating', Number(e.target.value))}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {fillMessage(m.ratingOption, { n })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id={fid('content')} label={m.content} error={errors.content}>
        <Textarea
          id={fid('content')}
          rows={4}
          value={values.content}
          required
          aria-required
          {...fieldAria(fid('content'), { error: !!errors.content })}
          onChange={(e) => set('content', e.target.value)}
        />
      </FormField>
      <PermissionFields
        idPrefix={id}
        value={permission}
        onChange={(next) => {
          setPermission(next);
          if (errors.permission) setErrors((e) => ({ ...e, permission: undefined }));
        }}
        error={errors.permission}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <SubmitButton busy={busy} busyLabel={m.saving} size="default">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
