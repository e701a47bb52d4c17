import { lazy, Suspense, useState } from 'react';

const MarkdownContent = lazy(() => import('@/features/blog/components/markdown-content').then((m) => ({ default: m.MarkdownContent })));

const bodyClass = 'text-lg text-foreground';

/**
 * A post's body. On the page the server rendered, the browser keeps the served HTML as it is: no
 * Markdown library to download and no second parse while the page hydrates (it was most of the
 * post page's blocking time). Reached by a link inside the site, or once the text changes, the
 * body is rendered from the Markdown as usual.
 */
export function ServedPostBody({ postId, source }: { postId: string; source: string }) {
  const [served] = useState(() => (typeof document === 'undefined' ? null : { source, html: document.querySelector(`[data-post-body="${CSS.escape(postId)}"]`)?.innerHTML ?? null }));
  if (served?.html != null && served.source === source) {
    return <div data-post-body={postId} dangerouslySetInnerHTML={{ __html: served.html }} />;
  }
  return (
    <div data-post-body={postId}>
      <Suspense fallback={null}>
        <MarkdownContent source={source} className={bodyClass} />
      </Suspense>
    </div>
  );
}
