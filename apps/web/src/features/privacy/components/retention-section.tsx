import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { retentionPeriods, type RetentionPeriods } from '@maple/shared/schemas/site';
import { LoadingState } from '@/components/ui/loading-state';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRetentionPreview, useRetentionSettings, useSaveRetention } from '../api/privacy-queries';

type Texts = Record<keyof RetentionPeriods, string>;
const fields = [
  { key: 'leadMonths', label: m.leadMonths, error: m.invalidLeadMonths },
  { key: 'transcriptMonths', label: m.transcriptMonths, error: m.invalidTranscriptMonths },
  { key: 'outboxDays', label: m.outboxDays, error: m.invalidOutboxDays },
] as const;

/** The three numbers as periods, or null while one is not a valid period (the preview then waits). */
function periodsOf(texts: Texts): RetentionPeriods | null {
  const parsed = retentionPeriods.safeParse({ leadMonths: Number(texts.leadMonths), transcriptMonths: Number(texts.transcriptMonths), outboxDays: Number(texts.outboxDays) });
  return parsed.success && Object.values(texts).every((t) => t.trim() !== '') ? parsed.data : null;
}

/**
 * The retention periods, with what tonight's run would do with them shown as they are typed (a
 * pause of 400 ms, so each keystroke is not a request), saved with the rest of the settings.
 */
export function RetentionSection() {
  const settings = useRetentionSettings();
  if (settings.isPending) return <LoadingState label={m.previewLoading} />;
  if (settings.isError) return <p role="alert">{m.previewFailed}</p>;
  return <RetentionEditor saved={settings.data.settings.retention} />;
}

function RetentionEditor({ saved }: { saved: RetentionPeriods }) {
  const [texts, setTexts] = useState<Texts>({ leadMonths: String(saved.leadMonths), transcriptMonths: String(saved.transcriptMonths), outboxDays: String(saved.outboxDays) });
  const periods = periodsOf(texts);
  const [debounced, setDebounced] = useState(periods);
  const key = JSON.stringify(periods);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as RetentionPeriods | null), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const preview = useRetentionPreview(debounced);
  const save = useSaveRetention();
  const invalid = (name: keyof RetentionPeriods) => !retentionPeriods.shape[name].safeParse(Number(texts[name])).success || texts[name].trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!periods) return;
    save.mutate(periods, { onSuccess: () => toast.success(m.retentionSaved), onError: () => toast.error(m.retentionSaveFailed) });
  };

  return (
    <section aria-labelledby="privacy-retention" className="flex flex-col gap-4">
      <h2 id="privacy-retention" className="text-xl font-semibold text-navy-900">
        {m.sections.retention}
      </h2>
      <p className="text-sm text-muted-foreground">{m.retentionIntro}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          {fields.map(({ key: name, label, error }) => (
            <FormField key={name} id={`retention-${name}`} label={label} error={invalid(name) ? error : undefined}>
              <Input
                id={`retention-${name}`}
                type="number"
                inputMode="numeric"
                min={1}
                value={texts[name]}
                onChange={(e) => setTexts((t) => ({ ...t, [name]: e.target.value }))}
                {...fieldAria(`retention-${name}`, { error: invalid(name) })}
              />
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
          <Button type="submit" disabled={!periods || save.isPending}>
            {save.isPending ? m.saving : m.saveRetention}
          </Button>
        </div>
      </form>
    </section>
  );
}
