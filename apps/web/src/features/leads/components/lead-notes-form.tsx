import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { updateLeadInput, type Lead, type UpdateLeadInput } from '@maple/shared/schemas/leads';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateLead, type LeadAudience } from '../api/lead-queries';
import { applyServerFieldErrors } from '../lead-form';

const m = leadManagementMessages;
type NotesForm = z.input<typeof updateLeadInput>;

/**
 * The notes on a lead: the agent's on their own leads (dashboard, PATCH /api/me/leads/:id), and
 * the super admin's on any lead (console, issue 18). Checked with the route's own schema; an empty
 * box clears the notes.
 */
export function LeadNotesForm({ lead, audience }: { lead: Lead; audience: LeadAudience }) {
  const id = useId();
  const update = useUpdateLead(audience);
  const form = useForm<NotesForm, unknown, UpdateLeadInput>({ resolver: zodResolver(updateLeadInput), defaultValues: { notes: lead.notes ?? '' } });
  const { register, handleSubmit, formState, setError } = form;
  const error = formState.errors.notes?.message;
  const fieldId = `${id}-notes`;

  const save = (input: UpdateLeadInput) =>
    update.mutate(
      { id: lead.id, notes: input.notes ? input.notes : null },
      {
        onSuccess: (saved) => {
          toast.success(m.notesSaved);
          form.reset({ notes: saved.notes ?? '' });
        },
        onError: (err) => {
          toast.error(m.notesSaveFailed);
          applyServerFieldErrors(err, setError, ['notes']);
        },
      },
    );

  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={handleSubmit(save)}>
      <FormField id={fieldId} label={m.notesLabel} hint={audience === 'admin' ? m.consoleNotesHint : m.notesHint} error={error}>
        <Textarea id={fieldId} maxLength={5000} {...fieldAria(fieldId, { hint: true, error: !!error })} {...register('notes')} />
      </FormField>
      <Button type="submit" size="sm" className="self-start" disabled={update.isPending}>
        {update.isPending ? m.saving : m.saveNotes}
      </Button>
    </form>
  );
}
