/**
 * User-written text (bios, blog posts) is shown as text, never as HTML. These helpers shape it:
 * paragraphs at blank lines (single line breaks are kept inside a paragraph with CSS
 * `white-space: pre-line`), and a clipped preview for cards.
 */

/** Splits text into paragraphs at blank lines; trims each and drops empty ones. Windows line ends too. */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * At most `max` characters of `text` on one line, cut at a word boundary when one is near, with '...'
 * when anything was cut. Cards clip again to a number of lines with CSS; this keeps a long post
 * from putting its whole body into the page.
 */
export function clipText(text: string | null | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, '')}...`;
}
