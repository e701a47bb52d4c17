import { useState } from 'react';
import { useFieldArray, type Resolver, type ResolverResult } from 'react-hook-form';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { newsFeedsMax } from '@maple/shared/news-limits';
import { saveNewsFeedsInput, type NewsFeed, type SaveNewsFeedsInput } from '@maple/shared/schemas/news';
import { useNewsFeeds, useSaveNewsFeeds } from '@/features/news-articles/api/news-config-queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { mappedResolver } from '@/components/form/mapped-resolver';
import { useServerForm } from '@/components/form/use-server-form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Draft = { url: string; title: string };
type Feed = SaveNewsFeedsInput['feeds'][number];

// The server names a feed it could not read by its place (`feeds.2`): said on that row; anything else about the list, under it.
const listFields = ['feeds', ...Array.from({ length: newsFeedsMax }, (_, i) => `feeds.${i}`)];

/** A feed as the request names it: a blank title is left out. */
const toFeed = (draft: Draft): Feed => ({ url: draft.url.trim(), ...(draft.title.trim() ? { title: draft.title.trim() } : {}) });
const listResolver = mappedResolver<{ feeds: Draft[] }, SaveNewsFeedsInput>(saveNewsFeedsInput, ({ feeds }) => ({ feeds: feeds.map(toFeed) }));

/**
 * A feed to add is checked as the list it would make (PUT /api/admin/news-feeds's schema): a bad
 * address, one already listed or one too many is said beside the address.
 */
function addResolver(listed: () => Draft[]): Resolver<Draft, unknown, Draft> {
  const check = mappedResolver<Draft, SaveNewsFeedsInput>(saveNewsFeedsInput, (draft) => ({ feeds: [...listed(), draft].map(toFeed) }));
  return async (draft, context, options): Promise<ResolverResult<Draft, Draft>> => {
    const { errors } = await check(draft, context, options);
    if (Object.keys(errors).length === 0) return { values: toFeed(draft) as Draft, errors: {} };
    const message = Object.values(errors).find((error) => error?.message)?.message ?? '';
    return { values: {}, errors: { url: { type: 'validate', message } } };
  };
}

/** The RSS/Atom feeds in order: add (the server checks the feed parses), remove after a confirm, reorder, then save. */
export function NewsFeedsEditor() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.feedsTitle}</CardTitle>
        <CardDescription>{m.feedsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates query={useNewsFeeds()} messages={{ loadFailed: m.feedsLoadFailed }} className="min-h-32">
          {(data) => <FeedsForm key={data.feeds.map((f) => f.id).join()} stored={data.feeds} />}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

function FeedsForm({ stored }: { stored: NewsFeed[] }) {
  const save = useSaveNewsFeeds();
  // The list: reordered and trimmed here, sent whole by "Save Feeds".
  const list = useServerForm({
    resolver: listResolver,
    defaultValues: { feeds: stored.map((f) => ({ url: f.url, title: f.title ?? '' })) },
    submit: save.mutateAsync,
    messages: { saved: m.feedsSaved, failed: m.feedsSaveFailed },
    fields: listFields,
  });
  const { fields: feeds, append, move, remove } = useFieldArray({ control: list.control, name: 'feeds' });
  const [removing, setRemoving] = useState<number | null>(null);
  // What "Add Feed" puts at the end of the list.
  const draft = useServerForm({
    resolver: addResolver(() => list.getValues('feeds')),
    defaultValues: { url: '', title: '' },
    submit: async (feed: Draft) => append({ url: feed.url, title: feed.title ?? '' }),
    messages: { failed: m.feedInvalidUrl },
    resetTo: 'empty',
  });
  const urlError = draft.fieldError('url');
  const listError = list.fieldError('feeds');

  return (
    <div className="flex flex-col gap-5">
      {feeds.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{m.feedsEmpty}</p>
      ) : (
        <ol className="flex flex-col divide-y rounded-lg border">
          {feeds.map((feed, i) => {
            const error = list.fieldError(`feeds.${i}`);
            return (
              <li key={feed.id} className="flex flex-wrap items-center gap-2 p-3">
                <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  {feed.title ? <p className="font-medium">{feed.title}</p> : null}
                  <p className="text-sm text-muted-foreground">{feed.url}</p>
                  {error ? <p className="text-sm text-destructive">{error}</p> : null}
                </div>
                <Button type="button" size="icon" variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`${m.moveUp}: ${feed.url}`}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button type="button" size="icon" variant="ghost" disabled={i === feeds.length - 1} onClick={() => move(i, i + 1)} aria-label={`${m.moveDown}: ${feed.url}`}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" size="icon" variant="ghost" onClick={() => setRemoving(i)} aria-label={`${m.removeFeed}: ${feed.url}`}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}

      <form noValidate onSubmit={draft.onSubmit} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <FormField id="news-feed-url" label={m.feedUrl} error={urlError}>
          <Input id="news-feed-url" type="url" inputMode="url" {...fieldAria('news-feed-url', { error: Boolean(urlError) })} {...draft.register('url')} />
        </FormField>
        <FormField id="news-feed-title" label={m.feedTitle} optional>
          <Input id="news-feed-title" {...draft.register('title')} />
        </FormField>
        <Button type="submit" variant="outline">
          {m.addFeed}
        </Button>
      </form>

      <form noValidate onSubmit={list.onSubmit} className="flex flex-col gap-3">
        {listError ? (
          <p role="alert" className="text-sm text-destructive">
            {listError}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={list.busy}>
            {list.busy ? m.saving : m.saveFeeds}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.removeConfirmTitle}
        description={
          <>
            {m.removeConfirmText} <span className="mt-2 block break-all text-foreground">{removing !== null ? feeds[removing]?.url : ''}</span>
          </>
        }
        confirmLabel={m.removeFeed}
        cancelLabel={m.cancel}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}
