/**
 * A path of our own site (`/rates`, `/files/...`) with the public origin in front, for a reader away
 * from the site (a mail program, a link preview); other URLs as they are, and none for none.
 */
export function absoluteUrl(url: string | null | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && !url.startsWith('//') ? publicUrl + url : url;
}
