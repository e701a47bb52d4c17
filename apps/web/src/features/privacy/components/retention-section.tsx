import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { retentionPeriods, type RetentionPeriods } from '@maple/shared/schemas/site';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRetentionPreview, useRetentionSettings, useSaveRetention } from '../api/privacy-queries';

/** The three numbers as typed. */
type Texts = Record<keyof RetentionPeriods, string>;
const fields = [
  { key: 'leadMonths', label: m.leadMonths },
  { key: 'transcriptMonths', label: m.transcriptMonths },
  { key: 'outboxDays', label: m.outboxDays },
] as const;

// A blank box is 0, which no period allows: the schema's own message says so.
const toPeriods = (texts: Texts) => ({
  leadMonths: texts.leadMonths.trim() === '' ? 0 : Number(texts.leadMonths),
  transcriptMonths: texts.transcriptMonths.trim() === '' ? 0 : Number(texts.transcriptMonths),
  outboxDays: texts.outboxDays.trim() === '' ? 0 : Number(texts.outboxDays),
});
const resolver = mappedResolver<Texts, RetentionPeriods>(retentionPeriods, toPeriods);

/** The three numbers as periods, or null while one is not a valid period (the preview then waits). */
function periodsOf(texts: Texts): RetentionPeriods | null {
  const parsed = retentionPeriods.safeParse(toPeriods(texts));
  return parsed.success ? parsed.data : null;
}

/**
 * The retention periods, with what tonight's run would do with them shown as they are typed (a
 * pause of 400 ms, so each keystroke is not a request), saved with the rest of the settings.
 */
export function RetentionSection() {
  return (
    <section aria-labelledby="privacy-retention" className="flex flex-col gap-4">
      <h2 id="privacy-retention" className="text-xl font-semibold text-navy-900">
        {m.sections.retention}
      </h2>
      <p className="text-sm text-muted-foreground">{m.retentionIntro}</p>
      <QueryStates query={useRetentionSettings()} messages={{ loading: m.previewLoading, loadFailed: m.previewFailed, tryAgain: m.tryAgain }}>
        {(data) => <RetentionEditor saved={data.settings.retention} />}
      </QueryStates>
    </section>
  );
}

function RetentionEditor({ saved }: { saved: RetentionPeriods }) {
  const save = useSaveRetention();
  const { register, control, fieldError, busy, onSubmit } = useServerForm({
    resolver,
    defaultValues: { leadMonths: String(saved.leadMonths), transcriptMonths: String(saved.transcriptMonths), outboxDays: String(saved.outboxDays) },
    submit: save.mutateAsync,
    messages: { saved: m.retentionSaved, failed: m.retentionSaveFailed },
    // A period out of range is said as it is typed; Save, like the preview, waits for three good ones.
    mode: 'onChange',
  });
  const texts = useWatch({ control }) as Texts;
  const periods = periodsOf(texts);
  const key = JSON.stringify(periods);
  const [debounced, setDebounced] = useState(periods);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as RetentionPeriods | null), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const preview = useRetentionPreview(debounced);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {fields.map(({ key: name, label }) => (
          <FormField key={name} id={`retention-${name}`} label={label} error={fieldError(name)}>
            <Input id={`retention-${name}`} type="number" inputMode="numeric" min={1} {...fieldAria(`retention-${name}`, { error: !!fieldError(name) })} {...register(name)} />
          </FormField>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {preview.isError ? (
          <p>{m.previewFailed}</p>
        ) : preview.data ? (
          <ul className="flex flex-col gap-1" aria-busy={preview.isFetching || undefined}>
            <li>{m.previewLeads(preview.data.leads)}</li>
            <li>{m.previewTranscripts(preview.data.transcripts)}</li>
            <li>{m.previewOutbox(preview.data.outboxFiles)}</li>
          </ul>
        ) : (
          <p>{m.previewLoading}</p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={busy || periods === null}>
          {busy ? m.saving : m.saveRetention}
        </Button>
      </div>
    </form>
  );
}
