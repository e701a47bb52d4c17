import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './markdown-content';

const render = (source: string) => renderToStaticMarkup(<MarkdownContent source={source} />);

describe('MarkdownContent (a post rendered safely)', () => {
  it('renders headings one level below the title, lists, emphasis, links and our own images', () => {
    const html = render(
      ['# Big', '## Smaller', '', '- one', '- two', '', '1. first', '', '**bold** and *soft*', '', '[Rates](https://maple.example/rates)', '', '![Chart](/files/blog-images/console/1-a1b2c3d4-chart.webp)'].join('\n'),
    );
    expect(html).toContain('<h2 class="mt-4 text-2xl font-bold text-navy-900">Big</h2>');
    expect(html).toContain('<h3');
    expect(html).toMatch(/<ul[^>]*>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('href="https://maple.example/rates" rel="noopener nofollow ugc"');
    expect(html).toContain('src="/files/blog-images/console/1-a1b2c3d4-chart.webp" alt="Chart"');
    expect(html).not.toContain('<h1');
  });

  it('renders no script, no javascript: link, no raw HTML and no outside image', () => {
    const html = render(
      [
        'Hello <script>alert(1)</script> world',
        '',
        '<div onclick="steal()">raw block</div>',
        '',
        '<img src="https://tracker.example/pixel.gif">',
        '',
        '[click me](javascript:alert(document.cookie))',
        '',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '[sneaky](//evil.example/x)',
        '',
        '![tracker](https://tracker.example/pixel.gif)',
        '',
        '![private](/files/agent-documents/abc/1-licence.pdf)',
        '',
        '<a href="https://evil.example">raw link</a> <iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<div onclick|onclick|<iframe|<img|javascript:|data:text|tracker\.example|evil\.example|agent-documents/i);
    expect(html).toContain('click me');
    expect(html).not.toMatch(/<a /);
  });
});
