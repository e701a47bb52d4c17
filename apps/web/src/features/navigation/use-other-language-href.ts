import { skipToken, useQuery } from '@tanstack/react-query';
import { localizePath } from '@maple/shared/i18n/paths';
import { useLocation } from '@/lib/localized-router';
import { blogKeys } from '@/features/blog/api/blog-queries';
import { otherLanguage } from './language-choice';

const postPath = /^\/blog\/([^/]+)$/;

/**
 * The same page, query and fragment included, in the other language: a full page load of that
 * language's build. A blog post has a slug in each language (decision 069), so its twin is the
 * post's `alternateSlug` read from the post the page already loaded; a post not written in the
 * other language has no twin there, and the switcher goes to that language's blog instead of a 404.
 */
export function useOtherLanguageHref(): string {
  const { pathname, search, hash } = useLocation();
  const slug = postPath.exec(pathname)?.[1];
  // Only reads the post page's own answer from the cache (never fetches it).
  const post = useQuery<{ alternateSlug: string | null }>({ queryKey: blogKeys.post(slug ? safeDecode(slug) : ''), queryFn: skipToken });
  if (slug && post.data) {
    const alternate = post.data.alternateSlug;
    return localizePath(alternate ? `/blog/${encodeURIComponent(alternate)}${hash}` : '/blog', otherLanguage);
  }
  return localizePath(`${pathname}${search}${hash}`, otherLanguage);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
