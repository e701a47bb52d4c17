import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { useUnsavedChanges } from '../unsaved-changes';
import { serverFieldErrors, splitFieldErrors } from './server-field-errors';

export type ServerFormOptions<Values extends FieldValues, Body, Result> = {
  /**
   * Checks the inputs and turns them into the request body: `zodResolver(sharedSchema)` when the
   * inputs are the body, or a resolver that maps them onto the shared schema first.
   */
  resolver: Resolver<Values, unknown, Body>;
  /** What the inputs start from (the record being edited, or empty). */
  defaultValues: Values;
  /** Sends the body; rejects with the server's error (a mutation's `mutateAsync`). */
  submit: (body: Body) => Promise<Result>;
  /** The toasts: after a save (none when absent), after a failure, and when the inputs fail the check before sending (none when absent). */
  messages: { saved?: string | ((result: Result) => string); failed: string; invalid?: string };
  /** After a save and its toast; the form then holds what was saved (or starts empty again with `resetTo: 'empty'`). */
  onSaved?: (result: Result, body: Body) => void;
  resetTo?: 'saved' | 'empty';
  /**
   * The input a server field path belongs to, when the form's inputs are not named as the body's
   * fields (a group sent as `socialLinks` whose inputs are its keys: `socialLinks.facebook` → `facebook`).
   */
  serverField?: (path: string) => string;
  /**
   * The names the server's field messages are matched against, when some inputs sit inside an
   * object (`socialLinks.x`): the deepest name that a message's path starts with gets it. The
   * top-level keys of `defaultValues` when absent.
   */
  fields?: readonly string[];
  /** False for a form that keeps nothing (a search box): what is typed there is not an unsaved edit to guard. */
  guard?: boolean;
  /** When the inputs are checked: at submit (then again as they change), or as they are typed from the start ('onChange'). */
  mode?: 'onSubmit' | 'onChange';
};

/**
 * The one way a signed-in form sends (issue 22): react-hook-form checked by the shared zod schema
 * the route also validates with; on a 400 the server's `fields` are shown beside the inputs they
 * name and anything no input holds goes into the failure toast; a failed save keeps every typed
 * value; typed edits are reported to the unsaved-changes guard until they are saved.
 *
 * Returns react-hook-form's methods plus `onSubmit` (the form's submit handler), `busy` (while
 * sending), `fieldError(name)` and `dirty`.
 */
export function useServerForm<Values extends FieldValues, Body, Result>({ resolver, defaultValues, submit, messages, onSaved, resetTo = 'saved', serverField, fields, guard = true, mode = 'onSubmit' }: ServerFormOptions<Values, Body, Result>) {
  const form = useForm<Values, unknown, Body>({ resolver, mode, defaultValues: defaultValues as DefaultValues<Values> });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(guard && isDirty);

  async function send(body: Body) {
    let result: Result;
    try {
      result = await submit(body);
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      const named = serverField ? Object.fromEntries(Object.entries(fromServer).map(([path, message]) => [serverField(path), message])) : fromServer;
      const { shown, others } = splitFieldErrors(named, fields ? [...fields].sort((a, b) => b.length - a.length) : Object.keys(defaultValues));
      const detail = others.length > 0 ? others.join(' ') : isApiError(error) && Object.keys(shown).length === 0 ? error.message : undefined;
      toast.error(messages.failed, detail ? { description: detail } : undefined);
      Object.entries(shown).forEach(([name, message], index) => form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }));
      return;
    }
    const saved = typeof messages.saved === 'function' ? messages.saved(result) : messages.saved;
    if (saved) toast.success(saved);
    form.reset(resetTo === 'empty' ? defaultValues : form.getValues());
    onSaved?.(result, body);
  }

  /** The message beside an input: the schema's, or the server's after a failed save. */
  const fieldError = (name: Path<Values>): string | undefined => form.getFieldState(name, form.formState).error?.message;

  const invalid = messages.invalid;
  return { ...form, onSubmit: form.handleSubmit(send, invalid ? () => void toast.error(invalid) : undefined), busy: isSubmitting, fieldError, dirty: isDirty };
}
