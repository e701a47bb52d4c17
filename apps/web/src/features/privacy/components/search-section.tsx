import { useState, type FormEvent } from 'react';
import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { privacySearchQuery } from '@maple/shared/schemas/privacy';
import { LoadingState } from '@/components/ui/loading-state';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePrivacySearch } from '../api/privacy-queries';

/** Finds a person everywhere by email or phone: each place with its kind, id and a line to recognise it. */
export function SearchSection() {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [error, setError] = useState<string | undefined>();
  const search = usePrivacySearch(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = privacySearchQuery.safeParse({ q: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setAsked(text.trim());
  };

  return (
    <section aria-labelledby="privacy-search" className="flex flex-col gap-4">
      <h2 id="privacy-search" className="text-xl font-semibold text-navy-900">
        {m.sections.search}
      </h2>
      <form role="search" aria-label={m.searchLabel} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <FormField id="privacy-search-q" label={m.searchLabel} hint={m.searchHint} error={error} className="w-full max-w-md">
          <Input id="privacy-search-q" type="search" maxLength={254} value={text} onChange={(e) => setText(e.target.value)} {...fieldAria('privacy-search-q', { hint: true, error: !!error })} />
        </FormField>
        <Button type="submit">{m.searchButton}</Button>
      </form>
      {asked === '' ? null : search.isPending ? (
        <LoadingState label={m.searching} />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {m.searchFailed}
        </p>
      ) : (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">{search.data.total === 0 ? m.noMatches : m.matchCount(search.data.total)}</p>
          {search.data.total > 0 ? (
            <ul aria-label={m.searchLabel} className="flex flex-col gap-2">
              {search.data.matches.map((match) => (
                <li key={`${match.kind}-${match.id}`} className="flex flex-col gap-0.5 rounded-md border p-3 text-sm">
                  <span className="font-medium">{m.matchKinds[match.kind] ?? match.kind}</span>
                  <span className="break-all">{match.summary}</span>
                  <code className="text-xs break-all text-muted-foreground">{match.id}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}
