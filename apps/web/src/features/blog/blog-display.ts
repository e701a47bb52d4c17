import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import { clipText } from '@/lib/plain-text';

/** Cards clip the preview to 3 lines with CSS; this bounds what goes into the page first. */
export const previewCharacters = 240;

/** A card's preview: the excerpt, else the start of the content. */
export function postPreview(post: Pick<PublicBlogPost, 'excerpt' | 'content'>): string {
  const excerpt = post.excerpt?.trim();
  return excerpt ? clipText(excerpt, previewCharacters) : clipText(post.content, previewCharacters);
}
