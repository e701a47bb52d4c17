import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { inoreaderMessages as m } from '@maple/shared/messages/news';
import type { NewsFeed } from '@maple/shared/schemas/news';
import { useNewsFeeds, useSaveNewsFeeds } from '@/features/news-articles/api/news-config-queries';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';

type Draft = { url: string; title: string };

/** The RSS/Atom feeds in order: add (the server checks the feed parses), remove after a confirm, reorder, then save. */
export function NewsFeedsEditor() {
  const { data, isPending, isError } = useNewsFeeds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.feedsTitle}</CardTitle>
        <CardDescription>{m.feedsIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner minHeight="min-h-32" />
        ) : isError || !data ? (
          <p role="alert" className="text-destructive">{m.feedsLoadFailed}</p>
        ) : (
          <FeedsForm key={data.feeds.map((f) => f.id).join()} stored={data.feeds} />
        )}
      </CardContent>
    </Card>
  );
}

function FeedsForm({ stored }: { stored: NewsFeed[] }) {
  const [feeds, setFeeds] = useState<Draft[]>(stored.map((f) => ({ url: f.url, title: f.title ?? '' })));
  const [draft, setDraft] = useState<Draft>({ url: '', title: '' });
  const [urlError, setUrlError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const save = useSaveNewsFeeds();

  const move = (index: number, by: -1 | 1) =>
    setFeeds((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const url = draft.url.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) return setUrlError(m.feedInvalidUrl);
    if (feeds.some((f) => f.url === url)) return setUrlError(m.feedDuplicate);
    setUrlError(null);
    setFeeds((list) => [...list, { url, title: draft.title.trim() }]);
    setDraft({ url: '', title: '' });
  };

  const saveAll = () => {
    setListError(null);
    save.mutate(
      { feeds: feeds.map((f) => ({ url: f.url, ...(f.title ? { title: f.title } : {}) })) },
      {
        onSuccess: () => toast.success(m.feedsSaved),
        onError: (error) => {
          const message = isApiError(error) ? error.message : m.feedsSaveFailed;
          const failed = isApiError(error) && error.fields ? Object.keys(error.fields).map((k) => feeds[Number(k.split('.')[1])]?.url).filter(Boolean) : [];
          setListError(failed.length ? `${message}: ${failed.join(', ')}` : message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {feeds.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{m.feedsEmpty}</p>
      ) : (
        <ol className="flex flex-col divide-y rounded-lg border">
          {feeds.map((feed, i) => (
            <li key={feed.url} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                {feed.title ? <p className="font-medium">{feed.title}</p> : null}
                <p className="truncate text-sm text-muted-foreground">{feed.url}</p>
              </div>
              <Button type="button" size="icon" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${m.moveUp}: ${feed.url}`}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button type="button" size="icon" variant="ghost" disabled={i === feeds.length - 1} onClick={() => move(i, 1)} aria-label={`${m.moveDown}: ${feed.url}`}>
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button type="button" size="icon" variant="ghost" onClick={() => setRemoving(i)} aria-label={`${m.removeFeed}: ${feed.url}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}

      <form noValidate onSubmit={add} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <FormField id="news-feed-url" label={m.feedUrl} error={urlError}>
          <Input id="news-feed-url" type="url" inputMode="url" value={draft.url} onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))} {...fieldAria('news-feed-url', { error: Boolean(urlError) })} />
        </FormField>
        <FormField id="news-feed-title" label={m.feedTitle} optional>
          <Input id="news-feed-title" value={draft.title} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} />
        </FormField>
        <Button type="submit" variant="outline">
          {m.addFeed}
        </Button>
      </form>

      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button type="button" onClick={saveAll} disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveFeeds}
        </Button>
      </div>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>{m.removeConfirmTitle}</DialogTitle>
          <DialogDescription>{m.removeConfirmText}</DialogDescription>
          <p className="truncate text-sm">{removing !== null ? feeds[removing]?.url : ''}</p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setRemoving(null)}>
              {m.cancel}
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                setFeeds((list) => list.filter((_, i) => i !== removing));
                setRemoving(null);
              }}
            >
              {m.removeFeed}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
