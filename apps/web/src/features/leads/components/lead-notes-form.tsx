import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { updateLeadInput, type Lead, type UpdateLeadInput } from '@maple/shared/schemas/leads';
import { useServerForm } from '@/components/form/use-server-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateLead, type LeadAudience } from '../api/lead-queries';

const m = leadManagementMessages;
const resolver = zodResolver(updateLeadInput);

/**
 * The notes on a lead: the agent's on their own leads (dashboard, PATCH /api/me/leads/:id), and
 * the super admin's on any lead (console, issue 18). Checked with the route's own schema; an empty
 * box clears the notes.
 */
export function LeadNotesForm({ lead, audience }: { lead: Lead; audience: LeadAudience }) {
  const id = useId();
  const update = useUpdateLead(audience);
  const form = useServerForm({
    resolver,
    defaultValues: { notes: lead.notes ?? '' },
    submit: ({ notes }: UpdateLeadInput) => update.mutateAsync({ id: lead.id, notes: notes ? notes : null }),
    messages: { saved: m.notesSaved, failed: m.notesSaveFailed },
  });
  const error = form.fieldError('notes');
  const fieldId = `${id}-notes`;

  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={form.onSubmit}>
      <FormField id={fieldId} label={m.notesLabel} hint={audience === 'admin' ? m.consoleNotesHint : m.notesHint} error={error}>
        <Textarea id={fieldId} maxLength={5000} {...fieldAria(fieldId, { hint: true, error: !!error })} {...form.register('notes')} />
      </FormField>
      <SubmitButton size="sm" className="self-start" busy={form.busy} busyLabel={m.saving}>
        {m.saveNotes}
      </SubmitButton>
    </form>
  );
}
