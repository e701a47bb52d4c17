import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { rateSourceInput, rateSourceFormats, type RateSourceFormat } from '@maple/shared/schemas/rates';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useRateSource, useSaveRateSource, useScrapeRates } from '@/features/rates/api/rate-admin';
import { fillMessage } from '@/lib/message-template';
import { formatDateTime } from '../../components/catalogue/format-date-time';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../components/catalogue/form-errors';

const formatLabel: Record<RateSourceFormat, string> = { 'html-table': m.sourceFormatHtml, json: m.sourceFormatJson };

/** 'Scrape from Source' with its note, and the source it reads (URL, format, optional selector). */
export function RateScrapePanel() {
  const source = useRateSource();
  const scrape = useScrapeRates();

  const onScrape = () =>
    scrape.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message, { description: fillMessage(m.scrapedCount, { count: result.count }) }),
      onError: () => toast.error(m.scrapeFailed),
    });

  const last = source.data;
  return (
    <section aria-labelledby="rate-scrape-title" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-prose">
          <h2 id="rate-scrape-title" className="font-semibold">
            {m.sourceTitle}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{m.scrapeNote}</p>
          {last?.lastScrapeAt ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {fillMessage(m.lastScrape, {
                when: formatDateTime(last.lastScrapeAt),
                outcome: last.lastScrapeOutcome === 'succeeded' ? fillMessage(m.lastScrapeSucceeded, { count: last.lastScrapeCount ?? 0 }) : m.lastScrapeFailed,
              })}
            </p>
          ) : null}
        </div>
        <Button onClick={onScrape} disabled={scrape.isPending || !source.data}>
          {scrape.isPending ? m.scraping : m.scrapeButton}
        </Button>
      </div>
      {source.isSuccess && !source.data ? <p className="text-sm">{m.noSource}</p> : null}
      {source.isSuccess ? <RateSourceForm key={source.data?.updatedAt ?? 'none'} initial={source.data} /> : null}
    </section>
  );
}

function RateSourceForm({ initial }: { initial: { url: string; format: RateSourceFormat; selector: string | null } | null }) {
  const save = useSaveRateSource();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [format, setFormat] = useState<RateSourceFormat>(initial?.format ?? 'html-table');
  const [selector, setSelector] = useState(initial?.selector ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { url, format, selector };
    const parsed = rateSourceInput.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    // The promise rather than mutate's callbacks: the saved source re-keys this form (a fresh
    // copy of the stored values), and a remounted form would never hear mutate's onSuccess.
    save.mutateAsync(parsed.data).then(
      () => toast.success(m.sourceSaved),
      (error: unknown) => {
        setErrors(serverFieldErrors(error));
        toast.error(m.sourceSaveFailed);
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 md:grid-cols-[2fr_1fr_1.5fr_auto] md:items-end">
      <FormField id="rate-source-url" label={m.sourceUrl} error={errors.url}>
        <Input id="rate-source-url" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} {...fieldAria('rate-source-url', { error: !!errors.url })} />
      </FormField>
      <FormField id="rate-source-format" label={m.sourceFormat} error={errors.format}>
        <NativeSelect id="rate-source-format" value={format} onChange={(e) => setFormat(e.target.value as RateSourceFormat)}>
          {rateSourceFormats.map((f) => (
            <option key={f} value={f}>
              {formatLabel[f]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="rate-source-selector" label={m.sourceSelector} optional={false} error={errors.selector} hint={format === 'html-table' ? m.sourceSelectorHint : undefined}>
        <Input
          id="rate-source-selector"
          value={selector}
          disabled={format !== 'html-table'}
          onChange={(e) => setSelector(e.target.value)}
          {...fieldAria('rate-source-selector', { error: !!errors.selector, hint: format === 'html-table' })}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending} className="md:mb-[1.375rem]">
        {m.sourceSave}
      </Button>
    </form>
  );
}
