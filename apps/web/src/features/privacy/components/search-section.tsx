import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { privacySearchQuery } from '@maple/shared/schemas/privacy';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePrivacySearch } from '../api/privacy-queries';

/** Finds a person everywhere by email or phone: each place with its kind, id and a line to recognise it. */
export function SearchSection() {
  const [asked, setAsked] = useState('');
  const search = usePrivacySearch(asked);
  // Checked with the query's own schema (an address, or a phone number in any writing); the text itself is what is asked.
  const form = useServerForm({
    resolver: zodResolver(privacySearchQuery),
    defaultValues: { q: '' },
    submit: async (): Promise<void> => setAsked(form.getValues('q').trim()),
    messages: { failed: m.searchFailed },
    guard: false,
  });
  const { register, fieldError, onSubmit } = form;
  const error = fieldError('q');

  return (
    <section aria-labelledby="privacy-search" className="flex flex-col gap-4">
      <h2 id="privacy-search" className="text-xl font-semibold text-navy-900">
        {m.sections.search}
      </h2>
      <form role="search" aria-label={m.searchLabel} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <FormField id="privacy-search-q" label={m.searchLabel} hint={m.searchHint} error={error} className="w-full max-w-md">
          <Input id="privacy-search-q" type="search" maxLength={254} {...fieldAria('privacy-search-q', { hint: true, error: !!error })} {...register('q')} />
        </FormField>
        <Button type="submit">{m.searchButton}</Button>
      </form>
      {asked === '' ? null : (
        <QueryStates query={search} messages={{ loading: m.searching, loadFailed: m.searchFailed, tryAgain: m.tryAgain }}>
          {(result) => (
            <div className="flex flex-col gap-2" aria-live="polite">
              <p className="text-sm text-muted-foreground">{result.total === 0 ? m.noMatches : m.matchCount(result.total)}</p>
              {result.total > 0 ? (
                <ul aria-label={m.searchLabel} className="flex flex-col gap-2">
                  {result.matches.map((match) => (
                    <li key={`${match.kind}-${match.id}`} className="flex flex-col gap-0.5 rounded-md border p-3 text-sm">
                      <span className="font-medium">{m.matchKinds[match.kind] ?? match.kind}</span>
                      <span className="[overflow-wrap:anywhere]">{match.summary}</span>
                      <code className="text-xs break-all text-muted-foreground">{match.id}</code>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </QueryStates>
      )}
    </section>
  );
}
