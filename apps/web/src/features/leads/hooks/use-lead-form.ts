import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { CreateLeadRequest } from '@maple/shared/schemas/leads';
import { useCreateLead } from '../api/create-lead';
import { applyServerFieldErrors, fieldErrorText } from '../lead-form';

export interface LeadFormOptions<Values extends FieldValues, Lead extends CreateLeadRequest> {
  resolver: Resolver<Values, unknown, Lead>;
  /** The form's inputs when empty: at the start and again after a success. */
  empty: Values;
  /** The fields a 400 answer may mark (others it names are ignored). */
  fields: readonly Path<Values>[];
  /** The toasts after the request. */
  successText: string;
  failureText: string;
  /** A line under the failure toast, for this error (none by default). */
  failureDetail?: (error: unknown) => string | undefined;
  /** After the success toast and the reset; `values` are the inputs as they were sent. */
  onSuccess?: (lead: Lead, values: Values) => void;
}

/**
 * The mechanics every public lead form shares: react-hook-form with the shared schema, POST
 * /api/leads, the success toast and a reset, or the failure toast with the fields the server
 * rejected marked. Each form keeps its own fields, labels and submit button. Returns useForm's
 * methods plus `send` (for handleSubmit), `request` (the mutation) and `fieldError`.
 */
export function useLeadForm<Values extends FieldValues, Lead extends CreateLeadRequest>(options: LeadFormOptions<Values, Lead>) {
  const { resolver, empty, fields, successText, failureText, failureDetail, onSuccess } = options;
  const form = useForm<Values, unknown, Lead>({ resolver, defaultValues: empty as DefaultValues<Values> });
  const request = useCreateLead<Lead>();

  function send(lead: Lead) {
    const values = { ...form.getValues() };
    request.mutate(lead, {
      onSuccess: () => {
        toast.success(successText);
        form.reset(empty);
        onSuccess?.(lead, values);
      },
      onError: (error) => {
        // The entered values stay; fields the server rejected are marked.
        const description = failureDetail?.(error);
        toast.error(failureText, description === undefined ? undefined : { description });
        applyServerFieldErrors(error, form.setError, fields);
      },
    });
  }

  /** The message shown beside a field (the schema's form-wide "required" reads as the field's own). */
  function fieldError(name: Path<Values>): string | undefined {
    return fieldErrorText(form.getFieldState(name, form.formState).error?.message);
  }

  return { ...form, send, request, fieldError };
}
