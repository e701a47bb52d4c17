import Markdown, { type Components } from 'react-markdown';
import { safeLinkUrl } from '@maple/shared/markdown-rules';

// The brokerage's disclaimer is Markdown typed in the console: paragraphs, emphasis, lists and
// links only. Raw HTML is dropped (skipHtml) and any other element is replaced by its text.
const allowedElements = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'];

const components: Components = {
  a({ node: _node, href, children, ...props }) {
    const safe = href ? safeLinkUrl(href) : null;
    if (!safe) return <span>{children}</span>;
    return (
      <a {...props} href={safe} rel="noopener nofollow" className="underline underline-offset-4">
        {children}
      </a>
    );
  },
  ul: ({ node: _node, ...props }) => <ul className="list-disc pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal pl-5" {...props} />,
};

/** Loaded when the visitor opens the disclaimer, so the Markdown parser is not in every page's first load. */
export default function DisclaimerMarkdown({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Markdown skipHtml allowedElements={allowedElements} unwrapDisallowed components={components}>
        {text}
      </Markdown>
    </div>
  );
}
