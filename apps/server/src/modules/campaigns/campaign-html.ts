import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { markdownElements, safeImageUrl, safeLinkUrl } from '@maple/shared/markdown-rules';
import { absoluteUrl } from '../../lib/absolute-url.ts';

type Components = NonNullable<ComponentProps<typeof Markdown>['components']>;

// Mail programs drop style sheets, so the few styles a reader needs are on the elements themselves.
const components: Components = {
  a: ({ node: _node, href, children }) => (href ? createElement('a', { href, style: { color: '#1d4ed8' } }, children) : createElement('span', null, children)),
  img: ({ node: _node, src, alt }) => (src ? createElement('img', { src, alt: alt ?? '', style: { maxWidth: '100%', height: 'auto' } }) : null),
  blockquote: ({ node: _node, children }) => createElement('blockquote', { style: { margin: '0 0 0 8px', paddingLeft: '12px', borderLeft: '4px solid #d1d5db', color: '#4b5563' } }, children),
  pre: ({ node: _node, children }) => createElement('pre', { style: { whiteSpace: 'pre-wrap', background: '#f3f4f6', padding: '8px' } }, children),
};

/**
 * A campaign's Markdown as the HTML part of its mail, through the blog's renderer and its rules
 * (react-markdown, raw HTML skipped, the same elements and link and image checks as a post's page):
 * what the console's preview showed is what the reader gets, and nothing the author typed runs as
 * markup. Links and images of our own are made absolute.
 */
export function campaignHtml(markdown: string, publicUrl: string): string {
  return renderToStaticMarkup(
    createElement(Markdown, {
      skipHtml: true,
      allowedElements: markdownElements,
      unwrapDisallowed: true,
      // A mail is read away from the site: our own links and images get its address in front.
      urlTransform: (url: string, key: string) => absoluteUrl(key === 'src' ? safeImageUrl(url) : safeLinkUrl(url), publicUrl),
      components,
      children: markdown,
    }),
  );
}
