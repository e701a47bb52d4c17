import { useEffect, useId } from 'react';
import { mortgageFilesMessages as m } from '@maple/shared/messages/mortgage-files';
import { fileStages, moveFileStageInput, type MortgageFile } from '@maple/shared/schemas/mortgage-files';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useMoveFileStage } from '../api/mortgage-file-queries';
import type { LeadAudience } from '../api/lead-queries';

// The select starts on "Choose a stage" (''), which the route's schema refuses with that same text.
type Values = { stage: string; note: string };
const resolver = mappedResolver(moveFileStageInput, (values: Values) => values);
const empty: Values = { stage: '', note: '' };

/**
 * "Move to" any other stage, forward or back, with an optional note for the timeline. A refusal
 * (409: the file closed or moved meanwhile) shows the server's reason under the failure toast, and
 * the section then shows the file as it is now. After a move the choice starts over ('Choose a
 * stage'), among the stages other than the new one.
 */
export function MoveFileStageForm({ file, audience, focusSignal = 0 }: { file: MortgageFile; audience: LeadAudience; focusSignal?: number }) {
  const id = useId();
  const move = useMoveFileStage(audience, file.leadId);
  const form = useServerForm({
    resolver,
    defaultValues: empty,
    submit: (input) => move.mutateAsync({ fileId: file.id, input }),
    messages: { saved: m.moved, failed: m.moveFailed },
    resetTo: 'empty',
  });
  // Each new count asks for focus on "Move to" (the section's "Start application" just went away).
  const { setFocus } = form;
  useEffect(() => {
    if (focusSignal > 0) setFocus('stage');
  }, [focusSignal, setFocus]);
  const stageId = `${id}-stage`;
  const noteId = `${id}-note`;
  const stageError = form.fieldError('stage');
  const noteError = form.fieldError('note');

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={form.onSubmit}>
      <FormField id={stageId} label={m.moveTo} hint={m.moveHint} error={stageError}>
        <NativeSelect id={stageId} aria-required="true" {...fieldAria(stageId, { hint: true, error: !!stageError })} {...form.register('stage')}>
          <option value="">{m.stageRequired}</option>
          {fileStages
            .filter((stage) => stage !== file.stage)
            .map((stage) => (
              <option key={stage} value={stage}>
                {m.stages[stage]}
              </option>
            ))}
        </NativeSelect>
      </FormField>
      <FormField id={noteId} label={m.note} error={noteError}>
        <Textarea id={noteId} rows={2} maxLength={1000} className="min-h-16" {...fieldAria(noteId, { error: !!noteError })} {...form.register('note')} />
      </FormField>
      <SubmitButton size="sm" className="self-start" busy={form.busy} busyLabel={m.moving}>
        {m.move}
      </SubmitButton>
    </form>
  );
}
