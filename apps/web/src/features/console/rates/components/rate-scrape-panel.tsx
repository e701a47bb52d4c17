import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { rateAdminMessages as m } from '@maple/shared/messages/rates';
import { rateSourceInput, rateSourceFormats, type RateSourceFormat } from '@maple/shared/schemas/rates';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useRateSource, useSaveRateSource, useScrapeRates } from '@/features/rates/api/rate-admin';
import { fillMessage } from '@/lib/message-template';
import { formatDateTime } from '../../components/catalogue/format-date-time';

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
      <QueryStates query={source} messages={{ tryAgain: m.tryAgain }} className="min-h-24">
        {(stored) => (
          <>
            {stored ? null : <p className="text-sm">{m.noSource}</p>}
            {/* Re-keyed by the saved source: after a save the form starts from what is stored. */}
            <RateSourceForm key={stored?.updatedAt ?? 'none'} initial={stored} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

type Values = { url: string; format: RateSourceFormat; selector: string };
const resolver = mappedResolver(rateSourceInput, (values: Values) => values);

function RateSourceForm({ initial }: { initial: { url: string; format: RateSourceFormat; selector: string | null } | null }) {
  const save = useSaveRateSource();
  const form = useServerForm({
    resolver,
    defaultValues: { url: initial?.url ?? '', format: initial?.format ?? 'html-table', selector: initial?.selector ?? '' },
    submit: save.mutateAsync,
    messages: { saved: m.sourceSaved, failed: m.sourceSaveFailed },
  });
  const format = useWatch({ control: form.control, name: 'format' });
  // The selector picks a table, so only an HTML source has one.
  const selectorHint = format === 'html-table';
  const [urlError, formatError, selectorError] = [form.fieldError('url'), form.fieldError('format'), form.fieldError('selector')];

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-3 md:grid-cols-[2fr_1fr_1.5fr_auto] md:items-end">
      <FormField id="rate-source-url" label={m.sourceUrl} error={urlError}>
        <Input id="rate-source-url" type="url" inputMode="url" {...fieldAria('rate-source-url', { error: !!urlError })} {...form.register('url')} />
      </FormField>
      <FormField id="rate-source-format" label={m.sourceFormat} error={formatError}>
        <NativeSelect id="rate-source-format" {...fieldAria('rate-source-format', { error: !!formatError })} {...form.register('format')}>
          {rateSourceFormats.map((f) => (
            <option key={f} value={f}>
              {formatLabel[f]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="rate-source-selector" label={m.sourceSelector} optional={false} error={selectorError} hint={selectorHint ? m.sourceSelectorHint : undefined}>
        <Input id="rate-source-selector" disabled={!selectorHint} {...fieldAria('rate-source-selector', { error: !!selectorError, hint: selectorHint })} {...form.register('selector')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={form.busy} className="md:mb-[1.375rem]">
        {m.sourceSave}
      </Button>
    </form>
  );
}
