import { useId, useState } from 'react';
import { toast } from 'sonner';
import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import type { Lead } from '@maple/shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { useUpdateLead } from '../api/lead-queries';

const m = leadManagementMessages;

/** The agent's private notes on one of their leads (dashboard only; PATCH /api/me/leads/:id). */
export function LeadNotesForm({ lead }: { lead: Lead }) {
  const id = useId();
  const [notes, setNotes] = useState(lead.notes ?? '');
  const update = useUpdateLead('me');
  const error = isApiError(update.error) ? (update.error.fields?.notes?.toString() ?? undefined) : undefined;

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: lead.id, notes: notes.trim() === '' ? null : notes }, { onSuccess: () => toast.success(m.notesSaved), onError: () => toast.error(m.notesSaveFailed) });
      }}
    >
      <FormField id={`${id}-notes`} label={m.notesLabel} hint={m.notesHint} error={error}>
        <Textarea id={`${id}-notes`} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} aria-describedby={`${id}-notes-hint`} />
      </FormField>
      <Button type="submit" size="sm" className="self-start" disabled={update.isPending}>
        {update.isPending ? m.saving : m.saveNotes}
      </Button>
    </form>
  );
}
