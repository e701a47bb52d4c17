import { ExternalLink } from 'lucide-react';
import { newsMessages as m } from '@maple/shared/messages/news';
import type { NewsArticle } from '@maple/shared/schemas/news';
import { formatNewsDate } from '../news-date';
import { NewsImage } from './news-image';

/**
 * One article: picture, title, date, source host, summary and 'Read More', which opens the
 * article in a new tab without giving it a handle on this page (noopener noreferrer).
 */
export function NewsCard({ article, eager = false, headingLevel = 'h2' }: { article: NewsArticle; eager?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const date = formatNewsDate(article.published);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm">
      <NewsImage src={article.image} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="line-clamp-3 text-lg leading-snug font-semibold text-navy-900">{article.title}</Heading>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {date ? <time dateTime={article.published ?? undefined}>{date}</time> : null}
          {date ? <span aria-hidden="true">·</span> : null}
          <span>{article.sourceHost}</span>
        </p>
        {article.summary ? <p className="line-clamp-4 text-sm text-foreground/80">{article.summary}</p> : null}
        <a
          href={article.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-1 self-start rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {m.readMore}
          <span className="sr-only">
            : {article.title} {m.opensInNewTab}
          </span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}

/** The 3 pulsing cards shown while the first page loads (spec §9). */
export function NewsCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-lg border bg-background">
      <div className="aspect-video w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
