import { useState } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { newsMessages as m } from '@maple/shared/messages/news';
import { pagesMessages } from '@maple/shared/messages/pages';
import { newsSearchDebounceMs, newsSkeletonCount } from '@maple/shared/news-limits';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { NewsCard, NewsCardSkeleton } from '@/features/news-articles/components/news-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useNewsList } from '../hooks/use-news-list';

export function NewsPage() {
  usePageTitle(pagesMessages.news);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), newsSearchDebounceMs);
  const list = useNewsList(q);
  const firstLoad = list.status === 'loading' && list.articles.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{pagesMessages.news}</h1>
        <div role="search" className="relative max-w-xl">
          <label htmlFor="news-search" className="sr-only">
            {m.searchLabel}
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="news-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={m.searchPlaceholder} className="pl-9" />
        </div>
      </header>

      {list.error ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {list.error}
        </div>
      ) : null}

      {firstLoad ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{m.loading}</span>
          {Array.from({ length: newsSkeletonCount }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      ) : list.status === 'ready' && list.articles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.status === 'loading'}>
          {list.articles.map((article, i) => (
            <li key={article.id}>
              <NewsCard article={article} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}

      {list.hasMore && list.status === 'ready' ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                {m.loadingMore}
              </>
            ) : (
              m.loadMore
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
