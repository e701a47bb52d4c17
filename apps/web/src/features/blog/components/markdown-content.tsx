import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/cn';
import { markdownElements, safeImageUrl, safeLinkUrl } from '@maple/shared/markdown-rules';

// What a post may contain (ARCHITECTURE §8: Markdown rendered safely; the list is shared with the
// campaign mail's HTML). Raw HTML in the source is dropped (skipHtml), so no tag a writer types ever
// reaches the page; elements outside the list are replaced by their text.

// The page's h1 is the post's title, so the post's own headings start one level below it.
const heading = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', className: string) =>
  function Heading({ node: _node, ...props }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) {
    return <Tag className={className} {...props} />;
  };

const components: Components = {
  h1: heading('h2', 'mt-4 text-2xl font-bold text-navy-900'),
  h2: heading('h3', 'mt-3 text-xl font-bold text-navy-900'),
  h3: heading('h4', 'mt-2 text-lg font-semibold text-navy-900'),
  h4: heading('h5', 'font-semibold'),
  h5: heading('h6', 'font-semibold'),
  h6: heading('h6', 'font-semibold'),
  a({ node: _node, href, children, ...props }) {
    const safe = href ? safeLinkUrl(href) : null;
    if (!safe) return <span>{children}</span>;
    // User-written links: no referrer window access, no ranking credit, marked as user content.
    return (
      <a {...props} href={safe} rel="noopener nofollow ugc" className="font-medium text-primary underline underline-offset-4">
        {children}
      </a>
    );
  },
  img({ node: _node, src, alt }) {
    const safe = typeof src === 'string' ? safeImageUrl(src) : null;
    if (!safe) return null;
    return <ResponsiveImage src={safe} alt={alt ?? ''} sizes="(min-width: 768px) 768px, 100vw" className="my-2 h-auto max-w-full rounded-md" />;
  },
  ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-6" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="border-l-4 border-border pl-4 text-muted-foreground italic" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="overflow-x-auto rounded-md bg-muted p-3" {...props} />,
};

/** A post's Markdown as React elements: headings, lists, emphasis, links and our own images; never raw HTML. */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4 leading-relaxed break-words', className)}>
      <Markdown
        skipHtml
        allowedElements={markdownElements}
        unwrapDisallowed
        // Our own checks run in the components above; this drops everything else before them.
        urlTransform={(url, key) => (key === 'src' ? safeImageUrl(url) : safeLinkUrl(url))}
        components={components}
      >
        {source}
      </Markdown>
    </div>
  );
}
